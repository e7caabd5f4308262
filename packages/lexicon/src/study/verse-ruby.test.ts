import { installVersion, outdatedVersions } from "@bible/bible-import";
import { bibleVersions, type DbHandle, eq } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetWordStudyRevisions, wordStudyRevision } from "../alignment/revision";
import { analyzeJapanese, rubyReading } from "../languages/japanese";
import { stopSegmenters } from "../languages/worker-pool";
import { BIBLES_DIR } from "../testing/sources";
import { placeRuby } from "./verse-ruby";
import { studyWord } from "./word-study";

// A Japanese word is read as its verse prints it (the ruby of JPKOUGO and JPBUNGO), not as a dictionary reads it
// alone: 言 in John 1:1 is ことば, the Word, where kuromoji reads げん.
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await installVersion(handle.db, "JPKOUGO", { sourceDir: BIBLES_DIR });
}, 300_000);

afterAll(async () => {
  await stopSegmenters();
  await handle?.close();
});

const JOHN_1_1 = { book: 43, chapter: 1, verse: 1 };
const MATTHEW_25_1 = { book: 40, chapter: 25, verse: 1 };

/** The word dialog's request for the word at [start, end) of a verse whose first sentence is `sentence`. */
function clicked(
  verseText: string,
  start: number,
  end: number,
  reference = JOHN_1_1,
  version: string | null = "JPKOUGO",
) {
  let from = start;
  while (from > 0 && !"。、".includes(verseText[from - 1] ?? "")) from--;
  let to = end;
  while (to < verseText.length && !"。".includes(verseText[to] ?? "")) to++;
  const context = `${verseText.slice(from, start)}[${verseText.slice(start, end)}]${verseText.slice(end, to + 1)}`;
  return {
    word: verseText.slice(start, end),
    context,
    language: "japanese",
    interfaceLanguage: "fr",
    reference,
    version,
    offset: version ? start : null,
    end: version ? end : null,
  };
}

const JOHN = "初めに言があった。言は神と共にあった。言は神であった。";
const MATTHEW = "そこで天国は、十人のおとめがそれぞれあかりを手にして、花婿を迎えに出て行くのに似ている。";

describe("a Japanese word read as its verse reads it", () => {
  it("reads 言 in John 1:1 as ことば, romanised kotoba, wherever it is clicked", async () => {
    for (const at of [3, 9, 19]) {
      const { answer } = await studyWord(handle.db, clicked(JOHN, at, at + 1));
      expect(answer.word).toBe("言");
      expect(answer.pronunciation).toBe("kotoba (ことば)");
    }
  });

  it("reads 初め with its ruby and its kana: はじめ", async () => {
    const { answer } = await studyWord(handle.db, clicked(JOHN, 0, 2));
    expect(answer.pronunciation).toBe("hajime (はじめ)");
  });

  it("keeps the dictionary's reading where the version is not known or the verse has no ruby", async () => {
    const alone = await studyWord(handle.db, clicked(JOHN, 3, 4, JOHN_1_1, null));
    expect(alone.answer.pronunciation).not.toBe("kotoba (ことば)");
    expect(alone.answer.pronunciation).toMatch(/\(げん\)|\(こと\)/);
    // Matthew 25 comes from the scrape, which has no ruby.
    const start = MATTHEW.indexOf("天国");
    const fromVerse = await studyWord(handle.db, clicked(MATTHEW, start, start + 2, MATTHEW_25_1));
    const fromDictionary = await studyWord(handle.db, clicked(MATTHEW, start, start + 2, MATTHEW_25_1, null));
    expect(fromVerse.answer.pronunciation).toBe("tengoku (てんごく)");
    expect(fromVerse.answer.pronunciation).toBe(fromDictionary.answer.pronunciation);
  });
});

describe("the answers cached before the ruby", () => {
  it("are not served: the version is installed again and the revision they are keyed by changes", async () => {
    // JPKOUGO as the previous importer left it, read by a server that has just started.
    await handle.db.update(bibleVersions).set({ importRevision: 2 }).where(eq(bibleVersions.code, "JPKOUGO"));
    forgetWordStudyRevisions(handle.db);
    const before = await wordStudyRevision(handle.db, ["japanese", "french"]);
    expect(await outdatedVersions(handle.db)).toEqual(["JPKOUGO"]);
    await installVersion(handle.db, "JPKOUGO", { sourceDir: BIBLES_DIR });
    expect(await outdatedVersions(handle.db)).toEqual([]);
    expect(await wordStudyRevision(handle.db, ["japanese", "french"])).not.toBe(before);
  }, 300_000);
});

describe("the kana of a word from its verse's ruby", () => {
  const ruby = (text: string, pairs: { w: string; r: string }[]) => placeRuby(text, pairs);

  it("reads kanji by their ruby and kana as themselves", () => {
    const text = "この世を愛している。";
    const spans = ruby(text, [
      { w: "世", r: "よ" },
      { w: "愛", r: "あい" },
    ]);
    expect(rubyReading(text, 4, 9, spans)).toBe("あいしている");
    expect(rubyReading(text, 0, 3, spans)).toBe("このよ");
  });

  it("says nothing when a kanji has no ruby or the word cuts a ruby word", () => {
    const text = "太初に言あり";
    const spans = ruby(text, [{ w: "太初", r: "はじめ" }]);
    expect(rubyReading(text, 0, 2, spans)).toBe("はじめ");
    expect(rubyReading(text, 0, 1, spans)).toBeNull();
    expect(rubyReading(text, 3, 4, spans)).toBeNull();
  });

  it("reads a kanji by its ruby where the analyser reads it otherwise", async () => {
    const context = "初めに[言]があった。";
    const withRuby = await analyzeJapanese("言", {
      context,
      headwords: async () => [],
      ruby: [
        { start: 0, end: 1, reading: "はじ" },
        { start: 3, end: 4, reading: "ことば" },
      ],
    });
    expect(withRuby.pronunciation?.text).toBe("kotoba (ことば)");
    const alone = await analyzeJapanese("言", { context, headwords: async () => [] });
    expect(alone.pronunciation?.text).not.toBe("kotoba (ことば)");
    expect(withRuby.readings).toEqual(alone.readings);
  });

  it("romanises the verse's reading morpheme by morpheme", async () => {
    const context = "この世を[愛している]。";
    const spans = [{ start: 4, end: 5, reading: "あい" }];
    const analysis = await analyzeJapanese("愛している", { context, headwords: async () => [], ruby: spans });
    expect(analysis.pronunciation?.text).toBe("aishiteiru (あいしている)");
    // The dictionary form and the part of speech stay the analyser's.
    const alone = await analyzeJapanese("愛している", { context, headwords: async () => [] });
    expect(analysis.readings).toEqual(alone.readings);
  });
});
