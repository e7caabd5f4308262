import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBible, startApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
  await seedBible(t.db);
});
afterAll(() => t.close());

describe("GET /api/bible (query form) and /api/bible/{book}/{chapter}/{language}/{version}", () => {
  it("answers the same chapter from both shapes, with any book identifier and language code", async () => {
    const query = await t.app.inject({
      method: "GET",
      url: "/api/bible?book=Genesis&chapter=1&language=french&version=LSG",
    });
    expect(query.statusCode).toBe(200);
    const body = query.json();
    expect(body).toMatchObject({
      version: "LSG",
      versionName: "Louis Segond 1910",
      language: "french",
      book: "Genesis",
      bookId: "Gen",
      chapter: 1,
    });
    expect(body.verses).toHaveLength(31);
    expect(body.verses[0]).toEqual({ verse: 1, text: "Au commencement, verset 1" });

    for (const url of ["/api/bible/Genesis/1/french/LSG", "/api/bible/Gen/1/fr/lsg", "/api/bible/GEN/1/fr/LSG"]) {
      const path = await t.app.inject({ method: "GET", url });
      expect(path.statusCode, url).toBe(200);
      expect(path.json()).toEqual(body);
    }
  });

  it("keeps headings apart from the text", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/bible/Psalms/23/fr/LSG" });
    expect(response.json().verses[0]).toEqual({
      verse: 1,
      text: "L'Éternel est mon berger",
      heading: "Psaume de David.",
    });
  });

  it("is cacheable: public Cache-Control, an ETag and 304 on If-None-Match", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/bible/Genesis/1/french/LSG" });
    expect(first.headers["cache-control"]).toMatch(/public, max-age=\d{6,}/);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const second = await t.app.inject({
      method: "GET",
      url: "/api/bible/Genesis/1/french/LSG",
      headers: { "if-none-match": String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
    const other = await t.app.inject({
      method: "GET",
      url: "/api/bible/Genesis/1/english/KJV",
      headers: { "if-none-match": String(etag) },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it("answers 400 naming the book for an unknown book", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/bible/Hezekiah/1/fr/LSG" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "BAD_REQUEST", field: "book" });
    expect(response.json().message).toContain("Hezekiah");
  });

  it("answers 400 naming the language for an unknown language, and the chapter for a malformed one", async () => {
    const language = await t.app.inject({ method: "GET", url: "/api/bible/Genesis/1/klingon/LSG" });
    expect(language.statusCode).toBe(400);
    expect(language.json().field).toBe("language");
    for (const chapter of ["0", "one", "1.5", "-3", "99999999999"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/bible/Genesis/${chapter}/fr/LSG` });
      expect(response.statusCode, chapter).toBe(400);
      expect(response.json().field).toBe("chapter");
    }
    const missing = await t.app.inject({ method: "GET", url: "/api/bible?book=Genesis&language=fr&version=LSG" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("chapter");
  });

  it("answers 404 for a chapter beyond the book", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/bible/Genesis/51/fr/LSG" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "CHAPTER_NOT_FOUND", chapters: 50 });
  });

  it("answers 404 VERSION_NOT_AVAILABLE with the installed versions of the language", async () => {
    const niv = await t.app.inject({ method: "GET", url: "/api/bible/John/3/english/NIV" });
    expect(niv.statusCode).toBe(404);
    expect(niv.json()).toMatchObject({
      code: "VERSION_NOT_AVAILABLE",
      message: "Cette version n'est pas disponible",
      availableVersions: [{ code: "KJV", name: "King James Version" }],
    });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/bible?book=John&chapter=3&language=fr&version=XYZ",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("VERSION_NOT_AVAILABLE");
    expect(
      unknown
        .json()
        .availableVersions.map((v: { code: string }) => v.code)
        .sort(),
    ).toEqual(["FRNT", "LSG"]);
    const wrongLanguage = await t.app.inject({ method: "GET", url: "/api/bible/Genesis/1/english/LSG" });
    expect(wrongLanguage.statusCode).toBe(404);
    expect(wrongLanguage.json().availableVersions).toEqual([{ code: "KJV", name: "King James Version" }]);
  });

  it("answers 404 text_not_available when an installed version lacks the book", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/bible/Genesis/1/french/FRNT" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "text_not_available",
      message: "Ce passage n'est pas encore disponible dans cette version. Notre système est en train de le préparer.",
    });
    const present = await t.app.inject({ method: "GET", url: "/api/bible/Matthew/1/french/FRNT" });
    expect(present.statusCode).toBe(200);
  });
});

describe("GET /api/bible-versions/{language} and /api/bible-versions?language=", () => {
  it("lists the catalog of the language with an installed flag, installed first", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/bible-versions/english" });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((v: { code: string; installed: boolean }) => [v.code, v.installed])).toEqual([
      ["KJV", true],
      ["NIV", false],
    ]);
    expect(list[1]).toMatchObject({ distributable: false, difficultyLevel: 3, fidelityLevel: 3 });
    expect(Object.keys(list[0]).sort()).toEqual(
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
    const byQuery = await t.app.inject({ method: "GET", url: "/api/bible-versions?language=en" });
    expect(byQuery.json()).toEqual(list);
  });

  it("puts the spec's default first among installed versions, answers [] for a language without versions and 400 for an unknown one", async () => {
    const french = await t.app.inject({ method: "GET", url: "/api/bible-versions/fr" });
    expect(french.json().map((v: { code: string }) => v.code)).toEqual(["LSG", "FRNT"]);
    const korean = await t.app.inject({ method: "GET", url: "/api/bible-versions/korean" });
    expect(korean.statusCode).toBe(200);
    expect(korean.json()).toEqual([]);
    const unknown = await t.app.inject({ method: "GET", url: "/api/bible-versions/elvish" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe("language");
    const missing = await t.app.inject({ method: "GET", url: "/api/bible-versions" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("language");
  });
});

describe("GET /api/books", () => {
  it("lists the 66 books with chapter counts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/books?lang=en" });
    expect(response.statusCode).toBe(200);
    const books = response.json();
    expect(books).toHaveLength(66);
    expect(books[18]).toMatchObject({ english: "Psalms", id: "Ps", chapters: 150, testament: "OT" });
    expect(books.filter((b: { testament: string }) => b.testament === "NT")).toHaveLength(27);
  });
});
