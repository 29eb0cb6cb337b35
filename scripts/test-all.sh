#!/usr/bin/env bash
# Runs every test: lint, format, build (type-checks every app), the landing page's script budget, unit,
# integration and browser tests.
# Installs npm dependencies when missing. Needs PostgreSQL, Redis and NATS running (see README) and
# Debian's chromium for the browser tests (.ci/run installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
bin=./node_modules/.bin
results_dir=test-artifacts/results
started=$(date +%s)

step() { printf '\n== %s (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

bash scripts/ensure-installed.sh
rm -rf "$results_dir" && mkdir -p "$results_dir"

step "lint"
$bin/eslint . --max-warnings=0
$bin/prettier --check . --log-level warn

step "build and type-check"
bash scripts/build.sh > "$results_dir/build.log" 2>&1 || { cat "$results_dir/build.log"; exit 1; }
# The server apps are type-checked by their build (tsc); the web app (vite does not type-check) and
# every test file are checked here.
$bin/nx run @portal/web:typecheck --outputStyle=static > "$results_dir/typecheck.log" 2>&1 || { cat "$results_dir/typecheck.log"; exit 1; }
$bin/tsc -p tsconfig.tests.json
# The landing page's script budget, read from the build's manifest (bench:web without a browser).
node scripts/bench-web.mjs --no-build --no-lighthouse --check > "$results_dir/bundle.log" 2>&1 ||
  { cat "$results_dir/bundle.log"; echo "Over the landing page's script budget: see docs/web.md, Bundle." >&2; exit 1; }

step "infrastructure"
node scripts/check-infra.mjs

status=0
run_jest() {
  local name=$1 config=$2
  step "$name tests"
  $bin/jest -c "$config" --runInBand --json --outputFile="$results_dir/$name.json" || status=1
  # A failed global set-up (the browser run's shared portal) leaves no report: count it as one failure.
  if [ ! -f "$results_dir/$name.json" ]; then
    echo "$name: jest wrote no results (its global set-up failed?)" >&2
    printf '{"numPassedTests":0,"numFailedTests":1,"numPendingTests":0,"numTodoTests":0,"numTotalTestSuites":0}\n' \
      > "$results_dir/$name.json"
  fi
}
run_jest unit jest.unit.config.js
run_jest integration jest.int.config.js
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  run_jest browser jest.e2e.config.js
else
  echo "Chromium is missing at ${CHROMIUM_PATH:-/usr/bin/chromium}: install it with 'apt-get install -y chromium fonts-liberation' (.ci/run does)." >&2
  status=1
fi

step "summary"
node scripts/summarize-tests.mjs "$results_dir"
exit $status
