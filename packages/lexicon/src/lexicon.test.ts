import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import {
  bibleVersions,
  count,
  type DbHandle,
  eq,
  lexiconDatasets,
  lexiconEntries,
  type TaggedWord,
  verses,
} from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatasetReport, installLexicon, missingDatasets } from "./install/index";
import { explainPassage } from "./study/explanation";
import { studyWord } from "./study/word-study";
import { BIBLES_DIR, LEXICON_DIR } from "./testing/sources";

let handle: DbHandle;
let reports: DatasetReport[];

/** Genesis 1:1 of the Strong's-tagged Louis Segond, as the corpus importer stores it (text + tagged words). */
function lsgGenesis1v1(): { text: string; strongs: TaggedWord[] } {
  const usfm = gunzipSync(readFileSync(join(BIBLES_DIR, "fr/LSG-strongs.usfm.gz"))).toString("utf8");
  const line = usfm.split("\n").find((l) => l.startsWith("\\v 1 Au")) ?? "";
  const strongs: TaggedWord[] = [];
  for (const m of line.matchAll(/\\w ([^|]*)\|strong="([^"]+)"[^\\]*\\w\*/g)) {
    if (m[1]?.trim()) strongs.push({ w: m[1].trim(), s: [m[2] ?? ""] });
  }
  const text = line
    .replace(/^\\v 1 /, "")
    .replace(/\\w ([^|]*)\|[^\\]*\\w\*/g, "$1")
    .trim();
  return { text, strongs };
}

beforeAll(async () => {
  handle = await createTestDb();
  reports = await installLexicon(handle.db, { lexiconDir: LEXICON_DIR, biblesDir: BIBLES_DIR });
  const lsg = lsgGenesis1v1();
  await handle.db.insert(bibleVersions).values({ code: "LSG", language: "french", name: "Louis Segond 1910" });
  await handle.db.insert(verses).values({ versionCode: "LSG", book: 1, chapter: 1, verse: 1, ...lsg });
});

afterAll(async () => {
  await handle?.close();
});

const report = (id: DatasetReport["id"]) => reports.find((r) => r.id === id);

describe("lexicon install", () => {
  it("reads every data set with the counts LEXICON-SOURCES.md gives", () => {
    expect(reports.filter((r) => r.skipped)).toEqual([]);
    expect(report("strongs-hebrew")?.details).toMatchObject({ entries: 8674, aramaic: 678 });
    expect(report("strongs-greek")?.details).toMatchObject({ entries: 5523, withPronunciation: 5523 });
    expect(report("kjv-strongs")?.details).toMatchObject({ verses: 31102, words: 349308 });
    expect(report("cross-references")?.details).toMatchObject({ read: 344799, notPositive: 3487, kept: 341312 });
    expect(report("mhcc")?.details).toMatchObject({ keys: 5304 });
    expect(report("rp2018")?.details.words).toBeGreaterThan(140_000);
    expect(report("oshb")?.details.aramaicWords).toBeGreaterThan(4_000);
  });

  it("stores the Aramaic flag by the recommended rule and pronunciations for Greek", async () => {
    const [aramaic] = await handle.db
      .select({ n: count() })
      .from(lexiconEntries)
      .where(eq(lexiconEntries.language, "aramaic"));
    expect(aramaic?.n).toBe(678);
    const [h2819] = await handle.db.select().from(lexiconEntries).where(eq(lexiconEntries.strongs, "H2819"));
    expect(h2819?.language).toBe("aramaic");
    const [g26] = await handle.db.select().from(lexiconEntries).where(eq(lexiconEntries.strongs, "G26"));
    expect(g26).toMatchObject({ lemma: "ἀγάπη", pronunciation: "ag-ah'-pay" });
  });

  it("replaces its data on a re-run instead of adding to it", async () => {
    const again = await installLexicon(handle.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-greek"] });
    expect(again[0]?.rows).toBe(5523);
    const [greek] = await handle.db
      .select({ n: count() })
      .from(lexiconEntries)
      .where(eq(lexiconEntries.language, "greek"));
    expect(greek?.n).toBe(5523);
    expect(await missingDatasets(handle.db)).toEqual([]);
    const rows = await handle.db.select().from(lexiconDatasets);
    expect(rows).toHaveLength(7);
  });
});

describe("word study", () => {
  it("finds H7225 רֵאשִׁית behind 'beginning' in Genesis 1:1 (KJV)", async () => {
    const { answer, original } = await studyWord(handle.db, {
      word: "beginning",
      context: "In the [beginning] God created the heaven and the earth.",
      language: "english",
      interfaceLanguage: "fr",
      reference: { book: 1, chapter: 1, verse: 1 },
    });
    expect(original?.strongs).toBe("H7225");
    expect(answer.hebrew?.normalize("NFC")).toBe("רֵאשִׁית".normalize("NFC"));
    expect(answer.hebrewPhonetic).toContain("rêʼshîyth");
    expect(answer.hebrewExplanation).toContain("H7225");
    expect(answer.hebrewExplanation).toContain("Genèse 1:1");
    expect(answer.aramaic).toBeNull();
    expect(answer.aramaicExplanation).toBe("L'araméen n'est pas disponible pour ce mot.");
    expect(answer.pronunciation).toBe("/bɪˈɡɪnɪŋ/");
    expect(answer.grammaticalType).toBe("nom");
  });

  it("finds the verse from the context sentence when no reference is given", async () => {
    const { reference, original } = await studyWord(handle.db, {
      word: "created",
      context: "In the beginning God [created] the heaven and the earth.",
      language: "en",
      interfaceLanguage: "en",
    });
    expect(reference).toEqual({ book: 1, chapter: 1, verse: 1 });
    expect(original?.strongs).toBe("H1254");
  });

  it("gives the Aramaic word for a word of Daniel 3", async () => {
    const { answer, original } = await studyWord(handle.db, {
      word: "image",
      context: "Nebuchadnezzar the king made an [image] of gold",
      language: "english",
      interfaceLanguage: "en",
      reference: { book: 27, chapter: 3, verse: 1 },
    });
    expect(original?.occurrence?.language).toBe("aramaic");
    expect(answer.aramaic).toBe(original?.entry.lemma);
    expect(answer.aramaic).toBeTruthy();
    expect(answer.aramaicExplanation).toContain(original?.strongs ?? "?");
    expect(answer.hebrew).toBeNull();
    expect(answer.hebrewExplanation).toContain("Aramaic");
  });

  it("gives the Greek ἀγαπάω (G25) behind 'loved' in John 3:16", async () => {
    const { answer, original } = await studyWord(handle.db, {
      word: "loved",
      context: "For God so [loved] the world, that he gave his only begotten Son",
      language: "english",
      interfaceLanguage: "fr",
      reference: { book: 43, chapter: 3, verse: 16 },
    });
    expect(original?.strongs).toBe("G25");
    expect(original?.occurrence).toMatchObject({ language: "greek", form: "ηγαπησεν" });
    expect(answer.hebrew).toBeNull();
    expect(answer.hebrewExplanation).toContain("ἀγαπάω");
    expect(answer.hebrewExplanation).toContain("G25");
    expect(answer.infinitive).toBe("love");
    expect(answer.conjugations?.past).toBe("loved");
  });

  it("uses the French text's own Strong's tag: 'créa' in Genèse 1:1 is H1254, infinitive créer", async () => {
    const { answer, original } = await studyWord(handle.db, {
      word: "créa",
      context: "Au commencement, Dieu [créa] les cieux et la terre.",
      language: "french",
      interfaceLanguage: "en",
      reference: { book: 1, chapter: 1, verse: 1 },
    });
    expect(original).toMatchObject({ strongs: "H1254", how: "tag", taggedBy: "LSG" });
    expect(answer.infinitive).toBe("créer");
    expect(answer.conjugations?.["Passé simple"]).toContain("il créa");
    expect(answer.grammaticalType).toBe("verb");
    expect(answer.translation).toBe("created (KJV)");
    expect(answer.hebrew?.normalize("NFC")).toBe("בָּרָא".normalize("NFC"));
  });

  it("aligns a Chinese word with the KJV through its CC-CEDICT glosses", async () => {
    const { answer, original } = await studyWord(handle.db, {
      word: "愛",
      context: "神[愛]世人，甚至將他的獨生子賜給他們",
      language: "chinese",
      interfaceLanguage: "fr",
      reference: { book: 43, chapter: 3, verse: 16 },
    });
    expect(answer.pronunciation).toBe("ài");
    expect(original).toMatchObject({ strongs: "G25", how: "gloss" });
  });

  it("says what is not available, in the reader's language, instead of guessing", async () => {
    const { answer, original } = await studyWord(handle.db, {
      word: "palavra",
      context: "No princípio era a [palavra]",
      language: "portuguese",
      interfaceLanguage: "fr",
      reference: { book: 43, chapter: 1, verse: 1 },
    });
    expect(original).toBeNull();
    expect(answer).toMatchObject({
      grammaticalType: "Non disponible",
      pronunciation: "Non disponible",
      definition: "Non disponible",
      translation: "Non disponible",
      infinitive: null,
      conjugations: null,
      hebrew: null,
      aramaic: null,
      aramaicExplanation: "L'araméen n'est pas disponible pour ce mot.",
    });
    expect(answer.hebrewExplanation).toContain("« palavra »");
  });

  it("says the verse is unknown when the context is found nowhere", async () => {
    const { answer, reference } = await studyWord(handle.db, {
      word: "zzz",
      context: "No verse has [zzz] in it",
      language: "english",
      interfaceLanguage: "en",
    });
    expect(reference).toBeNull();
    expect(answer.hebrewExplanation).toBe(
      "The verse of this word could not be identified: the original-language equivalent is not available.",
    );
  });
});

describe("offline explanation", () => {
  it("quotes Matthew Henry for John 3:16 with the chapter outline and cross references", async () => {
    const result = await explainPassage(handle.db, { book: 43, chapter: 3, verses: "16", interfaceLanguage: "fr" });
    expect(result.explanation).toMatch(/^Commentaire concis de Matthew Henry.*en anglais/);
    expect(result.explanation).toContain("Nicodemus");
    expect(result.keyThemes).toEqual(["Christ's discourse with Nicodemus (1-21)"]);
    expect(result.practicalApplication).toMatch(/OpenBible\.info.*Romains 5:8/);
  });

  it("reads an outline written as prose with references (Daniel 3)", async () => {
    const result = await explainPassage(handle.db, { book: 27, chapter: 3, verses: "1", interfaceLanguage: "en" });
    expect(result.keyThemes).toEqual(["Nebuchadnezzar's golden image (1-7)"]);
    expect(result.explanation).toContain("In the height of the image");
  });

  it("quotes a chapter that is one section with no verse headings (Psalm 23)", async () => {
    const result = await explainPassage(handle.db, { book: 19, chapter: 23, verses: "1-6", interfaceLanguage: "fr" });
    expect(result.explanation).toMatch(/^Commentaire concis de Matthew Henry/);
    expect(result.explanation).toContain("The Lord is my shepherd");
  });
});
