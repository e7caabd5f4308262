import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, as, signUp, startApp, type TestApp } from "./helpers";

let t: TestApp;
let reader: Account;
beforeAll(async () => {
  t = await startApp({ TRUSTED_ORIGINS: "https://bible.example.org" });
  reader = await signUp(t.app);
});
afterAll(() => t.close());

type Operation = { parameters?: { in: string; name: string; required?: boolean }[] };

const bookmark = { book: "Ruth", chapter: 1, text: "Ton peuple sera mon peuple", language: "fr" };

describe("CSRF", () => {
  it("refuses a cookie-authenticated POST from another origin with 403 CSRF, over REST and tRPC", async () => {
    const rest = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/api/bookmarks",
        payload: bookmark,
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(rest.statusCode).toBe(403);
    expect(rest.json().code).toBe("CSRF");
    const trpc = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/trpc/library.addBookmark",
        payload: bookmark,
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(trpc.statusCode).toBe(403);
    const byReferer = await t.app.inject(
      as(reader, {
        method: "DELETE",
        url: `/api/bookmarks/${reader.id}/1`,
        headers: { referer: "https://evil.example/page", host: "bible.local" },
      }),
    );
    expect(byReferer.statusCode).toBe(403);
    const nullOrigin = await t.app.inject(
      as(reader, { method: "POST", url: "/api/bookmarks", payload: bookmark, headers: { origin: "null" } }),
    );
    expect(nullOrigin.statusCode).toBe(403);
    const list = await t.app.inject(as(reader, { method: "GET", url: "/api/bookmarks" }));
    expect(list.json()).toEqual([]);
  });

  it("accepts the same origin, TRUSTED_ORIGINS, and clients that send neither Origin nor Referer", async () => {
    const same = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/api/bookmarks",
        payload: bookmark,
        headers: { origin: "http://bible.local:3000", host: "bible.local:3000" },
      }),
    );
    expect(same.statusCode).toBe(201);
    const trusted = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/api/bookmarks",
        payload: bookmark,
        headers: { origin: "https://bible.example.org" },
      }),
    );
    expect(trusted.statusCode).toBe(201);
    const plain = await t.app.inject(as(reader, { method: "POST", url: "/api/bookmarks", payload: bookmark }));
    expect(plain.statusCode).toBe(201);
  });

  it("compares the whole origin: the same host over another scheme is another site", async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject(as(reader, { method: "POST", url: "/api/bookmarks", payload: bookmark, headers }));
    const otherScheme = await post({ origin: "https://bible.local:3000", host: "bible.local:3000" });
    expect(otherScheme.statusCode).toBe(403);
    expect(otherScheme.json().code).toBe("CSRF");
    const otherSchemeByReferer = await post({ referer: "https://bible.local:3000/lire", host: "bible.local:3000" });
    expect(otherSchemeByReferer.statusCode).toBe(403);
    // Behind a TLS proxy (trusted, here the loopback) the request's own scheme is the forwarded one.
    const behindProxy = await post({
      origin: "https://bible.local",
      host: "bible.local",
      "x-forwarded-proto": "https",
    });
    expect(behindProxy.statusCode).toBe(201);
    const plainBehindTls = await post({
      origin: "http://bible.local",
      host: "bible.local",
      "x-forwarded-proto": "https",
    });
    expect(plainBehindTls.statusCode).toBe(403);
  });

  it("lets cross-origin GETs through (they change nothing)", async () => {
    const response = await t.app.inject(
      as(reader, { method: "GET", url: "/api/bookmarks", headers: { origin: "https://evil.example" } }),
    );
    expect(response.statusCode).toBe(200);
  });

  it("also refuses a cross-site sign-in form (login CSRF)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: reader.email, password: "correct horse battery" },
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("headers", () => {
  it("sends helmet's protections with a CSP that allows the SPA's own scripts only", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("marks personal answers no-store", async () => {
    const response = await t.app.inject(as(reader, { method: "GET", url: "/api/bookmarks" }));
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("sets Secure on the session cookie in production", async () => {
    const prod = await startApp({ NODE_ENV: "production" });
    try {
      const response = await prod.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: "prod@example.org", password: "production password" },
      });
      expect(response.cookies.find((c) => c.name === "session")?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe("translations", () => {
  it("serves each of the 12 languages by id or code, cached one hour", async () => {
    const fr = await t.app.inject({ method: "GET", url: "/api/translations/french" });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers["cache-control"]).toBe("public, max-age=3600");
    expect(fr.json()["plan.previous"]).toBe("Lecture précédente");
    const en = await t.app.inject({ method: "GET", url: "/api/translations/en" });
    expect(en.json()["plan.previous"]).not.toBe("Lecture précédente");
    expect(Object.keys(en.json()).sort()).toEqual(Object.keys(fr.json()).sort());
    for (const language of ["es", "de", "it", "pt", "zh", "ko", "ja", "ru", "arabic", "ukrainian"]) {
      expect((await t.app.inject({ method: "GET", url: `/api/translations/${language}` })).statusCode, language).toBe(
        200,
      );
    }
  });

  it("answers 404 for any other language and 304 when unchanged", async () => {
    const latin = await t.app.inject({ method: "GET", url: "/api/translations/latin" });
    expect(latin.statusCode).toBe(404);
    expect(latin.json()).toMatchObject({ code: "NOT_FOUND", field: "language" });
    const first = await t.app.inject({ method: "GET", url: "/api/translations/fr" });
    const again = await t.app.inject({
      method: "GET",
      url: "/api/translations/fr",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("OpenAPI", () => {
  it("documents every path of SPEC §7 except the AI ones, with their methods", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const spec = [
      "GET /auth/user",
      "GET /user/preferences",
      "PUT /user/preferences",
      "PATCH /user/preferences",
      "POST /user/verse-history",
      "GET /reading/current/{day}",
      "GET /reading/current",
      "POST /reading/navigate",
      "GET /translations/{language}",
      "GET /bible-versions/{language}",
      "GET /bible-versions",
      "GET /bible",
      "GET /bible/{book}/{chapter}/{language}/{version}",
      "POST /bookmarks",
      "GET /bookmarks",
      "GET /bookmarks/{userId}",
      "DELETE /bookmarks/{userId}/{bookmarkId}",
      "GET /vocabulary/{userId}",
      "POST /vocabulary",
      "DELETE /vocabulary/{userId}/{wordId}",
      "GET /qa-history/{book}/{chapter}",
      "POST /qa-history/save/{id}",
      "DELETE /qa-history/save/{id}",
      "DELETE /qa-history/save/{userId}/{qaId}",
      "GET /saved-qa/{userId}",
      "GET /community-questions",
      "GET /community-questions/popular",
      "GET /community-questions/user-votes/{userId}",
      "POST /community-questions/{id}/vote-tracked",
      "GET /community-questions/{id}/comments",
      "POST /community-questions/{id}/comments",
      "GET /login",
      "GET /logout",
      "GET /auth/login",
      "POST /auth/signup",
      "POST /auth/login",
      "POST /auth/logout",
    ];
    for (const operation of spec) expect(operations, operation).toContain(operation);
    expect(document.servers[0].url).toBe("/api");
    expect(document.paths["/bible"].get.security).toBeUndefined();
    expect(document.paths["/bookmarks"].get.security).toEqual([{ session: [] }]);
    const bible = document.paths["/bible"].get;
    expect(bible.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "book",
      "chapter",
      "language",
      "version",
    ]);
  });

  it("is a valid OpenAPI 3.1 document, every path parameter required", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const pathParameters = Object.values(document.paths as Record<string, Record<string, Operation>>)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => parameter.in === "path");
    expect(pathParameters.length).toBeGreaterThan(10);
    expect(pathParameters.filter((parameter) => parameter.required !== true)).toEqual([]);
  });

  it("is browsable at /api/docs", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger-ui-bundle.js");
    const bundle = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(bundle.statusCode).toBe(200);
    const init = await t.app.inject({ method: "GET", url: "/api/docs/init.js" });
    expect(init.body).toContain("/api/openapi.json");
  });
});

describe("request bodies", () => {
  it("lets the imports through the tRPC door as through REST, and holds every other procedure to 64 KB", async () => {
    const rows = Array.from({ length: 4000 }, (_, i) => `mot${i},fr,une définition assez longue numéro ${i}`);
    const csv = `word,language,definition\n${rows.join("\n")}\n`;
    expect(csv.length).toBeGreaterThan(150_000);
    const imported = await t.app.inject(
      as(reader, { method: "POST", url: "/trpc/vocabulary.import", payload: { csv } }),
    );
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(200);
    expect(imported.json().result.data).toMatchObject({ imported: 4000 });
    const tooBig = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/trpc/library.addBookmark",
        payload: { ...bookmark, text: "x".repeat(100_000) },
      }),
    );
    expect(tooBig.statusCode).toBe(413);
    const batch = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/trpc/vocabulary.import,library.addBookmark?batch=1",
        payload: { 0: { csv }, 1: bookmark },
      }),
    );
    expect(batch.statusCode).toBe(413);
  });
});

describe("tRPC door", () => {
  it("answers queries and carries the same error code and details as REST", async () => {
    const input = encodeURIComponent(JSON.stringify({ language: "klingon" }));
    const response = await t.app.inject({ method: "GET", url: `/trpc/bible.versions?input=${input}` });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.message).toContain("« language »");
    expect(error.data).toMatchObject({
      code: "BAD_REQUEST",
      httpStatus: 400,
      error: { code: "BAD_REQUEST", field: "language", message: error.message },
    });

    const versions = await t.app.inject({
      method: "GET",
      url: `/trpc/bible.versions?input=${encodeURIComponent(JSON.stringify({ language: "fr" }))}`,
    });
    expect(versions.json().result.data).toEqual([]);
  });

  it("sets the session cookie when signing in over tRPC, and batches", async () => {
    const signup = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.signup",
      payload: { email: "trpc@example.org", password: "over the wire" },
      headers: { "x-forwarded-for": "10.9.9.9" },
    });
    expect(signup.statusCode).toBe(200);
    const cookie = signup.cookies.find((c) => c.name === "session");
    expect(cookie?.httpOnly).toBe(true);
    const batch = await t.app.inject({
      method: "GET",
      url: `/trpc/auth.me,preferences.get?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: {} }))}`,
      headers: { cookie: `session=${cookie?.value}` },
    });
    const [me, prefs] = batch.json();
    expect(me.result.data.email).toBe("trpc@example.org");
    expect(prefs.result.data.primaryLanguage).toBe("french");
  });
});

describe("unknown paths", () => {
  it("answer a JSON 404 under /api and /trpc", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "NOT_FOUND" });
    const trpc = await t.app.inject({ method: "GET", url: "/trpc/nothing.here" });
    expect(trpc.statusCode).toBe(404);
  });
});
