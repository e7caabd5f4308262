#!/usr/bin/env bash
# The house rules the linters keep (biome.json overrides, knip.jsonc) must fail on a deliberate violation:
# each case below writes one small file where the rule applies and expects the rule to report it, and a
# few allowed cases expect silence. Run by scripts/test.sh; `bash scripts/check-house-rules.sh` alone.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d)"
knip_fixture="packages/canon/src/house-rules-fixture.ts"
trap 'rm -rf "$scratch" "$knip_fixture"' EXIT
cp biome.json "$scratch/"
failed=0

# lint FILE CONTENT: Biome's findings for one file placed at FILE in a copy of the repository's layout.
lint() {
  mkdir -p "$scratch/$(dirname "$1")"
  printf '%s\n' "$2" >"$scratch/$1"
  pnpm exec biome lint --vcs-enabled=false --config-path="$scratch" "$scratch/$1" 2>&1 || true
}

refused() { # refused RULE FILE CONTENT WHY
  if lint "$2" "$3" | grep -q "lint/style/$1"; then echo "ok   refused: $4"; else echo "FAIL not refused: $4"; failed=1; fi
}

allowed() { # allowed FILE CONTENT WHY
  if lint "$1" "$2" | grep -q "lint/style/"; then echo "FAIL refused: $3"; failed=1; else echo "ok   allowed: $3"; fi
}

refused noRestrictedImports apps/web/src/routes/probe.tsx 'import { createDb } from "@bible/db";
export const db = createDb;' "the web app imports the database package"
refused noRestrictedImports apps/web/src/features/probe.ts 'import { buildApp } from "@bible/server/src/app";
export const app = buildApp;' "the web app imports server code"
refused noRestrictedImports apps/web/src/lib/probe.ts 'import { installVersions } from "@bible/bible-import";
export const install = installVersions;' "the web app imports the Bible importer"
refused noRestrictedImports apps/web/src/features/probe.ts 'import { openingVersion } from "@bible/versions";
export const opening = openingVersion;' "the web app imports the version catalog (it asks the API)"
refused noRestrictedImports apps/web/src/routes/probe.tsx 'import { appRouter } from "@bible/api";
export const router = appRouter;' "the web app imports procedures (not only the AppRouter type)"
allowed apps/web/src/lib/probe.ts 'import type { AppRouter } from "@bible/api";
export type Router = AppRouter;' "the web app imports the AppRouter type"
refused noRestrictedImports apps/web/src/lib/probe.ts 'import { resolvePosition } from "@/features/reader/navigation";
export const position = resolvePosition;' "lib/ imports a feature"
refused noRestrictedImports apps/web/src/components/layout/probe.tsx 'import { prefetchDay } from "../../features/plan/prefetch";
export const prefetch = prefetchDay;' "components/ imports a feature by a relative path"
refused noRestrictedImports packages/api/src/probe.ts 'import { buildApp } from "@bible/server/src/app";
export const app = buildApp;' "a package imports an app"
refused noRestrictedImports packages/lexicon/src/probe.ts 'import { loadEnv } from "../../../apps/server/src/env";
export const env = loadEnv;' "a package imports an app by a relative path"
refused noRestrictedImports packages/lexicon/src/study/probe.ts 'import { TAGGED_SOURCES } from "../install/index";
export const sources = TAGGED_SOURCES;' "the lexicon's word study imports its installer"
refused noRestrictedImports packages/lexicon/src/alignment/probe.ts 'import { dictionaryKey } from "../install/freedict";
export const key = dictionaryKey;' "the lexicon's alignment imports its installer"
refused noRestrictedImports packages/lexicon/src/kept-probe.ts 'import { installLexicon } from "./install";
export const install = installLexicon;' "a lexicon module outside install/ imports the installer"
allowed packages/lexicon/src/install/probe.ts 'import { TAGGED_SOURCES } from "../sources";
export const sources = TAGGED_SOURCES;' "the lexicon's installer imports the reading side"
allowed packages/lexicon/src/study/probe.test.ts 'import { installLexicon } from "../install/index";
export const install = installLexicon;' "a lexicon test installs data sets"
refused noProcessEnv packages/api/src/probe.ts 'export const port = process.env.PORT;' "process.env outside the env modules"
allowed apps/server/src/env.ts 'export const port = process.env.PORT;' "process.env in apps/server/src/env.ts"

printf 'export const neverImported = 1;\n' >"$knip_fixture"
knip_findings="$(pnpm exec knip --no-progress 2>&1 || true)"
if grep -q "house-rules-fixture.ts" <<<"$knip_findings"; then
  echo "ok   refused: a file nothing imports (knip)"
else
  echo "FAIL not refused: a file nothing imports (knip)"
  failed=1
fi

exit "$failed"
