import { confidentStrongs } from "@bible/align";
import { backfillSearchIndex, rebuildStrongsOccurrences, writeBibleVersion } from "@bible/bible-import";
import { lexiconEntries, sql, verseAlignments, verseSearch } from "@bible/db";
import { watchVersions } from "@bible/versions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOfflineProvider } from "../ai/offline-provider";
import type { SearchResult } from "../schemas/search";
import { failure, startApi, type TestApi } from "../testing";

type Verse = [book: number, chapter: number, verse: number, text: string];

/** A few verses per language, John 3:16 among others that share some of its words. */
const TEXTS: Record<string, { language: string; verses: Verse[] }> = {
  LSG: {
    language: "french",
    verses: [
      [1, 1, 1, "Au commencement, Dieu créa les cieux et la terre."],
      [19, 23, 1, "L'Éternel est mon berger: je ne manquerai de rien."],
      [
        43,
        3,
        16,
        "Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu'il ait la vie éternelle.",
      ],
      [
        43,
        15,
        19,
        "Si vous étiez du monde, le monde aimerait ce qui est à lui; mais parce que vous n'êtes pas du monde, à cause de cela le monde vous hait.",
      ],
      [62, 4, 8, "Celui qui n'aime pas n'a pas connu Dieu, car Dieu est amour."],
    ],
  },
  KJV: {
    language: "english",
    verses: [
      [19, 23, 1, "The LORD is my shepherd; I shall not want."],
      [
        43,
        3,
        16,
        "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
      ],
      [
        43,
        15,
        19,
        "If ye were of the world, the world would love his own: but because ye are not of the world, therefore the world hateth you.",
      ],
      [
        62,
        2,
        15,
        "Love not the world, neither the things that are in the world. If any man love the world, the love of the Father is not in him.",
      ],
      [62, 4, 8, "He that loveth not knoweth not God; for God is love."],
    ],
  },
  RVR1960: {
    language: "spanish",
    verses: [
      [
        43,
        3,
        16,
        "Porque de tal manera amó Dios al mundo, que ha dado a su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
      ],
      [43, 17, 14, "Yo les he dado tu palabra; y el mundo los aborreció, porque no son del mundo."],
    ],
  },
  SYNOD: {
    language: "russian",
    verses: [
      [
        43,
        3,
        16,
        "Ибо так возлюбил Бог мир, что отдал Сына Своего Единородного, дабы всякий верующий в Него, не погиб, но имел жизнь вечную.",
      ],
      [43, 16, 33, "Сие сказал Я вам, чтобы вы имели во Мне мир. В мире будете иметь скорбь."],
    ],
  },
  CUV: {
    language: "chinese",
    verses: [
      [43, 3, 16, "神爱世人，甚至将他的独生子赐给他们，叫一切信他的，不至灭亡，反得永生。"],
      [43, 1, 10, "他在世界，世界也是藉着他造的，世界却不认识他。"],
    ],
  },
  KRV: {
    language: "korean",
    verses: [
      [
        43,
        3,
        16,
        "하나님이 세상을 이처럼 사랑하사 독생자를 주셨으니 이는 저를 믿는 자마다 멸망치 않고 영생을 얻게 하려 하심이니라",
      ],
      [43, 1, 1, "태초에 말씀이 계시니라 이 말씀이 하나님과 함께 계셨으니 이 말씀은 곧 하나님이시니라"],
    ],
  },
  UOV: {
    language: "ukrainian",
    verses: [
      [
        43,
        3,
        16,
        "Бо так полюбив Бог світ, що дав Сина Свого Однородженого, щоб кожен, хто вірує в Нього, не згинув, але мав життя вічне.",
      ],
    ],
  },
  LUT1912: {
    language: "german",
    verses: [
      [19, 121, 1, "Ich hebe meine Augen auf zu den Bergen."],
      [40, 5, 14, "Es kann die Stadt, die auf einem Berge liegt, nicht verborgen sein."],
    ],
  },
  JPKOUGO: {
    language: "japanese",
    verses: [
      [
        43,
        3,
        16,
        "神はそのひとり子を賜わったほどに、この世を愛して下さった。それは御子を信じる者がひとりも滅びないで、永遠の命を得るためである。",
      ],
    ],
  },
};

let api: TestApi;

async function installFixture(code: string): Promise<void> {
  const { language, verses } = TEXTS[code] ?? { language: "", verses: [] };
  const records = verses.map(([book, chapter, verse, text]) => ({ book, chapter, verse, text }));
  await writeBibleVersion(api.db, { code, language, name: code }, records, {
    books: 1,
    chapters: 1,
    verses: records.length,
    missing: [],
    sourceFile: `${code}.xml`,
    sha256: null,
  });
}

beforeAll(async () => {
  api = await startApi();
  for (const code of Object.keys(TEXTS)) await installFixture(code);
  // Links four by four: offsets, number (G = 10000 + n), word × 128 + confidence %. KJV Psalm 23:1 'shepherd'
  // (offsets 15-23) from H7462; a decoy whose packed word and confidence (58 × 128 + 90) equal 7514; in John
  // 3:16 'gave' linked to G1325 with a confidence of 0.5 only, below what the word study trusts.
  // The Strong's numbers each row carries with confidence are written with it, as the aligner's writer does.
  const rows = [
    { versionCode: "KJV", book: 19, chapter: 23, verse: 1, links: [4, 8, 3068, 346, 15, 23, 7462, 607] },
    {
      versionCode: "KJV",
      book: 43,
      chapter: 3,
      verse: 16,
      links: [4, 7, 12316, 228, 11, 16, 10025, 612, 46, 50, 11325, 946],
    },
    { versionCode: "KJV", book: 62, chapter: 4, verse: 8, links: [0, 2, 3068, 7514, 47, 51, 10026, 1500] },
  ];
  await api.db.insert(verseAlignments).values(rows.map((row) => ({ ...row, strongs: confidentStrongs(row.links) })));
  // And the version's Strong's occurrences built from them, as the writer does in its transaction.
  await rebuildStrongsOccurrences(api.db, "KJV");
});
afterAll(() => api.close());

async function find(q: string, options: Record<string, string | number> = {}) {
  const result = await (await api.guest()).search.query({ q, ...options });
  if (result.kind !== "verses") throw new Error(`${q} read as a reference`);
  return result;
}

type Hits = Extract<SearchResult, { kind: "verses" }>["hits"];
const places = (hits: Hits) => hits.map((h) => `${h.version} ${h.bookId} ${h.chapter}:${h.verse}`);
const first = (hits: Hits) => {
  const [hit] = hits;
  if (!hit) throw new Error("no hit");
  return hit;
};
const marked = (hit: Hits[number]) => hit.highlights.map(([start, end]) => hit.text.slice(start, end));

describe("full-text search", () => {
  it("is written with the version, in its install transaction", async () => {
    const rows = await api.db.select().from(verseSearch).where(sql`${verseSearch.versionCode} = 'LSG'`);
    expect(rows).toHaveLength(5);
    // A second install of the same version replaces its index with its verses.
    await installFixture("LSG");
    expect(await api.db.select().from(verseSearch).where(sql`${verseSearch.versionCode} = 'LSG'`)).toHaveLength(5);
  });

  it.each([
    ["aimé le monde", "LSG"],
    ["loved the world", "KJV"],
    ["amó al mundo", "RVR1960"],
    ["возлюбил мир", "SYNOD"],
    ["爱世人", "CUV"],
    ["세상", "KRV"],
    ["полюбив", "UOV"],
    ["世を愛して", "JPKOUGO"],
  ])("finds John 3:16 first for '%s' (%s)", async (q, version) => {
    const result = await find(q);
    expect(places(result.hits)[0]).toBe(`${version} John 3:16`);
  });

  it("folds accents and case the French way: 'eternel' finds 'L'Éternel' and marks it", async () => {
    for (const q of ["eternel", "ÉTERNEL", "Éternel"]) {
      const result = await find(q, { version: "LSG" });
      expect(places(result.hits), q).toContain("LSG Ps 23:1");
    }
    expect(marked(first((await find("eternel", { book: "Psaumes" })).hits))).toEqual(["L'Éternel"]);
  });

  it("stems and folds Russian case: 'ВОЗЛЮБИЛ' and 'миром' find 'возлюбил Бог мир'", async () => {
    expect(places((await find("ВОЗЛЮБИЛ")).hits)).toEqual(["SYNOD John 3:16"]);
    expect(places((await find("миром", { version: "SYNOD" })).hits).sort()).toEqual([
      "SYNOD John 16:33",
      "SYNOD John 3:16",
    ]);
  });

  it("segments Chinese: '世界' finds the verse where it is written without spaces, not '世人'", async () => {
    const result = await find("世界");
    expect(places(result.hits)).toEqual(["CUV John 1:10"]);
    expect(new Set(marked(first(result.hits)))).toEqual(new Set(["世界"]));
  });

  it("finds Korean and Ukrainian words by their beginning: '사랑' finds '사랑하사', '말씀' finds '말씀이'", async () => {
    const love = await find("사랑");
    expect(places(love.hits)).toEqual(["KRV John 3:16"]);
    expect(marked(first(love.hits))).toEqual(["사랑하사"]);
    expect(places((await find("말씀")).hits)).toEqual(["KRV John 1:1"]);
    expect(places((await find("однородж")).hits)).toEqual(["UOV John 3:16"]);
  });

  it("marks the matched words, stemmed: 'aimer' marks 'aimé' and 'aimerait'", async () => {
    const result = await find("aimer", { version: "LSG" });
    const texts = result.hits.flatMap(marked);
    expect(texts).toEqual(expect.arrayContaining(["aimé", "aimerait"]));
    expect(texts).not.toContain("monde");
  });

  it("reads a quoted phrase as words that follow each other", async () => {
    expect(places((await find('"aimé le monde"')).hits)).toEqual(["LSG John 3:16"]);
    expect(places((await find('"the world would love"')).hits)).toEqual(["KJV John 15:19"]);
    expect((await find('"monde unique"')).total).toBe(0);
  });

  it("puts the phrase as typed first: '\"so loved the world\"' is John 3:16, then 'love the world' (1 John 2:15)", async () => {
    // Stemmed, both verses have the phrase ('love' <2> 'world', the stop words dropped): only John 3:16 has it
    // word for word, and 1 John 2:15 says 'love' and 'world' three times each.
    const quoted = await find('"so loved the world"', { language: "en" });
    expect(places(quoted.hits)).toEqual(["KJV John 3:16", "KJV 1John 2:15"]);
    expect(marked(first(quoted.hits))).toEqual(["loved", "world"]);
    // Unquoted, the verses with the words apart come after: 'the world would love' (John 15:19).
    const words = await find("so loved the world", { language: "en" });
    expect(places(words.hits)).toEqual(["KJV John 3:16", "KJV 1John 2:15", "KJV John 15:19"]);
  });

  it("ranks by relevance: the words as typed first, then the verse that says them most", async () => {
    const loved = await find("aimé le monde", { version: "LSG" });
    expect(places(loved.hits)).toEqual(["LSG John 3:16", "LSG John 15:19"]);
    const [typed, other] = loved.hits;
    expect(typed?.rank).toBeGreaterThan(other?.rank ?? 0);
    expect(places((await find("Dieu")).hits)[0]).toBe("LSG 1John 4:8");
  });

  it("ranks the verses of the reader's language first, then the others: 'berger' in French is not the German 'Berg'", async () => {
    // Every version is stemmed in its own language: the German stem of 'berger' is that of 'Bergen'.
    const everyone = await find("berger");
    expect(places(everyone.hits).sort()).toEqual(["LSG Ps 23:1", "LUT1912 Matt 5:14", "LUT1912 Ps 121:1"]);
    const french = await find("berger", { language: "fr" });
    expect(places(french.hits)).toEqual(["LSG Ps 23:1", ...places(everyone.hits).filter((p) => !p.startsWith("LSG"))]);
    expect(french.total).toBe(3);
    expect(places((await find("berger", { language: "de" })).hits).at(-1)).toBe("LSG Ps 23:1");
  });

  it("ranks the versions of the reader's columns first too, in any interface language", async () => {
    const caller = await api.guest();
    const read = async (versions: string[]) => {
      const result = await caller.search.query({ q: "berger", language: "en", versions });
      if (result.kind !== "verses") throw new Error("berger read as a reference");
      return places(result.hits);
    };
    expect((await read(["LSG", "KJV"]))[0]).toBe("LSG Ps 23:1");
    expect((await read(["lut1912"])).at(-1)).toBe("LSG Ps 23:1");
    // In French with the German column: the French verse is in both, so it stays first.
    const both = await caller.search.query({ q: "berger", language: "fr", versions: ["LSG", "LUT1912"] });
    expect(both.kind === "verses" && places(both.hits)[0]).toBe("LSG Ps 23:1");
  });

  it("groups by book with counts, filters by testament, book and version, and pages", async () => {
    const all = await find("Dieu");
    expect(all.total).toBe(3);
    expect(all.books).toEqual([
      { book: "Genesis", bookId: "Gen", count: 1 },
      { book: "John", bookId: "John", count: 1 },
      { book: "1 John", bookId: "1John", count: 1 },
    ]);
    expect((await find("Dieu", { testament: "NT" })).total).toBe(2);
    expect((await find("Dieu", { testament: "OT" })).total).toBe(1);
    expect(places((await find("Dieu", { book: "Jean" })).hits)).toEqual(["LSG John 3:16"]);
    expect((await find("world", { version: "KJV" })).total).toBe(3);
    expect((await find("world", { version: "LSG" })).total).toBe(0);
    const first = await find("Dieu", { pageSize: 2 });
    const second = await find("Dieu", { pageSize: 2, page: 2 });
    expect(first.hits).toHaveLength(2);
    expect(second.hits).toHaveLength(1);
    expect(new Set([...places(first.hits), ...places(second.hits)]).size).toBe(3);
  });

  it("answers an empty result, not an error, for words found nowhere or only stop words", async () => {
    expect((await find("xylophone")).total).toBe(0);
    expect((await find("de la", { version: "LSG" })).total).toBe(0);
  });

  it("answers 400 naming the field for an unknown version or book, and an empty query", async () => {
    const caller = await api.guest();
    expect((await failure(caller.search.query({ q: "Dieu", version: "NOPE" }))).body.field).toBe("version");
    expect((await failure(caller.search.query({ q: "Dieu", book: "Hezekiah" }))).body.field).toBe("book");
    expect((await failure(caller.search.query({ q: "  " }))).body.field).toBe("q");
  });

  it("builds the index of versions installed before it existed, once", async () => {
    await api.db.delete(verseSearch).where(sql`${verseSearch.versionCode} = 'KJV'`);
    expect((await find("world")).total).toBe(0);
    expect(await backfillSearchIndex(api.db)).toEqual(["KJV"]);
    expect((await find("world")).total).toBe(3);
    expect(await backfillSearchIndex(api.db)).toEqual([]);
  });
});

describe("answers kept by the data they were read from", () => {
  it("answers a repeated search without reading it again, and reads it again once a version is installed or removed", async () => {
    const stopWatching = await watchVersions(api.database);
    try {
      // Kept: the index rows deleted by hand (no version changes) do not change the answer.
      const kept = await find("hebe", { version: "LUT1912" });
      expect(places(kept.hits)).toEqual(["LUT1912 Ps 121:1"]);
      await api.db.delete(verseSearch).where(sql`${verseSearch.versionCode} = 'LUT1912'`);
      expect(places((await find("hebe", { version: "LUT1912" })).hits)).toEqual(["LUT1912 Ps 121:1"]);
      // Installed again (in this process): the answer is read from the new rows.
      await installFixture("LUT1912");
      await api.db.delete(verseSearch).where(sql`${verseSearch.versionCode} = 'LUT1912'`);
      expect((await find("hebe", { version: "LUT1912" })).total).toBe(0);
      await installFixture("LUT1912");
      expect(places((await find("hebe")).hits)).toEqual(["LUT1912 Ps 121:1"]);
      // A version added, then removed by hand in SQL (the bible_versions_changed notification): found, then gone.
      await writeBibleVersion(
        api.db,
        { code: "SCH2000", language: "german", name: "SCH2000" },
        [{ book: 19, chapter: 121, verse: 1, text: "Ich hebe meine Augen auf zu den Bergen." }],
        { books: 1, chapters: 1, verses: 1, missing: [], sourceFile: "SCH2000.xml", sha256: null },
      );
      expect(places((await find("hebe")).hits)).toEqual(["LUT1912 Ps 121:1", "SCH2000 Ps 121:1"]);
      await api.db.execute(sql`delete from bible_versions where code = 'SCH2000'`);
      await vi.waitFor(async () => expect(places((await find("hebe")).hits)).toEqual(["LUT1912 Ps 121:1"]), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      await stopWatching();
    }
  });
});

describe("a reference in the search box", () => {
  it.each([
    ["Jean 3:16", "fr", { bookId: "John", chapter: 3, verse: 16 }],
    ["Psaume 23", "fr", { bookId: "Ps", chapter: 23 }],
    ["Gen 1:1-5", "en", { bookId: "Gen", chapter: 1, verse: 1, verseEnd: 5 }],
    ["요한복음 3:16", "ko", { bookId: "John", chapter: 3, verse: 16 }],
    ["ヨハネ 3:16", "ja", { bookId: "John", chapter: 3, verse: 16 }],
    ["Иоанна 3:16", "fr", { bookId: "John", chapter: 3, verse: 16 }],
    ["約 3:16", "fr", { bookId: "John", chapter: 3, verse: 16 }],
    ["요 3:16", "fr", { bookId: "John", chapter: 3, verse: 16 }],
    ["요한복음 3장 16절", "ko", { bookId: "John", chapter: 3, verse: 16 }],
    ["Иоан. 3:16", "ru", { bookId: "John", chapter: 3, verse: 16 }],
    ["S. Juan 3:16", "es", { bookId: "John", chapter: 3, verse: 16 }],
  ])("opens %s (%s)", async (q, language, expected) => {
    const caller = await api.guest();
    expect(await caller.search.query({ q, language })).toEqual({
      kind: "reference",
      reference: expect.objectContaining(expected),
    });
    expect(await caller.search.reference({ q, language })).toMatchObject(expected);
  });

  it("answers 400 naming q for a chapter or verse that does not exist, or what is no reference", async () => {
    const caller = await api.guest();
    for (const q of ["Jean 22:1", "Jean 3:99", "Psaume 151"]) {
      const refused = await failure(caller.search.query({ q, language: "fr" }));
      expect(refused.status, q).toBe(400);
      expect(refused.body.field, q).toBe("q");
    }
    const notOne = await failure(caller.search.reference({ q: "aimé le monde" }));
    expect(notOne.status).toBe(400);
    expect(notOne.body.field).toBe("q");
  });
});

describe("original-word search", () => {
  it("finds the verses of a Strong's number through the alignments and marks the words that render it", async () => {
    const shepherd = await find("H7462");
    expect(shepherd.mode).toBe("strongs");
    expect(shepherd.strongs).toBe("H7462");
    expect(places(shepherd.hits)).toEqual(["KJV Ps 23:1"]);
    // 1 John 4:8 carries 7514 only as a packed word and confidence: not a link.
    expect((await find("H7514")).total).toBe(0);
    // A weak link is no occurrence.
    expect((await find("G1325")).total).toBe(0);
    expect(marked(first(shepherd.hits))).toEqual(["shepherd"]);
    const love = await find("g0025");
    expect(love.strongs).toBe("G25");
    expect(places(love.hits)).toEqual(["KJV John 3:16"]);
    expect(marked(first(love.hits))).toEqual(["loved"]);
    expect(places((await find("G26")).hits)).toEqual(["KJV 1John 4:8"]);
  });

  it("finds an original word typed in Greek or Hebrew, with or without accents and points", async () => {
    await api.db.insert(lexiconEntries).values([
      { strongs: "G26", language: "greek", lemma: "ἀγάπη" },
      { strongs: "H7462", language: "hebrew", lemma: "רָעָה" },
    ]);
    for (const q of ["ἀγάπη", "αγαπη"]) {
      const result = await find(q);
      expect(result.strongs, q).toBe("G26");
      expect(places(result.hits), q).toEqual(["KJV 1John 4:8"]);
    }
    expect(places((await find("רעה")).hits)).toEqual(["KJV Ps 23:1"]);
  });
});

describe("a chapter question without a model", () => {
  it("is answered from the verses of the chapter that match it, quoted and linked, labelled as found in the texts", async () => {
    const offline = await startApi({ database: api.database, ai: (db) => createOfflineProvider(db) });
    const caller = await offline.guest();
    const { answer } = await caller.ai.askQuestion({
      question: "Pourquoi Dieu a-t-il tant aimé le monde ?",
      book: "John",
      chapter: 3,
      language: "fr",
    });
    expect(answer).toContain("Réponse trouvée dans les textes (LSG), sans modèle d'IA");
    expect(answer).toContain("[Jean 3:16](/lire?book=John&chapter=3&verse=16)");
    expect(answer).toContain("Car Dieu a tant aimé le monde");
    // Every verse it links is one that exists in the installed text: it never invents a reference.
    const cited = [...answer.matchAll(/\/lire\?book=([^&]+)&chapter=(\d+)&verse=(\d+)/g)].map(
      ([, book, chapter, verse]) => `${decodeURIComponent(book ?? "")} ${chapter}:${verse}`,
    );
    expect(cited).toEqual(["John 3:16"]);
  });

  it("says a question with no word found in the Bible is off topic", async () => {
    const offline = await startApi({ database: api.database, ai: (db) => createOfflineProvider(db) });
    const refused = await failure(
      (await offline.guest()).ai.askQuestion({ question: "xylophone pizza", book: "John", chapter: 3, language: "fr" }),
    );
    expect(refused.body.code).toBe("OFF_TOPIC");
  });
});
