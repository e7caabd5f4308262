import { decodeWordSpans } from "@bible/align/bounds";
import { bibleVersions, verses } from "@bible/db";
import { forgetVersions } from "@bible/versions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, seedBible, startApi, type TestApi } from "../testing";
import { forgetBibleCaches } from "./service";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await seedBible(api.db);
});
afterAll(() => api.close());

const chapter = async (book: string, number: number, language: string, version: string) =>
  (await api.guest()).bible.chapter({ book, chapter: number, language, version });

describe("a chapter", () => {
  it("is the same whatever book identifier and language code name it", async () => {
    const genesis = await chapter("Genesis", 1, "french", "LSG");
    expect(genesis).toMatchObject({
      version: "LSG",
      versionName: "Louis Segond 1910",
      language: "french",
      book: "Genesis",
      bookId: "Gen",
      chapter: 1,
    });
    expect(genesis.verses).toHaveLength(31);
    expect(genesis.verses[0]).toEqual({ verse: 1, text: "Au commencement, verset 1" });
    for (const [book, language, version] of [
      ["Gen", "fr", "lsg"],
      ["GEN", "fr", "LSG"],
      ["Genèse", "fr", "LSG"],
    ] as const) {
      expect(await chapter(book, 1, language, version), book).toEqual(genesis);
    }
  });

  it("keeps headings apart from the text", async () => {
    expect((await chapter("Psalms", 23, "fr", "LSG")).verses[0]).toEqual({
      verse: 1,
      text: "L'Éternel est mon berger",
      heading: "Psaume de David.",
    });
  });

  it("answers 400 naming the book for an unknown book", async () => {
    const refused = await failure(chapter("Hezekiah", 1, "fr", "LSG"));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "BAD_REQUEST", field: "book" });
    expect(refused.body.message).toContain("Hezekiah");
  });

  it("answers 400 naming the language for an unknown language, and the chapter for an impossible one", async () => {
    const language = await failure(chapter("Genesis", 1, "klingon", "LSG"));
    expect(language.status).toBe(400);
    expect(language.body.field).toBe("language");
    for (const number of [0, 1.5, -3, 99_999_999_999]) {
      const refused = await failure(chapter("Genesis", number, "fr", "LSG"));
      expect(refused.status, String(number)).toBe(400);
      expect(refused.body.field).toBe("chapter");
    }
  });

  it("answers 404 for a chapter beyond the book", async () => {
    const refused = await failure(chapter("Genesis", 51, "fr", "LSG"));
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: "CHAPTER_NOT_FOUND", chapters: 50 });
  });

  it("answers 404 VERSION_NOT_AVAILABLE with the installed versions of the language", async () => {
    const niv = await failure(chapter("John", 3, "english", "NIV"));
    expect(niv.status).toBe(404);
    expect(niv.body).toMatchObject({
      code: "VERSION_NOT_AVAILABLE",
      message: "Cette version n'est pas disponible",
      availableVersions: [{ code: "KJV", name: "King James Version" }],
    });
    const unknown = await failure(chapter("John", 3, "fr", "XYZ"));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("VERSION_NOT_AVAILABLE");
    const available = unknown.body.availableVersions;
    expect(Array.isArray(available) && available.map((v: { code: string }) => v.code).sort()).toEqual(["FRNT", "LSG"]);
    const wrongLanguage = await failure(chapter("Genesis", 1, "english", "LSG"));
    expect(wrongLanguage.status).toBe(404);
    expect(wrongLanguage.body.availableVersions).toEqual([{ code: "KJV", name: "King James Version" }]);
  });

  it("answers 404 text_not_available when an installed version lacks the book", async () => {
    const refused = await failure(chapter("Genesis", 1, "french", "FRNT"));
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({
      code: "text_not_available",
      message: "Ce passage n'est pas encore disponible dans cette version. Notre système est en train de le préparer.",
    });
    expect((await chapter("Matthew", 1, "french", "FRNT")).verses).toHaveLength(1);
  });
});

describe("the words of a verse written without spaces", () => {
  const john316 = "「神愛世人，甚至將他的獨生子賜給他們，叫一切信他的，不至滅亡，反得永生。";
  const genesis1 = "はじめに神は天と地とを創造された。";

  beforeAll(async () => {
    const installedAt = new Date();
    await api.db.insert(bibleVersions).values([
      { code: "CUV", language: "chinese", name: "和合本", installedAt },
      { code: "JPKOUGO", language: "japanese", name: "口語訳", installedAt },
    ]);
    await api.db.insert(verses).values([
      { versionCode: "CUV", book: 43, chapter: 3, verse: 16, text: john316 },
      { versionCode: "JPKOUGO", book: 1, chapter: 1, verse: 1, text: genesis1 },
    ]);
    // Written by plain SQL, as no install does: the version catalog and the chapters the tests above read are
    // emptied by hand (an install or the bible_versions_changed notification does it in the app).
    forgetVersions(api.db);
    forgetBibleCaches(api.db);
  });

  const wordsOf = (text: string, encoded: string | undefined) =>
    decodeWordSpans(encoded ?? "").map((s) => text.slice(s.start, s.end));

  it("come with the chapter, as the aligner reads them: 世人 is a word of John 3:16, not the clause 神愛世人", async () => {
    const john = await chapter("John", 3, "zh", "CUV");
    const words = wordsOf(john316, john.verses[0]?.words);
    expect(words.slice(0, 4)).toEqual(["神", "愛", "世人", "甚至"]);
    expect(words).toContain("獨生子");
    expect(words).not.toContain("，");
    const genesis = await chapter("Genesis", 1, "ja", "JPKOUGO");
    expect(wordsOf(genesis1, genesis.verses[0]?.words)).toEqual([
      "はじめ",
      "に",
      "神",
      "は",
      "天",
      "と",
      "地",
      "と",
      "を",
      "創造",
      "された",
    ]);
  });

  it("are left out for languages written with spaces", async () => {
    const genesis = await chapter("Genesis", 1, "fr", "LSG");
    expect(genesis.verses.every((v) => v.words === undefined)).toBe(true);
  });
});

describe("the reader's columns (a chapter in up to three versions)", () => {
  const columns = async (book: string, number: number, versions: string[]) =>
    (await api.guest()).bible.chapters({ book, chapter: number, versions });

  it("answers each column as the one-version chapter, in the order asked", async () => {
    const set = await columns("Gen", 1, ["en:KJV", "fr:LSG"]);
    expect(set.columns).toEqual([
      { status: "ok", chapter: await chapter("Genesis", 1, "english", "KJV") },
      { status: "ok", chapter: await chapter("Genesis", 1, "french", "LSG") },
    ]);
  });

  it("gives a column that cannot be read its own error and still answers the others", async () => {
    const set = await columns("Genesis", 1, ["fr:LSG", "en:NIV", "fr:FRNT"]);
    expect(set.columns[0]).toMatchObject({ status: "ok", chapter: { version: "LSG" } });
    expect(set.columns[1]).toMatchObject({
      status: "error",
      language: "en",
      version: "NIV",
      error: { code: "VERSION_NOT_AVAILABLE", availableVersions: [{ code: "KJV", name: "King James Version" }] },
    });
    expect(set.columns[2]).toMatchObject({ status: "error", version: "FRNT", error: { code: "text_not_available" } });
  });

  it("refuses a wrong chapter, more than three columns, or a column without its language", async () => {
    const beyond = await failure(columns("Genesis", 51, ["fr:LSG"]));
    expect(beyond.body).toMatchObject({ code: "CHAPTER_NOT_FOUND", chapters: 50 });
    const four = await failure(columns("Genesis", 1, ["fr:LSG", "en:KJV", "fr:LSG", "en:KJV"]));
    expect(four.body).toMatchObject({ code: "BAD_REQUEST", field: "versions" });
    const bare = await failure(columns("Genesis", 1, ["LSG"]));
    expect(bare.body).toMatchObject({ code: "BAD_REQUEST", field: "versions.0" });
  });
});

describe("the versions of a language", () => {
  it("are the catalog of the language with an installed flag, installed first", async () => {
    const list = await (await api.guest()).bible.versions({ language: "english" });
    expect(list.map((v) => [v.code, v.installed])).toEqual([
      ["KJV", true],
      ["NIV", false],
    ]);
    expect(list[1]).toMatchObject({ distributable: false, difficultyLevel: 3, fidelityLevel: 3 });
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        "code",
        "name",
        "language",
        "description",
        "difficultyLevel",
        "fidelityLevel",
        "difficultyNote",
        "fidelityNote",
        "license",
        "installed",
        "distributable",
      ].sort(),
    );
    expect(await (await api.guest()).bible.versions({ language: "en" })).toEqual(list);
  });

  it("put the spec's default first among installed versions, are [] for a language without versions, 400 for an unknown one", async () => {
    const guest = await api.guest();
    expect((await guest.bible.versions({ language: "fr" })).map((v) => v.code)).toEqual(["LSG", "FRNT"]);
    expect(await guest.bible.versions({ language: "korean" })).toEqual([]);
    const unknown = await failure(guest.bible.versions({ language: "elvish" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe("language");
  });
});

describe("the books", () => {
  it("are the 66 books with chapter counts", async () => {
    const books = await (await api.guest()).bible.books({ lang: "en" });
    expect(books).toHaveLength(66);
    expect(books[18]).toMatchObject({ english: "Psalms", id: "Ps", chapters: 150, testament: "OT" });
    expect(books.filter((b) => b.testament === "NT")).toHaveLength(27);
  });
});
