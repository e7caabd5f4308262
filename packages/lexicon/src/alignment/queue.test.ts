import type { DbHandle } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installLexicon } from "../install/index";
import { studyWord } from "../study/word-study";
import { installOriginalBooks, installVersionBooks } from "../testing/books";
import { LEXICON_DIR } from "../testing/sources";
import { alignmentPlan } from "./queue";
import { alignmentQueue, alignVersions } from "./run";

// Before any alignment: which versions go first, and what a word study says meanwhile (1 Corinthians only).
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await installOriginalBooks(handle.db, { greek: [[46, "1CO"]] });
  await installLexicon(handle.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-greek"] });
  for (const code of ["CUVS", "LUT1912", "CUV", "KJV", "LSG", "SYNOD"])
    await installVersionBooks(handle.db, code, new Set([46]));
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const FIRST_CORINTHIANS_13_13 = { book: 46, chapter: 13, verse: 13 };

describe("before the alignment", () => {
  it("aligns the texts carrying their own tags first, then each language's default version, then the others", async () => {
    expect((await alignmentPlan(handle.db, ["CUVS", "LUT1912", "CUV", "KJV", "LSG"])).order).toEqual([
      "KJV",
      "LSG",
      "LUT1912",
      "CUV",
      "CUVS",
    ]);
  });

  it("answers a word of a tagged text (LSG) from its own tag while its alignment is still to come", async () => {
    const text = (
      await handle.db.query.verses.findFirst({
        where: (v, { and, eq }) => and(eq(v.versionCode, "LSG"), eq(v.book, 46), eq(v.chapter, 13), eq(v.verse, 13)),
      })
    )?.text;
    const offset = text?.lastIndexOf("charité") ?? -1;
    expect(offset).toBeGreaterThan(0);
    const { answer, alignmentPending } = await studyWord(handle.db, {
      word: "charité",
      context: "c'est la [charité].",
      language: "fr",
      interfaceLanguage: "fr",
      reference: FIRST_CORINTHIANS_13_13,
      version: "LSG",
      offset,
      end: offset + 7,
    });
    expect(answer.strongs).toBe("G26");
    expect(answer.hebrewExplanation).toContain("ἀγάπη");
    expect(alignmentPending).toBe(false);
  });

  it("says an untagged text (LUT1912) is waiting for its alignment", async () => {
    const { answer, alignmentPending } = await studyWord(handle.db, {
      word: "Liebe",
      context: "Nun aber bleibt Glaube, Hoffnung, [Liebe], diese drei",
      language: "de",
      interfaceLanguage: "fr",
      reference: FIRST_CORINTHIANS_13_13,
      version: "LUT1912",
    });
    expect(answer.strongs).toBeNull();
    expect(alignmentPending).toBe(true);
    expect(answer.hebrewExplanation).toMatch(/alignement/);
  });

  it("says where a version stands in a running pass: being aligned, or its place in the queue", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // The pass is held at its first version (its lock not granted yet): LUT1912 is being aligned, SYNOD waits.
    const pass = alignVersions(handle.db, ["LUT1912", "SYNOD"], {
      parallel: 1,
      lock: async (_name, task) => {
        await gate;
        return task();
      },
    });
    await vi.waitFor(() => expect(alignmentQueue()?.running).toEqual(["LUT1912"]));
    const study = (word: string, version: string, language: string) =>
      studyWord(handle.db, {
        word,
        context: `[${word}]`,
        language,
        interfaceLanguage: "fr",
        reference: FIRST_CORINTHIANS_13_13,
        version,
      });
    const running = await study("Liebe", "LUT1912", "de");
    expect(running.answer.hebrewExplanation).toBe(
      "Les mots de LUT1912 sont en cours d'alignement avec le texte original (2 versions restantes) : réessayez dans une minute ou deux.",
    );
    const queued = await study("любовь", "SYNOD", "ru");
    expect(queued.answer.hebrewExplanation).toContain("SYNOD est n° 1 dans la file (2 versions restantes)");
    open();
    await pass;
    expect(alignmentQueue()).toMatchObject({ total: 2, done: 2, running: [], waiting: [] });
    const after = await study("Liebe", "LUT1912", "de");
    expect(after.alignmentPending).toBe(false);
  }, 120_000);

  it("trains a version on the second lane while the first writes the tagged texts' links", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const pass = alignVersions(handle.db, ["CUVS", "CUV", "KJV", "LSG"], {
      parallel: 2,
      lock: async (_name, task) => {
        await gate;
        return task();
      },
    });
    // In order, the pass would start KJV and LSG together, and train nothing until both were written.
    await vi.waitFor(() => expect(alignmentQueue()?.running).toEqual(["KJV", "CUV"]));
    expect(alignmentQueue()?.waiting).toEqual(["LSG", "CUVS"]);
    open();
    const reports = await pass;
    expect(reports.map((r) => [r.code, r.method])).toEqual([
      ["CUVS", "statistical"],
      ["CUV", "statistical"],
      ["KJV", "tags"],
      ["LSG", "tags"],
    ]);
  }, 180_000);
});
