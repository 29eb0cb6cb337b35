#!/usr/bin/env bash
# Starts the whole portal: every service, worker and the gateway as separate processes, supervised:
# a crashed process is restarted by itself. Ctrl-C (or SIGTERM) stops all of them gracefully.
#   PORT (default 3000), PORTAL_NAMESPACE (default portal), POSTGRES_URL, REDIS_URL, NATS_URL.
#   PORTAL_SKIP_BUILD=1 reuses the existing build. SUPERVISOR_* tune restarts (see scripts/supervise.mjs).
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

# The supervisor starts every process, restarts one that crashes (with a growing delay; one that keeps
# crashing is left down and reported), waits until the portal answers, and on Ctrl-C/SIGTERM stops the
# gateway first, then the rest (scripts/supervise.mjs).
exec node scripts/supervise.mjs
