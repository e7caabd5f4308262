import { writtenWords } from "@bible/align";
import { asc, chineseSegmentRuns, type DbHandle, eq, verses } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { composeTokens, piecesOf } from "../languages/chinese-segments";
import { analyzerFor } from "../languages/index";
import type { AnalysisInput, WordAnalysis } from "../languages/types";
import { segment, stopSegmenters } from "../languages/worker-pool";
import { studyWord } from "../study/word-study";
import { installVersionBooks } from "../testing/books";
import { segmentChineseVersions } from "./run";
import { readStoredSegments } from "./store";

// Every request to the segmenter thread is seen: a Chinese one means jieba was started or asked.
vi.mock("../languages/worker-pool", async (importOriginal) => {
  const original = await importOriginal<typeof import("../languages/worker-pool")>();
  return { ...original, segment: vi.fn(original.segment) };
});
const jiebaRequests = () => vi.mocked(segment).mock.calls.filter(([language]) => language === "chinese").length;

// Genesis, Psalms and John of the traditional and the simplified CUV (real text from BIBLE_SOURCE_DIR).
const BOOKS = new Set([1, 19, 43]);
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  for (const code of ["CUV", "CUVS"]) await installVersionBooks(handle.db, code, BOOKS);
});

afterAll(async () => {
  await stopSegmenters();
  await handle?.close();
});

/** The verses of an installed version, in canon order. */
async function versesOf(code: string) {
  return handle.db
    .select({ text: verses.text })
    .from(verses)
    .where(eq(verses.versionCode, code))
    .orderBy(asc(verses.book), asc(verses.chapter), asc(verses.verse));
}

/** The sentence around the word, the word in brackets, as the reader sends it (apps/web's word-selection.ts). */
function sentenceAround(text: string, start: number, end: number): string {
  const stop = /[.!?;…。！？；؟\n]/u;
  let from = start;
  while (from > 0 && !stop.test(text[from - 1] ?? "")) from--;
  let to = end;
  while (to < text.length && !stop.test(text[to] ?? "")) to++;
  if (to < text.length) to++;
  return `${text.slice(from, start)}[${text.slice(start, end)}]${text.slice(end, to)}`.replace(/\s+/g, " ").trim();
}

const analyse = (word: string, context: string, stored: boolean): Promise<WordAnalysis> => {
  const input: AnalysisInput = {
    context,
    headwords: async () => [],
    ...(stored ? { storedSegments: (pieces: readonly string[]) => readStoredSegments(handle.db, pieces) } : {}),
  };
  return analyzerFor("chinese")(word, input);
};

describe("the Chinese text's segmentation, stored at install", () => {
  it("segments each Chinese version once, the pieces the traditional and simplified texts share once", async () => {
    const first = await segmentChineseVersions(handle.db);
    expect(first.map((r) => r.code).sort()).toEqual(["CUV", "CUVS"]);
    const [cuv, cuvs] = ["CUV", "CUVS"].map((code) => first.find((r) => r.code === code)?.pieces ?? 0);
    expect(cuv).toBeGreaterThan(1000);
    expect(cuvs).toBeGreaterThan(0);
    // The simplified CUV is the same translation: most of its pieces were stored with the first version.
    expect(Math.min(cuv ?? 0, cuvs ?? 0)).toBeLessThan(Math.max(cuv ?? 0, cuvs ?? 0) / 2);
    const again = await segmentChineseVersions(handle.db);
    expect(again.every((r) => r.skipped === "up to date")).toBe(true);
    expect(await handle.db.select().from(chineseSegmentRuns)).toHaveLength(2);
  });

  it("gives for every verse of the installed versions the very tokens and tags jieba gives", async () => {
    const { simplifier } = await import("../languages/chinese");
    const simplify = await simplifier();
    for (const code of ["CUV", "CUVS"]) {
      const texts = (await versesOf(code)).map((row) => simplify(row.text));
      expect(texts.length).toBeGreaterThan(3000);
      for (const text of texts) {
        const stored = composeTokens(text, await readStoredSegments(handle.db, piecesOf(text)));
        const live = (await segment("chinese", text)).map(({ text, start, tag }) => ({ text, start, tag }));
        expect(stored, text).toEqual(live);
      }
    }
  });

  it("analyses a word of an installed verse as jieba does (part of speech and pinyin), without jieba", async () => {
    // Every 40th verse, and John 3:16, where the reader selects 世人 out of ICU's one-word 神愛世人.
    const rows = (await versesOf("CUV")).filter((row, i) => i % 40 === 0 || row.text.includes("神愛世人"));
    let compared = 0;
    for (const row of rows) {
      for (const { start: index, end: wordEnd } of writtenWords(row.text, "chinese")) {
        const word = row.text.slice(index, wordEnd);
        // The word the reader selects (the chapter's words), and its first character alone.
        for (const [w, end] of [
          [word, index + word.length],
          [word.slice(0, 1), index + 1],
        ] as const) {
          for (const context of [
            `${row.text.slice(0, index)}[${w}]${row.text.slice(end)}`,
            sentenceAround(row.text, index, end),
          ]) {
            const before = jiebaRequests();
            const stored = await analyse(w, context, true);
            expect(jiebaRequests(), `${w} in ${context}`).toBe(before);
            const live = await analyse(w, context, false);
            expect({ readings: stored.readings, pronunciation: stored.pronunciation }, `${w} in ${context}`).toEqual({
              readings: live.readings,
              pronunciation: live.pronunciation,
            });
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("looks up a word of an installed verse without asking jieba, and text from elsewhere with it", async () => {
    const [verse] = await versesOf("CUV");
    const text = verse?.text ?? "";
    const word = [...new Intl.Segmenter("zh", { granularity: "word" }).segment(text)].find((s) => s.isWordLike);
    expect(word).toBeDefined();
    const at = word?.index ?? 0;
    const clicked = word?.segment ?? "";
    const before = jiebaRequests();
    const study = await studyWord(handle.db, {
      word: clicked,
      context: `${text.slice(0, at)}[${clicked}]${text.slice(at + clicked.length)}`,
      language: "chinese",
      interfaceLanguage: "fr",
      reference: { book: 1, chapter: 1, verse: 1 },
      version: "CUV",
      offset: at,
      end: at + clicked.length,
    });
    expect(study.answer.grammaticalType).not.toBeNull();
    expect(jiebaRequests()).toBe(before);
    await studyWord(handle.db, {
      word: "爱",
      context: "我[爱]北京天安门",
      language: "chinese",
      interfaceLanguage: "fr",
    });
    expect(jiebaRequests()).toBeGreaterThan(before);
  });
});
