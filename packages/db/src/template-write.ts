import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "./client";
import { TEMPLATE_FILE, TEMPLATE_KEY_FILE, templateKey } from "./template";

/** Makes the template (see template.ts): a new PGlite, every migration, its files as a gzipped tarball. Answers its size. */
export async function writeTemplate(file = TEMPLATE_FILE, keyFile = TEMPLATE_KEY_FILE): Promise<number> {
  const pglite = new PGlite();
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder: MIGRATIONS_DIR });
    const tarball = await pglite.dumpDataDir("gzip");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
    writeFileSync(keyFile, `${templateKey()}\n`);
    return tarball.size;
  } finally {
    await pglite.close();
  }
}
