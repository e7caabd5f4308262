import { createDb, type DbHandle } from "@bible/db";
import { createTestDb, testDatabaseUrl } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installLexicon } from "../install/index";
import { installOriginalBooks, installVersionBooks } from "../testing/books";
import { LEXICON_DIR } from "../testing/sources";
import { forgetWordStudyRevisions, WORD_STUDY_CHANGED, wordStudyRevision } from "./revision";
import { alignVersion } from "./run";

// The revision a word-study answer is cached under: read once per database handle, then answered without a query
// until what it covers changes (an alignment, a lexicon data set, a version), here or in another process.
const FIRST_CORINTHIANS = new Set([46]);
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await installOriginalBooks(handle.db, { greek: [[46, "1CO"]] });
  await installVersionBooks(handle.db, "LSG", FIRST_CORINTHIANS);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("the word study's revision", () => {
  it("asks the database once, then answers from memory until an alignment is written", async () => {
    const before = await wordStudyRevision(handle.db, ["french", "english"]);
    const select = vi.spyOn(handle.db, "select");
    try {
      expect(await wordStudyRevision(handle.db, ["english", "french"])).toBe(before);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    const report = await alignVersion(handle.db, "LSG");
    expect(report.method).toBe("tags");
    const after = await wordStudyRevision(handle.db, ["french", "english"]);
    expect(after).not.toBe(before);
    expect(await wordStudyRevision(handle.db, ["french", "english"])).toBe(after);
  });

  it("changes when a lexicon data set or a version is installed", async () => {
    const before = await wordStudyRevision(handle.db, ["french"]);
    await installLexicon(handle.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-greek"] });
    const afterLexicon = await wordStudyRevision(handle.db, ["french"]);
    expect(afterLexicon).not.toBe(before);
    await installVersionBooks(handle.db, "KJV", FIRST_CORINTHIANS);
    // KJV is English: the French revision does not cover it, the English one does.
    expect(await wordStudyRevision(handle.db, ["french"])).toBe(afterLexicon);
    const english = await wordStudyRevision(handle.db, ["english"]);
    forgetWordStudyRevisions(handle.db);
    expect(await wordStudyRevision(handle.db, ["english"])).toBe(english);
  });
});

describe.skipIf(!testDatabaseUrl())("the revision with two processes on one PostgreSQL database", () => {
  let other: DbHandle;
  afterAll(async () => {
    await other?.close();
  });

  it("is read again by the process that did not align, once told on word_study_changed", async () => {
    other = createDb({ url: handle.location, maxConnections: 2 });
    const before = await wordStudyRevision(other.db, ["english"]);
    let heard: (payload: string) => void = () => {};
    const told = new Promise<string>((done) => {
      heard = done;
    });
    // What the server does on this channel (app.ts).
    const stop = await other.listen(WORD_STUDY_CHANGED, (payload) => {
      forgetWordStudyRevisions(other.db);
      if (payload === "KJV") heard(payload);
    });
    try {
      await alignVersion(handle.db, "KJV", { force: true });
      expect(await told).toBe("KJV");
      expect(await wordStudyRevision(other.db, ["english"])).not.toBe(before);
    } finally {
      await stop();
    }
  });
});
