#!/usr/bin/env bash
# The build steps of the production image, in one place: the Dockerfile runs this script, and CI runs it without
# Docker (scripts/check-container.sh) so the image's steps are checked where no Docker engine is available.
# Usage: bash scripts/container-build.sh OUT_DIR   (from the repository root, dependencies not installed yet;
# PNPM_OFFLINE=1 when pnpm's store already holds every package of the lockfile, as after the Dockerfile's `pnpm fetch`)
set -euo pipefail
out="${1:?usage: container-build.sh OUT_DIR}"
pnpm install --frozen-lockfile ${PNPM_OFFLINE:+--offline}
pnpm --filter @bible/web build
# The server with its production dependencies and the workspace packages it imports, the SQL migrations included,
# compiled into dist/ like `pnpm build` (apps/server/scripts/build.ts, run on the deployed copy so the paths it
# writes are the image's); then node_modules cut down to what the compiled server loads at run time
# (apps/server/scripts/prune-runtime.ts: the bundle holds the rest); then the built web app beside it.
# (deploy resolves its package list again: it may read the registry's metadata, the files come from the store.)
pnpm --filter @bible/server deploy --prod --legacy ${PNPM_OFFLINE:+--prefer-offline} "$out/server"
node apps/server/scripts/build.ts "$out/server"
node apps/server/scripts/prune-runtime.ts "$out/server"
# The empty database a first start is loaded from (packages/db/src/template.ts), beside the deployed database package.
pnpm --filter @bible/db build
cp -R packages/db/dist "$(realpath "$out/server/node_modules/@bible/db")/"
mkdir -p "$out/web"
cp -R apps/web/dist "$out/web/dist"
# The runtime's node_modules against its budget: what is left is read at run time (PGlite's wasm, the segmenters'
# dictionaries, WordNet, the verb tables), about 260 MB of it; the compiler, bundler and TypeScript runner
# (typescript, esbuild, tsx) are not there.
budget_mb=300
size_mb=$(du -sm "$out/server/node_modules" | cut -f1)
echo "› runtime node_modules: ${size_mb} MB (budget ${budget_mb} MB); server dist $(du -sm "$out/server/dist" | cut -f1) MB, web app $(du -sm "$out/web" | cut -f1) MB"
for tool in typescript esbuild tsx; do
  if [ -e "$out/server/node_modules/.pnpm/node_modules/$tool" ] || compgen -G "$out/server/node_modules/.pnpm/$tool@*" >/dev/null; then
    echo "the runtime holds $tool, a build tool" >&2
    exit 1
  fi
done
[ "$size_mb" -le "$budget_mb" ] || { echo "runtime node_modules over budget: ${size_mb} MB > ${budget_mb} MB" >&2; exit 1; }
