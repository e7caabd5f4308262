import { and, type DbHandle, dictionaryBuckets, eq, verses } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetWordStudyRevisions } from "../alignment/revision";
import { alignVersion } from "../alignment/run";
import { bucketOf, dictionaryKey } from "../dictionary-store";
import { installLexicon } from "../install/index";
import { stopSegmenters } from "../languages/worker-pool";
import { installOriginalBooks, installVersionBooks } from "../testing/books";
import { BIBLES_DIR, LEXICON_DIR } from "../testing/sources";
import { lookUpDictionary } from "./dictionary";
import { studyWord } from "./word-study";

// Real data: the Greek and Hebrew of Exodus and John, the Strong's dictionaries, FreeDict, the KJV's tags, and the
// LSG (its own Strong's tags) and the Smith–Van Dyck (aligned by the aligner) cut to these two books.
let handle: DbHandle;
const BOOKS = new Set([2, 43]);
const JOHN_3_16 = { book: 43, chapter: 3, verse: 16 };
const EXODUS_12_11 = { book: 2, chapter: 12, verse: 11 };

beforeAll(async () => {
  handle = await createTestDb();
  await installOriginalBooks(handle.db, { hebrew: ["Exod"], greek: [[43, "JOH"]] });
  await installLexicon(handle.db, {
    lexiconDir: LEXICON_DIR,
    biblesDir: BIBLES_DIR,
    datasets: ["strongs-hebrew", "strongs-greek", "kjv-strongs", "freedict"],
  });
  for (const code of ["LSG", "SVD"]) {
    await installVersionBooks(handle.db, code, BOOKS);
    await alignVersion(handle.db, code);
  }
}, 600_000);

afterAll(async () => {
  await stopSegmenters();
  await handle?.close();
});

/** The word as the dialog asks for it: the version read and the word's offsets in the verse. */
async function clicked(version: string, ref: typeof JOHN_3_16, word: string, language: string, reader: string) {
  const [row] = await handle.db
    .select({ text: verses.text, book: verses.book, chapter: verses.chapter, verse: verses.verse })
    .from(verses)
    .where(
      and(
        eq(verses.versionCode, version),
        eq(verses.book, ref.book),
        eq(verses.chapter, ref.chapter),
        eq(verses.verse, ref.verse),
      ),
    );
  const text = row?.text ?? "";
  const offset = text.indexOf(word);
  expect(offset, `${word} in ${version}`).toBeGreaterThanOrEqual(0);
  const end = offset + word.length;
  return studyWord(handle.db, {
    word,
    context: `${text.slice(0, offset)}[${word}]${text.slice(end)}`,
    language,
    interfaceLanguage: reader,
    reference: ref,
    version,
    offset,
    end,
  });
}

describe("the sense of the word in its verse, in the reader's language", () => {
  it("'monde' in John 3:16 (LSG) for a French reader is the inhabited earth, not 'Héraldique'", async () => {
    const { answer, original, definitionInReaderLanguage } = await clicked("LSG", JOHN_3_16, "monde", "fr", "fr");
    expect(original?.strongs).toBe("G2889");
    expect(answer.definition).not.toMatch(/Héraldique/);
    expect(answer.definition).toMatch(/^(Terre sur laquelle on vit|La terre considérée comme le séjour de l’homme)$/);
    expect(definitionInReaderLanguage).toBe(true);
  });

  it("'العالم' in John 3:16 (SVD) is the world, not 'Bookman': in French through the LSG's 'monde'", async () => {
    const french = await clicked("SVD", JOHN_3_16, "العالم", "ar", "fr");
    expect(french.original?.strongs).toBe("G2889");
    expect(french.answer.translation).toMatch(/^monde \(LSG\)/);
    expect(french.answer.definition).not.toMatch(/Bookman|Scholar|Savant|Scientist/i);
    expect(french.answer.definition).toContain("« monde »");
    expect(french.definitionInReaderLanguage).toBe(true);
    const english = await clicked("SVD", JOHN_3_16, "العالم", "ar", "en");
    expect(english.answer.definition).toBe("World");
  });

  it("'فصح' in Exodus 12:11 (SVD) is not 'Bawl': the stem's senses do not agree with the Passover", async () => {
    const { answer, original } = await clicked("SVD", EXODUS_12_11, "فصح", "ar", "fr");
    expect(original?.strongs).toBe("H6453");
    expect(answer.definition ?? "").not.toMatch(/Bawl|Exclaim|Whoop/);
    expect(answer.translation).toMatch(/^Pâque \(LSG\)/);
  });

  it("'coeur' in Exodus 4:21 (LSG, which writes the ligature out) is looked up as FreeDict's 'cœur': the heart", async () => {
    const { answer, original } = await clicked("LSG", { book: 2, chapter: 4, verse: 21 }, "coeur", "fr", "fr");
    expect(original?.strongs).toBe("H3820");
    expect(answer.definition).toMatch(/heart|cœur/i);
  });

  it("'aimé' in John 3:16 is a verb form of 'aimer', from its verse and from its sentence alone", async () => {
    const inVerse = await clicked("LSG", JOHN_3_16, "aimé", "fr", "fr");
    expect(inVerse.answer).toMatchObject({ grammaticalType: "verbe", infinitive: "aimer" });
    const alone = await studyWord(handle.db, {
      word: "aimé",
      context: "Sa mère a tant [aimé] ce pays",
      language: "fr",
      interfaceLanguage: "fr",
      reference: null,
    });
    expect(alone.answer).toMatchObject({ grammaticalType: "verbe", infinitive: "aimer" });
  });

  it("'down' in 'came down' (Exodus 2:5, KJV) is not 'duvet': the clicked word put into French agrees with none of its senses", async () => {
    const { answer, original } = await studyWord(handle.db, {
      word: "down",
      context: "And the daughter of Pharaoh came [down] to wash herself at the river",
      language: "en",
      interfaceLanguage: "fr",
      reference: { book: 2, chapter: 2, verse: 5 },
    });
    expect(original?.strongs).toBe("H3381");
    expect(answer.definition ?? "").not.toMatch(/duvet/);
  });

  it("does not give 'you' as the translation of a noun: the KJV tags 'me' with פָּנִים in Exodus 20:3", async () => {
    const { answer, original } = await clicked("LSG", { book: 2, chapter: 20, verse: 3 }, "face", "fr", "en");
    expect(original?.strongs).toBe("H6440");
    expect(answer.translation).not.toMatch(/\bme\b/);
    expect(answer.translation).toMatch(/face/);
  });

  it("says when the dictionary has the word but none of its senses is sure, and when it has no data", async () => {
    const study = (word: string) =>
      studyWord(handle.db, { word, context: null, language: "fr", interfaceLanguage: "en", reference: null });
    const known = await study("temps");
    expect(known.answer.definition).toBeNull();
    expect(known.answer.missing).toBe(
      "“temps”: no sense in the dictionary fits this verse with certainty, so no definition is shown.",
    );
    const unknown = await study("zqxwv");
    expect(unknown.answer.missing).toMatch(/^French: no open data for .*definition/);
  });

  it("shows the Strong's meaning, not its etymology: πτωχός behind 'pauvres' (John 12:5) is a beggar", async () => {
    const { answer, original } = await clicked("LSG", { book: 43, chapter: 12, verse: 5 }, "pauvres", "fr", "fr");
    expect(original?.strongs).toBe("G4434");
    expect(answer.hebrewExplanation).toContain("« a beggar, i.e. pauper");
    expect(answer.hebrewExplanation).not.toContain("akin to");
  });

  it("shows the Strong's sense this verse uses: κόσμος behind 'monde' (John 3:16) is « the world », not its first sense", async () => {
    const { answer, original } = await clicked("LSG", { book: 43, chapter: 3, verse: 16 }, "monde", "fr", "fr");
    expect(original?.strongs).toBe("G2889");
    expect(answer.hebrewExplanation).toContain("« the world »");
    expect(answer.hebrewExplanation).not.toContain("decoration");
  });
});

describe("the dictionary rows a process keeps", () => {
  it("serves a bucket row it read again without the database, until a lexicon data set is written", async () => {
    const bucket = bucketOf(dictionaryKey("terre"));
    const where = and(
      eq(dictionaryBuckets.sourceLanguage, "french"),
      eq(dictionaryBuckets.targetLanguage, "english"),
      eq(dictionaryBuckets.bucket, bucket),
    );
    const before = await lookUpDictionary(handle.db, "french", "english", ["terre"]);
    expect(before.map((e) => e.headword)).toContain("terre");
    const rows = await handle.db.select().from(dictionaryBuckets).where(where);
    await handle.db.delete(dictionaryBuckets).where(where);
    try {
      expect(await lookUpDictionary(handle.db, "french", "english", ["terre"])).toEqual(before);
      // What the installer does once it has written a data set (and every server on `word_study_changed`).
      forgetWordStudyRevisions(handle.db);
      expect(await lookUpDictionary(handle.db, "french", "english", ["terre"])).toEqual([]);
    } finally {
      await handle.db.insert(dictionaryBuckets).values(rows);
      forgetWordStudyRevisions(handle.db);
    }
    expect(await lookUpDictionary(handle.db, "french", "english", ["terre"])).toEqual(before);
  });
});
