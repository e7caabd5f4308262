import { createContext, createSession, SESSION_LIFETIME_MS, sessionIdFromToken } from "@bible/api";
import { eq, sessions } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieHeader, signUp, startApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe("sign-up", () => {
  it("creates the account, answers 201 with the user and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "  Ruth.Moab@Example.ORG ", password: "whither thou goest", firstName: "Ruth" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firstName: "Ruth", email: "ruth.moab@example.org" });
    const cookie = response.cookies.find((c) => c.name === "session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[a-z2-7]{32}$/);
    const expires = cookie?.expires?.getTime() ?? 0;
    expect(Math.abs(expires - (Date.now() + SESSION_LIFETIME_MS))).toBeLessThan(60_000);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: sessionCookieHeader(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: response.json().id, firstName: "Ruth", email: "ruth.moab@example.org" });
  });
});

describe("login and logout", () => {
  it("POST /api/auth/login sets the HttpOnly session cookie (wrong passwords: packages/api/src/auth)", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "jesse@example.org", password: "root of jesse", firstName: "Jesse" },
    });
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: " JESSE@example.org", password: "root of jesse" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: "jesse@example.org", firstName: "Jesse" });
    expect(ok.cookies.find((c) => c.name === "session")?.httpOnly).toBe(true);
  });

  it("POST /api/auth/logout ends the session (204) and clears the cookie", async () => {
    const account = await signUp(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: account.cookie } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === "session");
    expect(cleared?.value).toBe("");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("GET /api/logout ends the session and redirects to /", async () => {
    const account = await signUp(t.app);
    const out = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: account.cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    expect(out.cookies.find((c) => c.name === "session")?.value).toBe("");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("GET /api/logout from another site (a link, an image, a redirect) keeps the session and goes to /", async () => {
    const account = await signUp(t.app);
    const host = "bible.example";
    const forged = [
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
      { "sec-fetch-site": "cross-site", "sec-fetch-dest": "image" },
      { referer: "https://evil.example/page" },
      { referer: "https://bible.example/lire" },
    ];
    for (const headers of forged) {
      const out = await t.app.inject({
        method: "GET",
        url: "/api/logout",
        headers: { cookie: account.cookie, host, ...headers },
      });
      expect(out.statusCode, JSON.stringify(headers)).toBe(302);
      expect(out.headers.location).toBe("/");
      expect(out.cookies.find((c) => c.name === "session")).toBeUndefined();
      const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: account.cookie } });
      expect(me.statusCode, JSON.stringify(headers)).toBe(200);
    }
    // The reader's own click (same origin) and a typed address (no site) still sign out.
    for (const headers of [
      { "sec-fetch-site": "same-origin", referer: "http://bible.example/lire" },
      { "sec-fetch-site": "none" },
    ]) {
      const reader = await signUp(t.app);
      const out = await t.app.inject({
        method: "GET",
        url: "/api/logout",
        headers: { cookie: reader.cookie, host, ...headers },
      });
      expect(out.headers.location).toBe("/");
      const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: reader.cookie } });
      expect(me.statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it("GET /api/auth/user answers 401 to guests and to unknown tokens (and clears a dead cookie)", async () => {
    const guest = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: "UNAUTHORIZED" });
    const forged = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: "session=abcdef" } });
    expect(forged.statusCode).toBe(401);
    expect(forged.cookies.find((c) => c.name === "session")?.value).toBe("");
  });
});

describe("sign-in redirects", () => {
  it("sends the reader to /connexion with the page to come back to, from ?redirect= or a same-origin Referer", async () => {
    for (const url of ["/api/login", "/api/auth/login"]) {
      const explicit = await t.app.inject({ method: "GET", url: `${url}?redirect=${encodeURIComponent("/lire?b=1")}` });
      expect(explicit.statusCode).toBe(302);
      expect(explicit.headers.location).toBe(`/connexion?redirect=${encodeURIComponent("/lire?b=1")}`);

      const referred = await t.app.inject({
        method: "GET",
        url,
        headers: { host: "bible.example", referer: "http://bible.example/vocabulaire" },
      });
      expect(referred.headers.location).toBe(`/connexion?redirect=${encodeURIComponent("/vocabulaire")}`);
    }
  });

  it("never redirects to another site", async () => {
    const evil = await t.app.inject({
      method: "GET",
      url: `/api/login?redirect=${encodeURIComponent("//evil.example/x")}`,
    });
    expect(evil.headers.location).toBe(`/connexion?redirect=${encodeURIComponent("/")}`);
    const foreignReferer = await t.app.inject({
      method: "GET",
      url: "/api/login",
      headers: { host: "bible.example", referer: "https://evil.example/phish" },
    });
    expect(foreignReferer.headers.location).toBe(`/connexion?redirect=${encodeURIComponent("/")}`);
  });

  it("keeps every spelling of another site on this site, for readers and guests (tab, newline, dot segments)", async () => {
    const account = await signUp(t.app);
    const spellings = [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/.//evil.example",
      "/x/..//evil.example",
      "/\\evil.example",
      "\\/evil.example",
      "https://evil.example/",
      "/\t\\evil.example",
    ];
    const origin = "http://bible.example";
    for (const spelling of spellings) {
      const url = `/api/login?redirect=${encodeURIComponent(spelling)}`;
      const reader = await t.app.inject({
        method: "GET",
        url,
        headers: { cookie: account.cookie, host: "bible.example" },
      });
      expect(reader.statusCode, JSON.stringify(spelling)).toBe(302);
      const followed = new URL(String(reader.headers.location), origin);
      expect(followed.origin, JSON.stringify(spelling)).toBe(origin);
      expect(String(reader.headers.location)).not.toMatch(/[\t\r\n\\]|^\/\//);

      const guest = await t.app.inject({ method: "GET", url, headers: { host: "bible.example" } });
      const back = new URL(String(guest.headers.location), origin).searchParams.get("redirect") ?? "";
      expect(new URL(back, origin).origin, JSON.stringify(spelling)).toBe(origin);
      expect(back).not.toMatch(/[\t\r\n\\]|^\/\//);
    }
  });

  it("sends a signed-in reader straight back", async () => {
    const account = await signUp(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/login?redirect=/bibliotheque",
      headers: { cookie: account.cookie },
    });
    expect(response.headers.location).toBe("/bibliotheque");
  });
});

describe("sliding expiry", () => {
  it("extends a session used with less than 15 days left and renews the cookie", async () => {
    const account = await signUp(t.app);
    const token = account.cookie.slice("session=".length);
    const soon = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    await t.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.id, sessionIdFromToken(token)));
    const response = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: account.cookie } });
    expect(response.statusCode).toBe(200);
    const renewed = response.cookies.find((c) => c.name === "session");
    expect(renewed?.value).toBe(token);
    expect((renewed?.expires?.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(token)));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it("does not touch a fresh session and refuses (and deletes) an expired one", async () => {
    const account = await signUp(t.app);
    const fresh = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: account.cookie } });
    expect(fresh.cookies.find((c) => c.name === "session")).toBeUndefined();

    const token = "expiredtokenexpiredtokenexpiredt";
    await createSession(t.db, token, account.id);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdFromToken(token)));
    const ctx = await createContext({ db: t.db, sessionToken: token });
    expect(ctx.user).toBeNull();
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFromToken(token))),
    ).toHaveLength(0);
  });
});

describe("rate limiting", () => {
  it("answers 429 with a French message to one address that keeps failing for one e-mail, with Retry-After; others still try", async () => {
    const app = await startApp();
    try {
      const attempt = (ip: string) =>
        app.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "target@example.org", password: "guess guess" },
          headers: { "x-forwarded-for": ip },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt("203.0.113.7")).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const limited = await attempt("203.0.113.7");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: "RATE_LIMITED",
        message: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
      });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json().retryAfter).toBe(Number(limited.headers["retry-after"]));
      // Another address is not locked out of that account.
      expect((await attempt("203.0.113.99")).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it("limits attempts per address across e-mails", async () => {
    const app = await startApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await app.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: `someone${i}@example.org`, password: "guess guess" },
          headers: { "x-forwarded-for": "198.51.100.7" },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });

  it("the site-wide limit counts the calls, not the web app's files or the probes", async () => {
    const app = await startApp({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const files: number[] = [];
      for (const url of ["/", "/lire", "/assets/index-abc123.js", "/healthz", "/favicon.svg", "/sources"]) {
        files.push((await app.app.inject({ method: "GET", url })).statusCode);
      }
      expect(files).not.toContain(429);
      const calls: number[] = [];
      for (let i = 0; i < 4; i++) calls.push((await app.app.inject({ method: "GET", url: "/api/books" })).statusCode);
      expect(calls).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it("the site-wide limit answers 429 in the API's error shape", async () => {
    const app = await startApp({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const codes: number[] = [];
      let last = await app.app.inject({ method: "GET", url: "/api/books" });
      codes.push(last.statusCode);
      for (let i = 0; i < 3; i++) {
        last = await app.app.inject({ method: "GET", url: "/api/books" });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(last.json()).toMatchObject({
        code: "RATE_LIMITED",
        message: "Trop de requêtes, veuillez réessayer dans un instant.",
      });
    } finally {
      await app.close();
    }
  });
});
