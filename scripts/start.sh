#!/usr/bin/env bash
# Installs everything and starts the app on its embedded database (PGlite under ./.data).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
pnpm install --frozen-lockfile
exec pnpm start
