import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectFormat } from "./detect";
import { readSource } from "./formats/index";
import { overlayVerses } from "./overlay";
import { bibleSourceDir } from "./testing";
import type { BibleFormat, VerseRecord } from "./types";
import { type MappingNote, mapToKjv } from "./versification/index";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

/**
 * Every text stored in the shared data folder, parsed without a database. `source` is what SOURCES.md counts
 * (66 canonical books, verses with any text, in the file's own numbering); `mapped` is what gets installed, in
 * KJV numbering. Where they differ the test says why.
 */
type Case = {
  path: string;
  format: BibleFormat;
  versification: string;
  source: [books: number, chapters: number, verses: number];
  mapped?: [books: number, chapters: number, verses: number];
  genesis: string;
  john: string;
  bookOrder?: "document";
};

const CORPUS: Case[] = [
  {
    path: "en/KJV.engKJV2006eb.imp.gz",
    format: "imp",
    versification: "KJV",
    source: [66, 1189, 31102],
    genesis: "In the beginning God created the heaven and the earth.",
    john: "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
  },
  {
    path: "en/WEB.engWEB2015eb.imp.gz",
    format: "imp",
    versification: "NRSVA",
    source: [66, 1189, 31095],
    genesis: "In the beginning, God created the heavens and the earth.",
    // The footnote on "only born" stands where the space was: the importer puts the space back.
    john: "For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.",
  },
  {
    path: "en/ASV.crosswire.imp.gz",
    format: "imp",
    versification: "KJV",
    source: [66, 1189, 31086],
    genesis: "In the beginning God created the heavens and the earth.",
    john: "For God so loved the world, that he gave his only begotten Son, that whosoever believeth on him should not perish, but have eternal life.",
  },
  {
    path: "fr/LSG-strongs.usfm.gz",
    format: "usfm",
    versification: "KJV",
    source: [66, 1189, 31102],
    genesis: "Au commencement, Dieu créa les cieux et la terre.",
    john: "Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu'il ait la vie éternelle.",
  },
  {
    path: "fr/LSG.zefania.xml.gz",
    format: "zefania",
    versification: "KJV",
    source: [66, 1189, 31102],
    genesis: "Au commencement, Dieu créa les cieux et la terre.",
    john: "Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu'il ait la vie éternelle.",
  },
  {
    path: "es/RV1909.spaRV1909eb.imp.gz",
    format: "imp",
    versification: "KJV",
    source: [66, 1189, 31084],
    genesis: "EN el principio crió Dios los cielos y la tierra.",
    john: "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
  },
  {
    path: "de/LUT1912.zefania.xml.gz",
    format: "zefania",
    versification: "German",
    source: [66, 1189, 31171],
    // Psalm titles numbered as verses become headings (69 verses), and 1 Sam 20:42 / 21:1, 1 Kgs 22:43 / 22:44
    // were split where the KJV has one verse: they are joined again (2 verses).
    mapped: [66, 1189, 31102],
    genesis: "Am Anfang schuf Gott Himmel und Erde.",
    john: "Also hat Gott die Welt geliebt, daß er seinen eingeborenen Sohn gab, auf daß alle, die an ihn glauben, nicht verloren werden, sondern das ewige Leben haben.",
  },
  {
    path: "it/DIO1649.zefania.xml.gz",
    format: "zefania",
    versification: "KJV",
    source: [66, 1189, 31102],
    genesis: "NEL principio Iddio creò il cielo e la terra.",
    john: "Perciocchè Iddio ha tanto amato il mondo, ch’egli ha dato il suo unigenito Figliuolo, acciocchè chiunque crede in lui non perisca, ma abbia vita eterna.",
  },
  {
    path: "pt/ALM1911",
    format: "json-usfm-books",
    versification: "KJV",
    source: [66, 1189, 31101],
    genesis: "No principio creou Deus os céus e a terra.",
    john: "Porque Deus amou o mundo de tal maneira, que deu o seu Filho unigenito, para que todo aquelle que n'elle crê não pereça, mas tenha a vida eterna.",
  },
  {
    path: "zh/CUV.usfx.xml.gz",
    format: "usfx",
    versification: "KJV",
    source: [66, 1189, 31100],
    genesis: "起初神創造天地。",
    john: "神愛世人，甚至將他的獨生子賜給他們，叫一切信他的，不至滅亡，反得永生。",
  },
  {
    path: "zh/CUV-simp.usfx.xml.gz",
    format: "usfx",
    versification: "KJV",
    source: [66, 1189, 31100],
    genesis: "起初神创造天地。",
    john: "神爱世人，甚至将他的独生子赐给他们，叫一切信他的，不至灭亡，反得永生。",
  },
  {
    path: "ko/KRV.KorRV.imp.gz",
    format: "imp",
    versification: "NRSV",
    source: [66, 1189, 31084],
    genesis: "태초에 하나님이 천지를 창조하시니라",
    john: "하나님이 세상을 이처럼 사랑하사 독생자를 주셨으니 이는 저를 믿는 자마다 멸망치 않고 영생을 얻게 하려 하심이니라",
  },
  {
    path: "ja/JPKOUGO-tkacikr",
    format: "json-numbered-books",
    versification: "KJV",
    source: [66, 1189, 31090],
    genesis: "はじめに神は天と地とを創造された。",
    john: "神はそのひとり子を賜わったほどに、この世を愛して下さった。それは御子を信じる者がひとりも滅びないで、永遠の命を得るためである。",
  },
  {
    path: "ja/JPKOUGO.JapKougo.INCOMPLETE.imp.gz",
    format: "imp",
    versification: "KJV",
    source: [66, 1171, 30629],
    genesis: "はじめに神は天と地とを創造された。",
    john: "神はそのひとり子を賜わったほどに、この世を愛して下さった。それは御子を信じる者がひとりも滅びないで、永遠の命を得るためである。",
  },
  {
    path: "ja/JPBUNGO.JapBungo.imp.gz",
    format: "imp",
    versification: "KJV",
    // SOURCES.md counts 31,099 verses with text: 15 of them read "[なし]" (none), the verses the Greek text omits
    // (Matt 17:21 …), which are missing rather than verses.
    source: [66, 1189, 31084],
    // Ruby: <w gloss="はじめ">元始</w> keeps the element text.
    genesis: "元始に神天地を創造たまへり",
    john: "それ神はその獨子を賜ふほどに世を愛し給へり、すべて彼を信ずる者の亡びずして、永遠の生命を得んためなり。",
  },
  {
    path: "ru/SYNOD.RusSynodal.imp.gz",
    format: "imp",
    versification: "Synodal",
    source: [66, 1192, 31349],
    // Ps 151 and Dan 13-14 (Susanna, Bel) are outside the KJV canon (3 chapters, 113 verses), as are the Greek
    // additions Dan 3:24-90 (67); psalm title verses become headings; Prov 13:14 and 18:8 (Greek additions) join
    // the verse before. versification.test.ts checks the arithmetic.
    mapped: [66, 1189, 31099],
    genesis: "В начале сотворил Бог небо и землю.",
    john: "Ибо так возлюбил Бог мир, что отдал Сына Своего Единородного, дабы всякий верующий в Него, не погиб, но имел жизнь вечную.",
  },
  {
    path: "ar/SVD.zefania.xml.gz",
    format: "zefania",
    versification: "KJV",
    source: [66, 1189, 31102],
    bookOrder: "document",
    genesis: "في البدء خلق الله السموات والارض.",
    john: "لانه هكذا احب الله العالم حتى بذل ابنه الوحيد لكي لا يهلك كل من يؤمن به بل تكون له الحياة الابدية.",
  },
  {
    path: "uk/UOV.UkrOgienko.imp.gz",
    format: "imp",
    versification: "Orthodox",
    source: [66, 1190, 31112],
    // Joel 4 becomes KJV Joel 3 (1190 → 1189 chapters); 123 psalm title verses become headings, 1 Sam 21:1 and
    // 1 Kgs 22:44 join the KJV verse they split, the rest are KJV slots the module leaves empty (see report).
    mapped: [66, 1189, 31042],
    // Stress accents (U+0301) are part of the printed text and kept.
    genesis: "На поча́тку Бог створив небо та землю.",
    john: "Так бо Бог полюбив світ, що дав Сина Свого Одноро́дженого, щоб кожен, хто вірує в Нього, не згинув, але мав життя вічне.",
  },
];

const parsed = new Map<string, { source: VerseRecord[]; mapped: VerseRecord[]; notes: MappingNote[] }>();

async function parse(item: Case) {
  const cached = parsed.get(item.path);
  if (cached) return cached;
  const path = join(bibleSourceDir(), item.path);
  const source: VerseRecord[] = [];
  for await (const record of readSource(path, item.format, item.bookOrder ? { bookOrder: item.bookOrder } : {})) {
    source.push(record);
  }
  const { records: mapped, notes } = mapToKjv(source, item.versification);
  const entry = { source, mapped, notes };
  parsed.set(item.path, entry);
  return entry;
}

function counts(records: VerseRecord[]): [number, number, number] {
  const withText = records.filter((r) => r.text || r.heading);
  return [
    new Set(withText.map((r) => r.book)).size,
    new Set(withText.map((r) => `${r.book}.${r.chapter}`)).size,
    withText.length,
  ];
}

const indexes = new WeakMap<VerseRecord[], Map<string, VerseRecord>>();

function verse(records: VerseRecord[], book: number, chapter: number, number: number): VerseRecord | undefined {
  let index = indexes.get(records);
  if (!index) {
    index = new Map(records.map((r) => [`${r.book}.${r.chapter}.${r.verse}`, r]));
    indexes.set(records, index);
  }
  return index.get(`${book}.${chapter}.${number}`);
}

describe.each(CORPUS)("$path", (item) => {
  it("has the books, chapters and verses SOURCES.md counts, and installs in KJV numbering", async () => {
    expect(await detectFormat(join(bibleSourceDir(), item.path))).toBe(item.format);
    const { source, mapped } = await parse(item);
    expect(counts(source)).toEqual(item.source);
    expect(counts(mapped)).toEqual(item.mapped ?? item.source);
  });

  it("reads Genesis 1:1 and John 3:16", async () => {
    const { mapped } = await parse(item);
    expect(verse(mapped, 1, 1, 1)?.text).toBe(item.genesis);
    expect(verse(mapped, 43, 3, 16)?.text).toBe(item.john);
  });

  it("leaves no markup in any verse text or heading", async () => {
    const { mapped } = await parse(item);
    const dirty = mapped.filter((r) => /[<>]|\\w|\\[a-z]|\|strong=|\uE000/.test(`${r.text} ${r.heading ?? ""}`));
    expect(dirty.map((r) => `${r.book} ${r.chapter}:${r.verse} ${r.text.slice(0, 80)}`)).toEqual([]);
    expect(mapped.every((r) => r.text === r.text.trim() && !/\s{2}/.test(r.text))).toBe(true);
  });

  it("places every verse on one KJV slot, sorted, never twice", async () => {
    const { mapped } = await parse(item);
    const keys = mapped.map((r) => r.book * 1_000_000 + r.chapter * 1000 + r.verse);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);
  });
});

describe("quirks", () => {
  const find = (path: string) => defined(CORPUS.find((c) => c.path === path));

  it("keeps the KJV's Strong's numbers, without zero padding", async () => {
    const { mapped } = await parse(find("en/KJV.engKJV2006eb.imp.gz"));
    const genesis = defined(verse(mapped, 1, 1, 1));
    expect(genesis.strongs).toContainEqual({ w: "beginning", s: ["H7225"] });
    expect(genesis.strongs).toContainEqual({ w: "God", s: ["H430"] });
    expect(verse(mapped, 43, 3, 16)?.strongs).toContainEqual({ w: "loved", s: ["G25"] });
  });

  it("repairs the KJV entries that are not well-formed XML (USFM residue in notes)", async () => {
    const { mapped } = await parse(find("en/KJV.engKJV2006eb.imp.gz"));
    expect(verse(mapped, 2, 6, 3)?.text).toBe(
      "And I appeared unto Abraham, unto Isaac, and unto Jacob, by the name of God Almighty, but by my name JEHOVAH was I not known to them.",
    );
    expect(verse(mapped, 2, 6, 3)?.strongs).toContainEqual({ w: "JEHOVAH", s: ["H3068"] });
  });

  it("keeps psalm titles apart from the verse text", async () => {
    const { mapped } = await parse(find("en/KJV.engKJV2006eb.imp.gz"));
    expect(verse(mapped, 19, 23, 1)).toMatchObject({
      heading: "A Psalm of David.",
      text: "The LORD is my shepherd; I shall not want.",
    });
    expect(verse(mapped, 19, 119, 1)?.heading).toBe("א ALEPH.");
  });

  it("drops the LSG's untranslated-particle tags and ignores \\s5 chunk marks", async () => {
    const { mapped } = await parse(find("fr/LSG-strongs.usfm.gz"));
    const genesis = defined(verse(mapped, 1, 1, 1));
    expect(genesis.heading).toBeUndefined();
    expect(genesis.strongs?.map((w) => w.w)).toEqual(["commencement", "Dieu", "créa", "cieux", "terre"]);
    expect(genesis.strongs).toContainEqual({ w: "créa", s: ["H1254"], m: "strongMorph:TH8804" });
    expect(mapped.some((r) => r.heading)).toBe(false);
  });

  it("reads RV1909 phrases tagged with several Strong's numbers", async () => {
    const { mapped } = await parse(find("es/RV1909.spaRV1909eb.imp.gz"));
    expect(mapped.some((r) => r.strongs?.some((w) => w.s.length > 1))).toBe(true);
    expect(verse(mapped, 1, 1, 1)?.strongs).toContainEqual({ w: "Dios", s: ["H430"] });
  });

  it("strips LUT1912's inline study notes", async () => {
    const { mapped } = await parse(find("de/LUT1912.zefania.xml.gz"));
    expect(verse(mapped, 3, 11, 22)?.text).toMatch(
      /^von demselben mögt ihr essen die Heuschrecken, als da ist: Arbe mit/,
    );
  });

  it("identifies the Arabic SVD books by their order: book 13 is 1 Chronicles", async () => {
    const { mapped } = await parse(find("ar/SVD.zefania.xml.gz"));
    expect(verse(mapped, 13, 1, 1)?.text).toBe("آدم شيث انوش");
    expect(mapped.filter((r) => r.book === 13).at(-1)).toMatchObject({ chapter: 29, verse: 30 });
    expect(verse(mapped, 15, 1, 1)?.text).toMatch(/^وفي السنة الاولى لكورش ملك فارس/);
  });

  it("strips the verse numbers and line marks of the Kougo-yaku scrape and repairs it with the CrossWire text", async () => {
    const { mapped: scrape } = await parse(find("ja/JPKOUGO-tkacikr"));
    expect(scrape.some((r) => /^\d|<span|／/.test(r.text))).toBe(false);
    expect(verse(scrape, 1, 3, 1)?.text).toContain("・・");
    expect(verse(scrape, 2, 3, 4)?.text).toContain("モー?よ");

    const { mapped: crosswire } = await parse(find("ja/JPKOUGO.JapKougo.INCOMPLETE.imp.gz"));
    const scraped = new Map(scrape.map((r) => [`${r.book}.${r.chapter}.${r.verse}`, r.text]));
    const identical = crosswire.filter((r) => scraped.get(`${r.book}.${r.chapter}.${r.verse}`) === r.text).length;
    expect(identical / crosswire.length).toBeGreaterThan(0.95);

    const { records, replaced } = overlayVerses(scrape, crosswire);
    // One CrossWire verse is missing from the scrape: the union has one verse more than either.
    expect(replaced).toBe(30628);
    expect(records).toHaveLength(31091);
    expect(verse(records, 1, 3, 1)?.text).toContain("狡猾");
    expect(verse(records, 2, 3, 4)?.text).toContain("モーセよ");
    expect(verse(records, 40, 26, 26)?.text).toBe(verse(scrape, 40, 26, 26)?.text);
  });

  it("restores the Synodal's escaped markup: notes out of Job 2:9, a psalm title to the next psalm", async () => {
    const { mapped } = await parse(find("ru/SYNOD.RusSynodal.imp.gz"));
    expect(verse(mapped, 18, 2, 9)?.text).toBe(
      "И сказала ему жена его: ты все еще тверд в непорочности твоей! похули Бога и умри.",
    );
    expect(verse(mapped, 19, 145, 1)?.heading).toBe("Хвала Давида.");
  });

  it("keeps UOV Psalm 4 whose title element is never closed", async () => {
    const { mapped } = await parse(find("uk/UOV.UkrOgienko.imp.gz"));
    expect(verse(mapped, 19, 4, 1)?.heading).toBe("Для дириґе́нта хору. На струнних знаря́ддях. Псало́м Давидів.");
    expect(verse(mapped, 19, 4, 8)?.text).toMatch(/^У споко́ї я ляжу/);
  });
});
