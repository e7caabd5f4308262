// Self-contained (Node's modules only): the Bible installer's stemming worker reads the template too
// (`@bible/db/template`, bible-import/src/stemmer.worker.ts), under Node's type stripping.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A first start's empty database, made once by `pnpm build` (scripts/pglite-template.ts): PGlite's initdb and every
 * migration, dumped as a tarball that a new data directory is loaded from (a fraction of a second) instead of
 * running initdb again (about 3 s of a core, on the thread that then installs everything).
 */
export const TEMPLATE_FILE = fileURLToPath(new URL("../dist/pglite-template.tar.gz", import.meta.url));
export const TEMPLATE_KEY_FILE = fileURLToPath(new URL("../dist/pglite-template.key", import.meta.url));
const MIGRATIONS = new URL("../drizzle/", import.meta.url);

/**
 * What the template was made from: the migrations (names and contents) and the PGlite build. A template of other
 * migrations or another PGlite is not used: an older one would lack tables, a newer one have tables this code does
 * not know, another PGlite's files may not be its own format.
 */
export function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(`pglite ${pgliteVersion()}\n`);
  const walk = (dir: URL) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const url = new URL(entry.isDirectory() ? `${entry.name}/` : entry.name, dir);
      hash.update(entry.name);
      if (entry.isDirectory()) walk(url);
      else hash.update(readFileSync(url));
    }
  };
  walk(MIGRATIONS);
  return hash.digest("hex");
}

/** The version of the PGlite this code runs (a data directory's format is its own): its package's, found upward. */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  for (;;) {
    try {
      const found = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      if (found.name === "@electric-sql/pglite") return String(found.version);
    } catch {}
    const up = dirname(dir);
    if (up === dir) throw new Error("PGlite's package.json was not found");
    dir = up;
  }
}

/** The template when there is one made from these migrations and this PGlite; undefined otherwise. */
export function readTemplate(file = TEMPLATE_FILE, keyFile = TEMPLATE_KEY_FILE): Blob | undefined {
  try {
    if (readFileSync(keyFile, "utf8").trim() !== templateKey()) return undefined;
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}
