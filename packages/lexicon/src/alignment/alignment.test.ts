import { CONFIDENCE_THRESHOLD } from "@bible/align";
import { alignmentRuns, bibleVersions, type DbHandle, eq } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { forgetVersions } from "@bible/versions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installLexicon } from "../install/index";
import { type AlignedOriginal, originalOfClickedWord } from "../study/aligned-word";
import { translationInContext } from "../study/in-context";
import { otherOccurrences } from "../study/occurrences";
import { studyWord } from "../study/word-study";
import { installOriginalBooks, installVersionBooks } from "../testing/books";
import { LEXICON_DIR } from "../testing/sources";
import { readOriginalJson, readOriginalText } from "./input";
import { forgetWordStudyRevisions } from "./revision";
import { ALIGNMENT_MODEL, alignmentModel, alignVersion } from "./run";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

// Real texts, cut to five books so that training stays a few seconds a version: Genesis and Psalms (Hebrew),
// John, Romans and 1 Corinthians (Greek). The aligner sees only these books, in every version.
const BOOKS = new Set([1, 19, 43, 45, 46]);
const STATISTICAL = ["LUT1912", "SYNOD", "CUV", "JPKOUGO", "KRV", "SVD", "ALM1911", "DIO1649", "UOV"];

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await installOriginalBooks(handle.db, {
    hebrew: ["Gen", "Ps"],
    greek: [
      [43, "JOH"],
      [45, "ROM"],
      [46, "1CO"],
    ],
  });
  await installLexicon(handle.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-hebrew", "strongs-greek"] });
  for (const code of ["LSG", "KJV", ...STATISTICAL]) await installVersionBooks(handle.db, code, BOOKS);
  for (const code of ["LSG", "KJV", ...STATISTICAL]) await alignVersion(handle.db, code);
});

afterAll(async () => {
  await handle?.close();
});

const GENESIS_1_1 = { book: 1, chapter: 1, verse: 1 };
const PSALM_23_1 = { book: 19, chapter: 23, verse: 1 };
const JOHN_1_1 = { book: 43, chapter: 1, verse: 1 };
const FIRST_CORINTHIANS_13_13 = { book: 46, chapter: 13, verse: 13 };
const JOHN_3_16 = { book: 43, chapter: 3, verse: 16 };

const strongsOf = (found: AlignedOriginal) => (found.status === "found" ? found.strongs : found.status);

describe("alignment of the installed versions", () => {
  it("keeps the own tags of a tagged text and trains the aligner for the others, once", async () => {
    const runs = await handle.db.select().from(alignmentRuns);
    const method = Object.fromEntries(runs.map((r) => [r.versionCode, r.method]));
    expect(method.LSG).toBe("tags");
    expect(method.KJV).toBe("tags");
    for (const code of STATISTICAL) expect(method[code], code).toBe("statistical");
    const again = await alignVersion(handle.db, "SYNOD");
    expect(again.skipped).toBe("up to date");
  });

  it("gives a pass's threads the original text as JSON, verse for verse what a version aligned alone reads", async () => {
    const read = await readOriginalText(handle.db);
    const { json, verses } = await readOriginalJson(handle.db);
    expect(verses).toBe(read.length);
    expect(read.length).toBeGreaterThan(2_000);
    expect(JSON.parse(json)).toEqual(read);
  });

  it.each([
    ["LUT1912", "Erde", GENESIS_1_1, "H776", "Wort", JOHN_1_1, "G3056"],
    ["SYNOD", "землю", GENESIS_1_1, "H776", "Слово", JOHN_1_1, "G3056"],
    ["CUV", "神", GENESIS_1_1, "H430", "道", JOHN_1_1, "G3056"],
    ["JPKOUGO", "神", GENESIS_1_1, "H430", "言", JOHN_1_1, "G3056"],
    ["KRV", "하나님이", GENESIS_1_1, "H430", "말씀이", JOHN_1_1, "G3056"],
    ["SVD", "والأرض", GENESIS_1_1, "H776", "الكلمة", JOHN_1_1, "G3056"],
    ["ALM1911", "terra", GENESIS_1_1, "H776", "Verbo", JOHN_1_1, "G3056"],
    ["DIO1649", "terra", GENESIS_1_1, "H776", "Parola", JOHN_1_1, "G3056"],
    ["UOV", "землю", GENESIS_1_1, "H776", "Слово", JOHN_1_1, "G3056"],
  ])(
    "finds the original of a %s word in the OT (%s) and in the NT (%s)",
    async (version, ot, otRef, otStrongs, nt, ntRef, ntStrongs) => {
      expect(strongsOf(await originalOfClickedWord(handle.db, { ref: otRef, version, word: ot }))).toBe(otStrongs);
      expect(strongsOf(await originalOfClickedWord(handle.db, { ref: ntRef, version, word: nt }))).toBe(ntStrongs);
    },
  );

  it("answers the word study with the Hebrew word behind a German word", async () => {
    const { answer, original } = await studyWord(handle.db, {
      word: "Hirte",
      language: "de",
      interfaceLanguage: "fr",
      reference: PSALM_23_1,
      version: "LUT1912",
    });
    expect(original).toMatchObject({ strongs: "H7462", how: "alignment", taggedBy: "LUT1912" });
    expect(answer.hebrew?.normalize("NFC")).toBe("רָעָה".normalize("NFC"));
    expect(answer.hebrewExplanation).toContain("Psaumes 23:1");
  });

  it("translates in context: 'Пастырь' in Psalm 23:1 is 'berger' in LSG, 'shepherd' in KJV and 'Hirte' in Luther", async () => {
    const found = await originalOfClickedWord(handle.db, { ref: PSALM_23_1, version: "SYNOD", word: "Пастырь" });
    expect(found).toMatchObject({ status: "found", strongs: "H7462", text: "Пастырь" });
    if (found.status !== "found") return;
    const into = (language: string) =>
      translationInContext(handle.db, { ref: PSALM_23_1, strongs: found.strongs, word: found.word, language });
    expect(await into("french")).toMatchObject({ status: "found", version: "LSG", rendering: "berger" });
    expect(await into("english")).toMatchObject({ status: "found", version: "KJV", rendering: "shepherd" });
    // Russian → German: neither text carries tags; both sides come from the aligner.
    expect(await into("german")).toMatchObject({ status: "found", version: "LUT1912", rendering: "Hirte" });
  });

  it("gives the word study's translation in the reader's language from its own version: Russian → French and German", async () => {
    const study = (interfaceLanguage: string) =>
      studyWord(handle.db, {
        word: "Пастырь",
        context: "Господь – [Пастырь] мой;",
        language: "ru",
        interfaceLanguage,
        reference: PSALM_23_1,
        version: "SYNOD",
      });
    const french = await study("fr");
    expect(french.original).toMatchObject({ strongs: "H7462", how: "alignment" });
    expect(french.answer.translation).toMatch(/^berger \(LSG\)/);
    // Neither the Synodal nor Luther's text carries tags: both links come from the aligner.
    const german = await study("de");
    expect(german.answer.translation).toMatch(/^Hirte \(LUT1912\)/);
    expect(german.answer.hebrew?.normalize("NFC")).toBe("רָעָה".normalize("NFC"));
  });

  it("adds to an English reader's in-context translation what the Strong's gloss says besides it", async () => {
    // Romans 5:8: the KJV's 'love' renders ἀγάπη, "love, i.e. affection or benevolence": 'love' is said already.
    const { answer } = await studyWord(handle.db, {
      word: "любовь",
      context: "Но Бог Свою [любовь] к нам доказывает тем, что Христос умер за нас, когда мы были еще грешниками.",
      language: "ru",
      interfaceLanguage: "en",
      reference: { book: 45, chapter: 5, verse: 8 },
      version: "SYNOD",
    });
    expect(answer.translation).toBe("love (KJV) ; affection or benevolence");
  });

  it("resolves a word that occurs twice by its position, and never guesses without it", async () => {
    const text = "And now abideth faith, hope, charity, these three; but the greatest of these is charity.";
    const second = text.lastIndexOf("charity");
    const charity = await originalOfClickedWord(handle.db, {
      ref: FIRST_CORINTHIANS_13_13,
      version: "KJV",
      offset: second,
    });
    expect(charity).toMatchObject({ status: "found", strongs: "G26", start: second, text: "charity" });
    // 'these' renders two different Greek words (ταῦτα, τούτων): the offset decides, the bare word cannot.
    const first = await originalOfClickedWord(handle.db, {
      ref: FIRST_CORINTHIANS_13_13,
      version: "KJV",
      offset: text.indexOf("these"),
    });
    const last = await originalOfClickedWord(handle.db, {
      ref: FIRST_CORINTHIANS_13_13,
      version: "KJV",
      offset: text.lastIndexOf("these"),
    });
    expect([strongsOf(first), strongsOf(last)]).toEqual(["G5023", "G5130"]);
    const bare = await originalOfClickedWord(handle.db, {
      ref: FIRST_CORINTHIANS_13_13,
      version: "KJV",
      word: "these",
    });
    expect(bare.status).toBe("ambiguous");
    const study = await studyWord(handle.db, {
      word: "charity",
      language: "en",
      interfaceLanguage: "fr",
      reference: FIRST_CORINTHIANS_13_13,
      version: "KJV",
      offset: second,
    });
    expect(study.original?.strongs).toBe("G26");
    expect(study.answer.hebrewExplanation).toContain("G26");
  });

  it("says it does not know when the link is below the threshold", async () => {
    // Genesis 1:11 'Gras und Kraut': the aligner leans to H6212 (herb) for 'Gras', which is H1877, but not enough.
    const GENESIS_1_11 = { book: 1, chapter: 1, verse: 11 };
    const found = await originalOfClickedWord(handle.db, { ref: GENESIS_1_11, version: "LUT1912", word: "Gras" });
    expect(found.status).toBe("uncertain");
    if (found.status === "uncertain") expect(found.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
    const { answer, original } = await studyWord(handle.db, {
      word: "Gras",
      language: "de",
      interfaceLanguage: "fr",
      reference: GENESIS_1_11,
      version: "LUT1912",
    });
    expect(original).toBeNull();
    expect(answer.hebrew).toBeNull();
    expect(answer.hebrewExplanation).toBe(
      "Aucun mot hébreu, araméen ou grec n'a pu être associé avec certitude à « Gras » dans Genèse 1:11.",
    );
  });

  it("says plainly that a version is not aligned yet", async () => {
    // A re-import as the importer does it: the version row changes and the catalog is forgotten (everywhere, on
    // `bible_versions_changed`), so what was read of the old text is not served.
    await handle.db.update(bibleVersions).set({ sha256: "another text" }).where(eq(bibleVersions.code, "CUV"));
    forgetVersions(handle.db);
    const found = await originalOfClickedWord(handle.db, { ref: GENESIS_1_1, version: "CUV", word: "神" });
    expect(found).toEqual({ status: "pending", version: "CUV" });
    const { answer } = await studyWord(handle.db, {
      word: "神",
      language: "zh",
      interfaceLanguage: "fr",
      reference: GENESIS_1_1,
      version: "CUV",
    });
    expect(answer.hebrewExplanation).toContain("pas encore reliés au texte original");
    await handle.db.update(bibleVersions).set({ sha256: "CUV" }).where(eq(bibleVersions.code, "CUV"));
    forgetVersions(handle.db);
  });

  it("reads 世人 of John 3:16 in the CUV as a word of its own, and says pending for a run made over the old words", async () => {
    // 神愛世人 is one word to ICU's dictionary; the tokenizer cuts it (神|愛|世人), so the click on 世人 is that word.
    const found = await originalOfClickedWord(handle.db, { ref: JOHN_3_16, version: "CUV", offset: 3, end: 5 });
    expect(found.status === "found" ? found.text : found.status).not.toContain("神");
    if (found.status === "found") expect(found.strongs).toBe("G2889");
    // A statistical run stored before the cut read 神愛世人 as one token: its links would point at the wrong words.
    // As an alignment write does, the word study is told (`forgetWordStudyRevisions`).
    await handle.db.update(alignmentRuns).set({ model: ALIGNMENT_MODEL }).where(eq(alignmentRuns.versionCode, "CUV"));
    forgetWordStudyRevisions(handle.db);
    const stale = await originalOfClickedWord(handle.db, { ref: JOHN_3_16, version: "CUV", offset: 3, end: 5 });
    expect(stale).toEqual({ status: "pending", version: "CUV" });
    await handle.db
      .update(alignmentRuns)
      .set({ model: alignmentModel("chinese") })
      .where(eq(alignmentRuns.versionCode, "CUV"));
    forgetWordStudyRevisions(handle.db);
  });

  it("lists the other occurrences of an original word, paged, with the aligned word highlighted", async () => {
    const page = await otherOccurrences(handle.db, { strongs: "H7462", version: "SYNOD", pageSize: 5 });
    expect(page.total).toBeGreaterThan(10);
    expect(page.items).toHaveLength(5);
    expect(page.items[0]).toMatchObject({ book: 1, chapter: 4, verse: 2 });
    const abel = defined(page.items[0]);
    expect(abel.highlights.map((h) => abel.text?.slice(h.start, h.end))).toEqual(["пастырь"]);
    const next = await otherOccurrences(handle.db, { strongs: "H7462", version: "SYNOD", pageSize: 5, page: 2 });
    expect(next.items[0]).not.toEqual(page.items[0]);
    expect(next.total).toBe(page.total);
  });
});
