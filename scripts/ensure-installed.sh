#!/usr/bin/env bash
# Installs npm dependencies when they are missing or older than the lockfile.
# (`npm ci` fails on this registry mirror for other platforms' optional binaries: see STACK.md.)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/nx ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ package.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies..."
  npm install --no-audit --no-fund
fi
