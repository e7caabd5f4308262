import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import {
  bibleVersions,
  count,
  type DbHandle,
  eq,
  executeRows,
  lexiconDatasets,
  lexiconEntries,
  sql,
  type TaggedWord,
  verses,
} from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatasetReport, installLexicon, missingDatasets, startLexiconParsing } from "./install/index";
import { stopSegmenters } from "./languages/worker-pool";
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
  await stopSegmenters();
  await handle?.close();
});

const report = (id: DatasetReport["id"]) => reports.find((r) => r.id === id);

describe("lexicon install", () => {
  it("reads every data set with the counts LEXICON-SOURCES.md gives", () => {
    expect(reports.filter((r) => r.skipped)).toEqual([]);
    expect(report("strongs-hebrew")?.details).toMatchObject({ entries: 8674, aramaic: 678 });
    expect(report("strongs-greek")?.details).toMatchObject({ entries: 5523, withPronunciation: 5523 });
    // 349,308 tags in the file; 3,997 of them are function words whose number a content word of the verse carries
    // ('he hath' beside 'believeth', John 3:18), read as no tag (`contentTags`).
    expect(report("kjv-strongs")?.details).toMatchObject({ verses: 31102, words: 345311 });
    expect(report("cross-references")?.details).toMatchObject({ read: 344799, notPositive: 3487, kept: 341312 });
    expect(report("mhcc")?.details).toMatchObject({ keys: 5304 });
    expect(report("rp2018")?.details.words).toBeGreaterThan(140_000);
    expect(report("oshb")?.details.aramaicWords).toBeGreaterThan(4_000);
    expect(report("freedict")?.details).toMatchObject({ dictionaries: 35, languagePairs: 23 });
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
    expect(rows).toHaveLength(8);
  });

  it("writes the same rows when the data sets were parsed ahead in a worker thread (a first start)", async () => {
    const tables = ["lexicon_entries", "lexicon_senses", "tagged_verses", "commentary_sections"];
    const digest = async () =>
      Promise.all(
        tables.map(async (table) => {
          const rows = await executeRows(
            handle.db,
            sql.raw(`select count(*)::int as n, md5(string_agg(to_jsonb(t)::text, '' order by to_jsonb(t)::text)) as md5
              from "${table}" t`),
          );
          return { table, rows };
        }),
      );
    const before = await digest();
    const datasets = ["strongs-hebrew", "kjv-strongs", "mhcc"] as const;
    const sources = { lexiconDir: LEXICON_DIR, biblesDir: BIBLES_DIR };
    const again = await installLexicon(handle.db, {
      datasets,
      ...sources,
      ahead: startLexiconParsing(sources, datasets),
    });
    expect(again.map(({ id, origin, rows, details }) => ({ id, origin, rows, details }))).toEqual(
      reports
        .filter((r) => datasets.some((id) => id === r.id))
        .map(({ id, origin, rows, details }) => ({ id, origin, rows, details })),
    );
    expect(await digest()).toEqual(before);
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
    expect(answer.pronunciationSystem).toBe("API");
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
    expect(answer.pronunciation).toBe("/kʁe.a/");
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

  it("leaves out what a language has no data for and says so once, never as a value", async () => {
    const { answer, original } = await studyWord(handle.db, {
      word: "Бог",
      context: "На початку [Бог] створив небо та землю.",
      language: "ukrainian",
      interfaceLanguage: "fr",
      reference: { book: 1, chapter: 1, verse: 1 },
    });
    expect(original).toBeNull();
    expect(answer).toMatchObject({
      pronunciation: "Boh",
      pronunciationSystem: "romanisation nationale ukrainienne",
      definition: null,
      translation: null,
      infinitive: null,
      conjugations: null,
      declension: null,
      hebrew: null,
      aramaic: null,
      aramaicExplanation: "L'araméen n'est pas disponible pour ce mot.",
      missing: "Ukrainien : pas de données ouvertes pour la définition et la traduction.",
    });
    // dict_uk gives the class and the dictionary form.
    expect(answer.grammaticalType).toMatch(/^nom/);
    expect(JSON.stringify(answer)).not.toContain("Non disponible");
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

describe("grammar, pronunciation and definitions in the reader's language", () => {
  const study = (word: string, context: string, language: string, reader: string, ref: [number, number, number]) =>
    studyWord(handle.db, {
      word,
      context,
      language,
      interfaceLanguage: reader,
      reference: { book: ref[0], chapter: ref[1], verse: ref[2] },
    });

  it("'terre' (Genèse 1:1) and 'abîme' (1:2) are nouns, with their IPA and the sense of the verse", async () => {
    const terre = await study("terre", "Au commencement, Dieu créa les cieux et la [terre].", "fr", "en", [1, 1, 1]);
    expect(terre.original?.strongs).toBe("H776");
    expect(terre.answer).toMatchObject({
      grammaticalType: "noun, feminine",
      pronunciation: "/tɛʁ/",
      definition: "earth, land",
      conjugations: null,
    });
    const abime = await study("abîme", "les ténèbres à la surface de l'[abîme]", "fr", "fr", [1, 1, 2]);
    expect(abime.answer).toMatchObject({ grammaticalType: "nom, masculin", pronunciation: "/a.bim/" });
    // The same IPA whatever the reader's language: Wiktionary's (fra-deu), not the reader's own pair's.
    const forEnglish = await study("abîme", "les ténèbres à la surface de l'[abîme]", "fr", "en", [1, 1, 2]);
    expect(forEnglish.answer.pronunciation).toBe("/a.bim/");
  });

  it("a French reader gets French definitions of German and Spanish nouns (FreeDict), 'Erde' declined", async () => {
    const erde = await study("Erde", "Am Anfang schuf Gott Himmel und [Erde].", "de", "fr", [1, 1, 1]);
    expect(erde.answer).toMatchObject({ grammaticalType: "nom, féminin", conjugations: null });
    expect(erde.answer.definition).toContain("terre");
    expect(erde.definitionInReaderLanguage).toBe(true);
    expect(erde.answer.declension?.Genitiv).toBe("der Erde · der Erden");
    const tierra = await study("tierra", "En el principio creó Dios los cielos y la [tierra].", "es", "fr", [1, 1, 1]);
    expect(tierra.answer).toMatchObject({ grammaticalType: "nom", definition: "terre", translation: "terre" });
    expect(tierra.answer.pronunciation).toBe("/tjˈera/");
  });

  it("Russian 'Пастырь' (Psalm 23:1) is a noun with its declension and an ISO 9 romanisation", async () => {
    const { answer } = await study(
      "Пастырь",
      "Господь – [Пастырь] мой; я ни в чем не буду нуждаться",
      "ru",
      "fr",
      [19, 23, 1],
    );
    expect(answer).toMatchObject({
      grammaticalType: "nom, masculin, nominatif",
      pronunciation: "Pastyrʹ",
      pronunciationSystem: "ISO 9",
    });
    expect(answer.declension?.Дательный).toBe("пастырю · пастырям");
  });

  it("Korean, Arabic, Portuguese, Italian and Japanese nouns get a pronunciation and a class", async () => {
    const cases = [
      ["하나님이", "태초에 [하나님이] 천지를 창조하시니라", "ko", "hananimi"],
      ["الارض", "في البدء خلق الله السموات و[الارض].", "ar", "al-ʾrḍ"],
      ["terra", "No principio creou Deus os céus e a [terra].", "pt", "/tˈɛʁɐ/"],
      ["terra", "Nel principio Iddio creò il cielo e la [terra].", "it", "/ˈtɛrra/"],
      ["神", "はじめに[神]は天と地とを創造された。", "ja", "kami (かみ)"],
    ] as const;
    for (const [word, context, language, pronunciation] of cases) {
      const { answer } = await study(word, context, language, "fr", [1, 1, 1]);
      expect(answer.pronunciation, `${language} ${word}`).toBe(pronunciation);
      expect(answer.grammaticalType, `${language} ${word}`).toMatch(/^nom/);
    }
  });

  it("'Son' in Daniel 7:13 is never the second person of the Trinity: a son ('fils'), or no guess", async () => {
    const context = "one like the [Son] of man came with the clouds of heaven";
    const english = await study("Son", context, "en", "en", [27, 7, 13]);
    expect(english.original?.strongs).toBe("H1247");
    // "a son, grandson" names only the word itself, which WordNet lists in each synset: a tie, no definition.
    expect(english.answer.definition).toBeNull();
    expect(english.answer.grammaticalType).toBe("noun");
    const french = await study("Son", context, "en", "fr", [27, 7, 13]);
    expect(french.answer.definition).toBe("fils");
  });

  it("'charity' in 1 Corinthians 13:13 is love, not a foundation, and the position picks the right one", async () => {
    const { answer, original } = await study(
      "charity",
      "And now abideth faith, hope, charity, these three; but the greatest of these is [charity].",
      "en",
      "en",
      [46, 13, 13],
    );
    expect(original?.strongs).toBe("G26");
    expect(answer.definition).toBe("a kindly and lenient attitude toward people");
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
