#!/usr/bin/env bash
# Starts the whole portal: every service, worker and the gateway as separate processes.
# Ctrl-C (or SIGTERM) stops all of them gracefully.
#   PORT (default 3000), PORTAL_NAMESPACE (default portal), POSTGRES_URL, REDIS_URL, NATS_URL.
#   PORTAL_SKIP_BUILD=1 reuses the existing build.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/load-env.sh
load_env_file .env
export PORT="${PORT:-3000}"
export PORTAL_NAMESPACE="${PORTAL_NAMESPACE:-portal}"
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:${PORT}}"

bash scripts/ensure-installed.sh
node scripts/check-infra.mjs || { echo "The portal needs PostgreSQL, Redis and NATS (see above)." >&2; exit 1; }
if [ "${PORTAL_SKIP_BUILD:-0}" != "1" ]; then
  echo "Building..."
  bash scripts/build.sh > /dev/null
fi

SERVICES=(identity roadmap tracking media reports)
echo "Migrating databases (namespace ${PORTAL_NAMESPACE})..."
for service in "${SERVICES[@]}"; do
  LOG_LEVEL=warn node "apps/${service}/dist/migrate.js"
done

pids=()
start() {
  local name=$1 script=$2
  node "$script" > >(sed -u "s/^/[${name}] /") 2>&1 &
  pids+=($!)
}
stop_all() {
  trap - INT TERM EXIT
  echo
  echo "Stopping the portal..."
  kill -TERM "${pids[@]}" 2>/dev/null || true
  wait "${pids[@]}" 2>/dev/null || true
  echo "Stopped."
}
trap 'stop_all; exit 0' INT TERM
trap stop_all EXIT

for service in "${SERVICES[@]}"; do start "$service" "apps/${service}/dist/main.js"; done
start media-worker apps/media/dist/worker.js
start reports-worker apps/reports/dist/worker.js
start gateway apps/gateway/dist/main.js

for _ in $(seq 1 120); do
  if curl -fs "http://127.0.0.1:${PORT}/api/health" > /dev/null 2>&1; then
    echo "Portal running at ${PUBLIC_URL} (namespace ${PORTAL_NAMESPACE}). Press Ctrl-C to stop."
    wait
    exit 0
  fi
  for pid in "${pids[@]}"; do
    kill -0 "$pid" 2>/dev/null || { echo "A process exited during start-up (see its log above)." >&2; exit 1; }
  done
  sleep 0.5
done
echo "The portal did not become healthy within 60 s." >&2
exit 1
