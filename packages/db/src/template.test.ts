import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "./client";
import { readTemplate } from "./template";
import { writeTemplate } from "./template-write";

describe("the first start's template", () => {
  it("is loaded when made from these migrations, and is the migrated schema; another one is not", async () => {
    const dir = await mkdtemp(join(tmpdir(), "pglite-template-"));
    const file = join(dir, "template.tar.gz");
    const keyFile = join(dir, "template.key");
    expect(readTemplate(file, keyFile)).toBeUndefined();
    await writeTemplate(file, keyFile);
    const template = readTemplate(file, keyFile);
    expect(template?.size).toBeGreaterThan(1_000_000);

    // What a data directory loaded from it holds: every migration applied, the tables there and empty.
    const pglite = new PGlite(join(dir, "data"), template ? { loadDataDir: template } : {});
    const migrations = await pglite.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    // The reference: initdb and the migrations run here, without any template.
    const reference = new PGlite();
    await migrate(drizzle({ client: reference }), { migrationsFolder: MIGRATIONS_DIR });
    const tables = `select count(*)::int as n from information_schema.tables where table_schema = 'public'`;
    const [loaded] = (await pglite.query<{ n: number }>(tables)).rows;
    const [migrated] = (await reference.query<{ n: number }>(tables)).rows;
    expect(loaded?.n).toBe(migrated?.n);
    expect(loaded?.n).toBeGreaterThan(30);
    const journal = await import("../drizzle/meta/_journal.json");
    expect(migrations.rows[0]?.n).toBe(journal.entries.length);
    await pglite.close();
    await reference.close();

    // Made from other migrations (or another PGlite): not used, the start runs initdb and the migrations itself.
    await writeFile(keyFile, "another key\n");
    expect(readTemplate(file, keyFile)).toBeUndefined();
  }, 60_000);
});
