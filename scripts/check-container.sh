#!/usr/bin/env bash
# Checks the production image for real: a Docker engine (the one answering, else Debian's docker.io installed and
# dockerd started in the background), the base built from Debian's packages where base images cannot be pulled
# (scripts/container-base.sh, cached under ~/.cache/bible-polyglotte; BASE_IMAGE=… to use another), `docker build`,
# the image's size and its runtime node_modules against their budgets, then the image started with compose on the
# machine's PostgreSQL (a database of its own) with the Bible files mounted read-only and two versions installed,
# until /readyz answers and a chapter reads; then everything it started is removed.
# Only where Docker cannot be installed or started (no root, no apt, no privileges for dockerd) does it say so and
# run the image's build steps without Docker (scripts/container-build.sh), starting the result as the image does;
# CHECK_CONTAINER_WITHOUT_DOCKER=1 runs that path on purpose (to check it where Docker works).
# Exit 1 when any step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
cache="${BIBLE_CACHE_DIR:-$HOME/.cache/bible-polyglotte}"
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }
free_port() { node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
# Image size budget: the base (Debian and Node, about 250 MB) plus what the app adds (its runtime node_modules are
# budgeted by scripts/container-build.sh).
IMAGE_BUDGET_MB=600

docker_ready() { command -v docker >/dev/null && docker info >/dev/null 2>&1; }

# Sets `why` when no engine can be had.
start_engine() {
  docker_ready && return 0
  if ! command -v dockerd >/dev/null; then
    command -v apt-get >/dev/null || { why="no apt-get to install docker.io"; return 1; }
    as_root true 2>/dev/null || { why="not root and no password-less sudo to install docker.io"; return 1; }
    echo "› installing Debian's docker.io"
    { as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io; } \
      >/dev/null || { why="apt-get install docker.io failed"; return 1; }
  fi
  as_root true 2>/dev/null || { why="the engine is not running, and starting dockerd needs root"; return 1; }
  mkdir -p "$cache"
  echo "› starting dockerd in the background (log: $cache/dockerd.log)"
  as_root sh -c "nohup dockerd >>'$cache/dockerd.log' 2>&1 &"
  for _ in $(seq 1 60); do
    docker_ready && return 0
    sleep 1
  done
  why="dockerd did not start (see $cache/dockerd.log)"
  return 1
}

# Compose: the engine's plugin (`docker compose`), else a `docker-compose` on the PATH, else Debian's docker-compose
# installed now (a docker client without the plugin is common: Debian's docker.io ships none).
compose_command=()
find_compose() {
  if docker compose version >/dev/null 2>&1; then compose_command=(docker compose); return 0; fi
  if ! command -v docker-compose >/dev/null; then
    echo "› no compose for this docker client: installing Debian's docker-compose"
    { as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose; } \
      >/dev/null 2>&1 || { echo "neither \`docker compose\` nor docker-compose, and apt-get install docker-compose failed" >&2; return 1; }
  fi
  compose_command=(docker-compose)
}
compose() { [ ${#compose_command[@]} -gt 0 ] || return 0; "${compose_command[@]}" "$@"; }

check_without_docker() {
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
  port="${CHECK_CONTAINER_PORT:-$(free_port)}"
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
}

why=""
if [ -n "${CHECK_CONTAINER_WITHOUT_DOCKER:-}" ]; then
  echo "› CHECK_CONTAINER_WITHOUT_DOCKER is set: the image's build steps without Docker"
  check_without_docker
elif ! start_engine; then
  echo "› SKIPPED the image build and start: Docker cannot run on this machine ($why)."
  echo "› running the Dockerfile's build steps without Docker instead"
  check_without_docker
fi

seconds() { echo $(($(date +%s) - $1)); }
started=$(date +%s)
image="bp-bible-polyglotte:check"
project="bp-container-check"
pg="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
export PGOPTIONS="--client-min-messages=warning"
db="bp_container_check"
log="$(mktemp)"
# The image a step of the build log made (the classic builder prints ` ---> <id>` after each step).
layer_after() { awk -v step="$1" 'index($0, step) {f=1; next} f && /^ ---> [0-9a-f]+$/ {print $2; exit}' "$log" 2>/dev/null || true; }
cleanup() {
  compose -p "$project" -f scripts/check-container.compose.yaml down -v --remove-orphans >/dev/null 2>&1 || true
  psql "$pg" -qc "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1 || true
  docker rmi "$image" >/dev/null 2>&1 || true
  # The build stage's result (about 1.7 GB) goes too; its layer of fetched packages stays, tagged, as the next
  # run's cache (the one it replaces, after a lockfile change, is removed).
  local deps built previous
  deps="$(layer_after "RUN pnpm fetch")"
  built="$(layer_after "bash scripts/container-build.sh")"
  [ -n "$built" ] && docker rmi "$built" >/dev/null 2>&1 || true
  if [ -n "$deps" ]; then
    previous="$(docker image inspect -f '{{.Id}}' bp-bible-polyglotte:deps 2>/dev/null || true)"
    docker tag "$deps" bp-bible-polyglotte:deps >/dev/null 2>&1 || true
    [ -n "$previous" ] && [ "$previous" != "$(docker image inspect -f '{{.Id}}' "$deps")" ] && docker rmi "$previous" >/dev/null 2>&1 || true
  fi
  rm -f "$log"
}
trap cleanup EXIT

# The base: BASE_IMAGE when given; else Debian bookworm with Node 24 built here (base images cannot be pulled on the
# CI machines), imported from the cached tarball after the first run.
base="${BASE_IMAGE:-$(bash scripts/container-base.sh | tail -n 1)}"
base_seconds=$(seconds "$started")
# The machine's own certificate authorities (an egress proxy's), for the registry downloads of the build stage.
certs="$(cat /usr/local/share/ca-certificates/*.crt 2>/dev/null || true)"
echo "› docker build on $base (log: $log)"
build_started=$(date +%s)
# The classic builder: BuildKit would pull its Dockerfile frontend, and not every engine has buildx.
if ! DOCKER_BUILDKIT=0 docker build --force-rm --build-arg "BASE_IMAGE=$base" --build-arg "EXTRA_CA_CERTS=$certs" -t "$image" . >"$log" 2>&1; then
  tail -n 40 "$log" >&2
  echo "docker build failed" >&2
  exit 1
fi
build_seconds=$(seconds "$build_started")
grep -a '› runtime node_modules' "$log" || true
image_mb=$(($(docker image inspect -f '{{.Size}}' "$image") / 1000000))
base_mb=$(($(docker image inspect -f '{{.Size}}' "$base") / 1000000))
echo "› image $image: ${image_mb} MB (budget ${IMAGE_BUDGET_MB} MB), of which the base ${base_mb} MB and the app $((image_mb - base_mb)) MB"
[ "$image_mb" -le "$IMAGE_BUDGET_MB" ] || { echo "the image is over its budget" >&2; exit 1; }

# Started as deployed, on PostgreSQL: a database of its own on the machine's server.
smoke_started=$(date +%s)
if ! psql "$pg" -qc "SELECT 1" >/dev/null 2>&1; then
  [ -n "${CI:-}" ] && { echo "PostgreSQL is not reachable at $pg (psql)" >&2; exit 1; }
  echo "› SKIPPED starting the image: PostgreSQL is not reachable at $pg (psql); the image was built"
  exit 0
fi
find_compose || exit 1
psql "$pg" -qc "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null
port="${CHECK_CONTAINER_PORT:-$(free_port)}"
export CHECK_IMAGE="$image" CHECK_PORT="$port"
CHECK_DATABASE_URL="$(node -e 'const u=new URL(process.argv[1]);u.pathname="/"+process.argv[2];console.log(u.href)' "$pg" "$db")"
CHECK_BIBLE_DIR="$(realpath "${BIBLE_SOURCE_DIR:-../shared/data/bibles}")"
CHECK_LEXICON_DIR="$(realpath "${LEXICON_SOURCE_DIR:-$CHECK_BIBLE_DIR/../lexicon}")"
export CHECK_DATABASE_URL CHECK_BIBLE_DIR CHECK_LEXICON_DIR
compose -p "$project" -f scripts/check-container.compose.yaml up -d
ready=""
for _ in $(seq 1 300); do
  state="$(node -e "fetch('http://127.0.0.1:$port/readyz').then(async r=>{const b=await r.json();console.log(r.ok?'ready':b.phase??'down')},()=>console.log('down'))")"
  if [ "$state" = ready ]; then ready=1; break; fi
  [ "$state" = failed ] && break
  sleep 1
done
if [ -z "$ready" ]; then
  compose -p "$project" -f scripts/check-container.compose.yaml logs --tail 40 >&2
  echo "the container did not become ready (last /readyz: $state)" >&2
  exit 1
fi
# A chapter in both versions, read through the reader's request.
node -e "
fetch('http://127.0.0.1:$port/api/chapters?book=John&chapter=3&versions=fr:LSG&versions=en:KJV').then(async (r) => {
  const body = await r.json();
  const columns = Array.isArray(body) ? body : (body.columns ?? body.chapters ?? []);
  const text = JSON.stringify(body);
  if (!r.ok || !text.includes('Dieu a tant aimé le monde') || !/God so loved the world/.test(text)) {
    console.error('John 3 does not read in LSG and KJV:', r.status, text.slice(0, 300));
    process.exit(1);
  }
  console.log('› the container reads John 3 in LSG and KJV (' + columns.length + ' columns) from PostgreSQL');
});"
compose -p "$project" -f scripts/check-container.compose.yaml down -v --remove-orphans >/dev/null 2>&1
echo "› container check: base ${base_seconds} s, build ${build_seconds} s, start and read $(seconds "$smoke_started") s; total $(seconds "$started") s"
