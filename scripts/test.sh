#!/usr/bin/env bash
# Installs everything and runs every test: type checks, lint, dead code (knip), the house rules the linters
# keep, unit and API suites on PGlite, the database suites again on the PostgreSQL server when one answers,
# and the browser end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh

if ! command -v chromium >/dev/null && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "› installing Debian's chromium for the end-to-end tests"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi

# The browser tests see what readers see: Debian's Noto fonts (every script of the 12 languages, CJK included, and
# the default sans-serif of many Linux desktops), DejaVu and Liberation; layouts are checked with each family.
FONT_PACKAGES="fonts-noto-core fonts-noto-cjk fonts-dejavu-core fonts-liberation2"
if ! dpkg -s $FONT_PACKAGES >/dev/null 2>&1; then
  echo "› installing the fonts the browser tests render with ($FONT_PACKAGES)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq $FONT_PACKAGES >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq $FONT_PACKAGES >/dev/null; fi
fi

export BIBLE_SOURCE_DIR="${BIBLE_SOURCE_DIR:-$(cd .. && pwd)/shared/data/bibles}"
pnpm install --frozen-lockfile
pnpm typecheck
pnpm lint
pnpm knip
pnpm house-rules
pnpm test
echo "› end-to-end tests in Chromium (built app, real server)"
pnpm --filter @bible/web test:e2e

PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node -e "require('node:net').connect({host:new URL(process.argv[1]).hostname,port:+new URL(process.argv[1]).port||5432}).on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))" "$PG_URL"; then
  echo "› database suites again on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL="$PG_URL" pnpm test:db
  echo "› scale-out: three instances of the production build behind a round-robin proxy on PostgreSQL"
  pnpm --filter @bible/server build
  BENCH_POSTGRES_URL="$PG_URL" SCALE_LOAD_SECONDS=10 pnpm --filter @bible/bench scale-out
elif [ -n "${CI:-}" ]; then
  echo "PostgreSQL is not reachable at $PG_URL" >&2
  exit 1
else
  echo "› PostgreSQL not reachable at $PG_URL: skipped the second run"
fi

echo "› the production image: built and started with Docker on PostgreSQL (its build steps without Docker where Docker cannot run)"
bash scripts/check-container.sh
