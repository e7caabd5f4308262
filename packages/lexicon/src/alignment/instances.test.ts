import { alignmentRuns, createDb, type DbHandle } from "@bible/db";
import { createTestDb, testDatabaseUrl } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installLexicon } from "../install/index";
import { installOriginalBooks, installVersionBooks } from "../testing/books";
import { LEXICON_DIR } from "../testing/sources";
import { alignmentQueue, alignVersions } from "./run";

// Two server instances on one PostgreSQL database start their alignment pass together: each version is aligned
// once between them (a lock per version); the other waits and finds it up to date. PostgreSQL only (PGlite has one
// owner).
const CODES = ["LUT1912", "KJV", "SYNOD"];
let first: DbHandle;
let second: DbHandle;

describe.skipIf(!testDatabaseUrl())("alignment with two instances on one database", () => {
  beforeAll(async () => {
    first = await createTestDb();
    second = createDb({ url: first.location, maxConnections: 5 });
    await installOriginalBooks(first.db, { greek: [[46, "1CO"]] });
    await installLexicon(first.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-greek"] });
    for (const code of CODES) await installVersionBooks(first.db, code, new Set([46]));
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("aligns each version once between them, in parallel lanes, and both passes end with every version done", async () => {
    const [a, b] = await Promise.all(
      [first, second].map((handle) => alignVersions(handle.db, CODES, { lock: handle.withLock, parallel: 2 })),
    );
    for (const code of CODES) {
      const reports = [a, b].map((list) => list?.find((r) => r.code === code));
      const computed = reports.filter((r) => r && !r.skipped);
      expect(computed, code).toHaveLength(1);
      expect(
        reports.filter((r) => r?.skipped === "up to date"),
        code,
      ).toHaveLength(1);
    }
    const runs = await first.db.select().from(alignmentRuns);
    expect(runs.map((r) => r.versionCode).sort()).toEqual([...CODES].sort());
    expect(alignmentQueue()).toMatchObject({ total: 3, done: 3, running: [], waiting: [] });
  }, 120_000);
});
