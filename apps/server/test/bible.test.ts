import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBible, startApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
  await seedBible(t.db);
});
afterAll(() => t.close());

describe("GET /api/bible (query form) and /api/bible/{book}/{chapter}/{language}/{version} (the answers themselves: packages/api/src/bible)", () => {
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

  it("answers 400 naming the book for a number that is not a whole 1-66 ('-1' was Genesis, '1.5' Ezra)", async () => {
    for (const book of ["-1", "1.5", "0", "67", "1e1"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/bible/${book}/1/french/LSG` });
      expect(response.statusCode, book).toBe(400);
      expect(response.json(), book).toMatchObject({ code: "BAD_REQUEST", field: "book" });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/bible/1/1/french/LSG" })).json()).toMatchObject({
      book: "Genesis",
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

  it("answers 400 naming the chapter when the path or query holds no chapter number", async () => {
    for (const chapter of ["0", "one", "1.5", "-3", "99999999999"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/bible/Genesis/${chapter}/fr/LSG` });
      expect(response.statusCode, chapter).toBe(400);
      expect(response.json().field).toBe("chapter");
    }
    const missing = await t.app.inject({ method: "GET", url: "/api/bible?book=Genesis&language=fr&version=LSG" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("chapter");
  });
});

describe("GET /api/bible-versions/{language} and /api/bible-versions?language=", () => {
  it("answer the same list, and 400 naming the language when the query has none", async () => {
    const byPath = await t.app.inject({ method: "GET", url: "/api/bible-versions/english" });
    expect(byPath.statusCode).toBe(200);
    expect(byPath.json().map((v: { code: string }) => v.code)).toEqual(["KJV", "NIV"]);
    const byQuery = await t.app.inject({ method: "GET", url: "/api/bible-versions?language=en" });
    expect(byQuery.json()).toEqual(byPath.json());
    const missing = await t.app.inject({ method: "GET", url: "/api/bible-versions" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("language");
  });
});
