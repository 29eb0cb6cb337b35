#!/usr/bin/env bash
# Builds every app and lib (Nx caches unchanged projects).
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_NO_CLOUD=true NX_DAEMON=${NX_DAEMON:-false} NX_TUI=false
./node_modules/.bin/nx run-many -t build --parallel=2 --outputStyle=static
