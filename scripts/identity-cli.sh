#!/usr/bin/env bash
# `npm run portal -- <command>`: the identity CLI, with the same .env the start command reads.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/load-env.sh
load_env_file .env
if [ ! -f apps/identity/dist/cli.js ]; then
  bash scripts/ensure-installed.sh
  bash scripts/build.sh > /dev/null
fi
exec node apps/identity/dist/cli.js "$@"
