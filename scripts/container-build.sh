#!/usr/bin/env bash
# The build steps of the production image, in one place: the Dockerfile runs this script, and CI runs it without
# Docker (scripts/check-container.sh) so the image's steps are checked where no Docker engine is available.
# Usage: bash scripts/container-build.sh OUT_DIR   (from the repository root, dependencies not installed yet)
set -euo pipefail
out="${1:?usage: container-build.sh OUT_DIR}"
pnpm install --frozen-lockfile
pnpm --filter @bible/web build
# The server with its production dependencies and the workspace packages it imports, the SQL migrations included,
# compiled into dist/ like `pnpm build` (apps/server/scripts/build.ts, run on the deployed copy so the paths it
# writes are the image's); then the built web app beside it.
pnpm --filter @bible/server deploy --prod --legacy "$out/server"
node apps/server/scripts/build.ts "$out/server"
# The empty database a first start is loaded from (packages/db/src/template.ts), beside the deployed database package.
pnpm --filter @bible/db build
cp -R packages/db/dist "$(realpath "$out/server/node_modules/@bible/db")/"
mkdir -p "$out/web"
cp -R apps/web/dist "$out/web/dist"
