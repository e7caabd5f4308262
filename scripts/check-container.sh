#!/usr/bin/env bash
# Checks the production image: `docker build` when a Docker engine answers; otherwise the same build steps
# (scripts/container-build.sh) into a temporary directory, then the result started with the image's CMD (which must
# be the server's start script), with the embedded database, until /healthz and /readyz answer. Exit 1 when any step
# fails.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v docker >/dev/null && docker info >/dev/null 2>&1; then
  docker build -t bible-polyglotte:check .
  exit 0
fi
echo "› no Docker engine here: running the Dockerfile's build steps without it"
work="$(mktemp -d)"
trap 'kill "${server_pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
# What `docker build` would receive: the repository's files without what .dockerignore leaves out.
git ls-files -co --exclude-standard | grep -v -E '^(\.data|node_modules|apps/web/dist)/' | tar -cf - -T - | tar -xf - -C "$work"
(cd "$work" && bash scripts/container-build.sh "$work/out")
# The image's CMD, read from the Dockerfile: it must be the command of `pnpm start` (the compiled server, its node
# flags), and each NAME=value the start script sets must be in the Dockerfile's ENV. The server below is started
# with that environment and that command, as the image starts it.
mapfile -t cmd < <(node -e '
const fs = require("node:fs");
const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const line = dockerfile.split("\n").filter((l) => l.startsWith("CMD ")).at(-1);
const words = JSON.parse(fs.readFileSync("apps/server/package.json", "utf8")).scripts.start.split(/\s+/);
const settings = words.slice(0, words.indexOf("node"));
const args = JSON.parse(line.slice(4));
if (args.join(" ") !== words.slice(settings.length).join(" ")) {
  console.error(`the Dockerfile CMD (${args.join(" ")}) is not the server start script (${words.join(" ")})`);
  process.exit(1);
}
const missing = settings.filter((setting) => !new RegExp(`^(ENV)?\\s+${setting}(\\s|$)`, "m").test(dockerfile));
if (missing.length > 0) {
  console.error(`the Dockerfile ENV does not set what the start script sets: ${missing.join(" ")}`);
  process.exit(1);
}
for (const arg of [...settings, ...args]) console.log(arg);')
[[ ${#cmd[@]} -gt 0 && -f "$work/out/server/${cmd[-1]}" ]] || { echo "the image's CMD does not run a built file" >&2; exit 1; }
port="${CHECK_CONTAINER_PORT:-$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
(cd "$work/out/server" && exec env NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" \
  WEB_DIST_DIR="$work/out/web/dist" BIBLE_AUTO_INSTALL=false LEXICON_AUTO_INSTALL=false \
  "${cmd[@]}") &
server_pid=$!
for _ in $(seq 1 120); do
  if node -e "fetch('http://127.0.0.1:$port/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
    node -e "fetch('http://127.0.0.1:$port/').then(async r=>{const t=await r.text();process.exit(r.ok&&t.includes('<div id=\"root\"')?0:1)},()=>process.exit(1))" \
      || { echo "the built app is not served at /" >&2; exit 1; }
    echo "› the image's build steps work: the server answers /readyz and serves the web app"
    exit 0
  fi
  sleep 1
done
echo "the server built by the image's steps did not become ready" >&2
exit 1
