#!/usr/bin/env bash
# Runs the unit tests and the date-dependent integration tests once per day of one week, with the
# clock faked by libfaketime (Debian package `faketime`), to prove no test depends on the weekday it
# runs on. Needs `npm run build` first for the integration tests. Prints one line per day.
#   bash scripts/test-weekdays.sh [first-day, default 2026-11-22 (a Sunday)] [jest path filters for integration...]
set -uo pipefail
cd "$(dirname "$0")/.."
command -v faketime > /dev/null || { echo "faketime is missing: apt-get install -y faketime" >&2; exit 1; }
first=${1:-2026-11-22}
shift || true
integration=("$@")
[ ${#integration[@]} -gt 0 ] || integration=(
  apps/gateway/test/fuzz.int-spec.ts
  apps/gateway/test/progress.int-spec.ts
  apps/tracking/test/progress.int-spec.ts
  apps/gateway/test/calls.int-spec.ts
  apps/roadmap/test/calls.int-spec.ts
)
status=0
for offset in 0 1 2 3 4 5 6; do
  day=$(date -u -d "$first + $offset day" +%F)
  name=$(date -u -d "$day" +%A)
  # An offset from the real clock (not a fixed start, which libfaketime gives each process afresh:
  # the test and the services it starts would then disagree, and actor tokens would look stale),
  # landing at noon UTC so every time zone the tests use is on the same calendar day.
  offset_seconds=$(( $(date -u -d "$day 12:00:00" +%s) - $(date -u +%s) ))
  clock=$(printf '%+ds' "$offset_seconds")
  unit=$(faketime -f "$clock" npx jest -c jest.unit.config.js --silent 2>&1 | grep -E '^Tests:')
  int=$(faketime -f "$clock" npx jest -c jest.int.config.js --runInBand --silent -t '^(?!.* as (player|admin|anonymous)$)' \
    "${integration[@]}" 2>&1 | grep -E '^Tests:')
  printf '%s %-9s unit %s | integration %s\n' "$day" "$name" "${unit#Tests: }" "${int#Tests: }"
  case "$unit$int" in *failed*) status=1 ;; esac
done
exit $status
