import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { bibleVersions, eq, verses } from "@bible/db";
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

describe("GET /api/chapters (the reader's request)", () => {
  const url = "/api/chapters?book=Genesis&chapter=1&versions=fr:LSG&versions=en:KJV";

  it("answers every column at once, compressed, with a public Cache-Control and an ETag (304 when it holds)", async () => {
    const first = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const body = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    expect(body.columns.map((c: { chapter: { version: string } }) => c.chapter.version)).toEqual(["LSG", "KJV"]);

    const plain = await t.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(body);
    const gzip = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(body);

    const etag = String(first.headers.etag);
    expect(plain.headers.etag).toBe(etag);
    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });

  it("changes its ETag and text when a version is re-installed", async () => {
    const before = await t.app.inject({ method: "GET", url });
    await t.db.update(verses).set({ text: "Au commencement, réimporté" }).where(eq(verses.versionCode, "LSG"));
    await t.db
      .update(bibleVersions)
      .set({ installedAt: new Date(Date.now() + 60_000) })
      .where(eq(bibleVersions.code, "LSG"));
    // The version rows are re-read every few seconds: wait for the new install to show.
    await new Promise((done) => setTimeout(done, 10_500));
    const after = await t.app.inject({ method: "GET", url, headers: { "if-none-match": String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().columns[0].chapter.verses[0].text).toBe("Au commencement, réimporté");
  }, 20_000);
});
