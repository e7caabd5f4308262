import { REST_ROUTES } from "@bible/api";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, adminCaller, as, seedBible, seedPlan, signUp, startApp, type TestApp } from "./helpers";

let t: TestApp;
let reader: Account;
let questionId: number;

beforeAll(async () => {
  t = await startApp();
  await seedPlan(t.db);
  await seedBible(t.db);
  reader = await signUp(t.app);
  // A moderator too, so the moderation routes reach their input check (a reader is refused before it, 403).
  await adminCaller(t.db).admin.setModerator({ user: reader.id, moderator: true });
  questionId = (await adminCaller(t.db).community.create({ book: "Acts", chapter: 2, question: "?", answer: "!" })).id;
});
afterAll(() => t.close());

type BadCase = { request: () => InjectOptions; field: string };

/** For every REST route, a request with one bad part and the field its error must name. */
const badInput: Record<string, BadCase[]> = {
  "GET /reading/current": [{ request: () => ({ method: "GET", url: "/api/reading/current?day=zero" }), field: "day" }],
  "GET /reading/current/{day}": [{ request: () => ({ method: "GET", url: "/api/reading/current/-1" }), field: "day" }],
  "POST /reading/navigate": [
    { request: () => ({ method: "POST", url: "/api/reading/navigate", payload: {} }), field: "direction" },
    {
      request: () => ({ method: "POST", url: "/api/reading/navigate", payload: { direction: "next", day: 1.5 } }),
      field: "day",
    },
  ],
  "POST /reading/complete": [
    { request: () => ({ method: "POST", url: "/api/reading/complete", payload: { day: "x" } }), field: "day" },
  ],
  "GET /plans": [{ request: () => ({ method: "GET", url: "/api/plans?timeZone=Mars%2FOlympus" }), field: "timeZone" }],
  "POST /plans/{plan}/start": [
    {
      request: () => ({ method: "POST", url: "/api/plans/test-plan/start", payload: { startDate: "2026-02-30" } }),
      field: "startDate",
    },
    { request: () => ({ method: "POST", url: "/api/plans/no-such-plan/start", payload: {} }), field: "plan" },
  ],
  "POST /plans/{plan}/stop": [
    { request: () => ({ method: "POST", url: "/api/plans/Bad%20Plan/stop" }), field: "plan" },
  ],
  "GET /plans/{plan}/current": [
    { request: () => ({ method: "GET", url: "/api/plans/test-plan/current?day=9" }), field: "day" },
    { request: () => ({ method: "GET", url: "/api/plans/test-plan/current?startDate=soon" }), field: "startDate" },
  ],
  "POST /plans/{plan}/complete": [
    { request: () => ({ method: "POST", url: "/api/plans/test-plan/complete", payload: { day: 0 } }), field: "day" },
  ],
  "GET /plans/{plan}/progress": [
    { request: () => ({ method: "GET", url: "/api/plans/test-plan/progress" }), field: "plan" },
  ],
  "POST /plans/import-guest": [
    {
      request: () => ({
        method: "POST",
        url: "/api/plans/import-guest",
        payload: { plans: [{ plan: "test-plan", startDate: "2026-01-01", done: [-1] }] },
      }),
      field: "plans.0.done.0",
    },
  ],
  "GET /bible": [
    { request: () => ({ method: "GET", url: "/api/bible?book=Gen&chapter=1&language=fr" }), field: "version" },
  ],
  "GET /bible/{book}/{chapter}/{language}/{version}": [
    { request: () => ({ method: "GET", url: "/api/bible/Gen/1/fr/%20" }), field: "version" },
  ],
  "GET /chapters": [
    { request: () => ({ method: "GET", url: "/api/chapters?book=Gen&chapter=1" }), field: "versions" },
    { request: () => ({ method: "GET", url: "/api/chapters?book=Gen&chapter=1&versions=LSG" }), field: "versions.0" },
    { request: () => ({ method: "GET", url: "/api/chapters?book=Gen&chapter=0&versions=fr:LSG" }), field: "chapter" },
    { request: () => ({ method: "GET", url: "/api/chapters?book=Nope&chapter=1&versions=fr:LSG" }), field: "book" },
  ],
  "GET /packs/{version}": [
    { request: () => ({ method: "GET", url: "/api/packs/NOPE?reader=fr" }), field: "version" },
    { request: () => ({ method: "GET", url: "/api/packs/LSG?reader=zz" }), field: "reader" },
  ],
  "GET /packs/{version}/size": [
    { request: () => ({ method: "GET", url: "/api/packs/NOPE/size?reader=fr" }), field: "version" },
  ],
  "GET /bible-versions": [
    { request: () => ({ method: "GET", url: "/api/bible-versions?language=x" }), field: "language" },
  ],
  "GET /bible-versions/{language}": [
    { request: () => ({ method: "GET", url: "/api/bible-versions/zz" }), field: "language" },
  ],
  "GET /books": [{ request: () => ({ method: "GET", url: "/api/books?lang=zz" }), field: "lang" }],
  "GET /vocabulary/{userId}": [
    { request: () => ({ method: "GET", url: `/api/vocabulary/${reader.id}?language=zz` }), field: "language" },
  ],
  "POST /vocabulary": [
    { request: () => ({ method: "POST", url: "/api/vocabulary", payload: { language: "fr" } }), field: "word" },
    {
      request: () => ({
        method: "POST",
        url: "/api/vocabulary",
        payload: { word: "terre", language: "fr", strongs: "X1" },
      }),
      field: "strongs",
    },
    {
      request: () => ({
        method: "POST",
        url: "/api/vocabulary",
        payload: { word: "terre", language: "fr", place: { book: "Genesis", chapter: 99, verse: 1 } },
      }),
      field: "place.chapter",
    },
  ],
  "DELETE /vocabulary/{userId}/{wordId}": [
    { request: () => ({ method: "DELETE", url: `/api/vocabulary/${reader.id}/abc` }), field: "wordId" },
  ],
  "GET /bookmarks": [],
  "GET /bookmarks/{userId}": [],
  "POST /bookmarks": [
    {
      request: () => ({ method: "POST", url: "/api/bookmarks", payload: { book: "Gen", chapter: 1, text: "x" } }),
      field: "language",
    },
  ],
  "DELETE /bookmarks/{userId}/{bookmarkId}": [
    { request: () => ({ method: "DELETE", url: `/api/bookmarks/${reader.id}/0` }), field: "bookmarkId" },
  ],
  "GET /qa-history/{book}/{chapter}": [
    { request: () => ({ method: "GET", url: "/api/qa-history/Gen/x" }), field: "chapter" },
  ],
  "POST /qa-history/save/{id}": [{ request: () => ({ method: "POST", url: "/api/qa-history/save/x" }), field: "id" }],
  "DELETE /qa-history/save/{id}": [
    { request: () => ({ method: "DELETE", url: "/api/qa-history/save/1e3x" }), field: "id" },
  ],
  "DELETE /qa-history/save/{userId}/{qaId}": [
    { request: () => ({ method: "DELETE", url: `/api/qa-history/save/${reader.id}/99999999999` }), field: "qaId" },
  ],
  "GET /saved-qa/{userId}": [],
  "GET /community-questions": [
    { request: () => ({ method: "GET", url: "/api/community-questions?limit=1000" }), field: "limit" },
  ],
  "GET /community-questions/popular": [
    { request: () => ({ method: "GET", url: "/api/community-questions/popular?minVotes=many" }), field: "minVotes" },
  ],
  "GET /community-questions/{id}": [
    { request: () => ({ method: "GET", url: "/api/community-questions/abc" }), field: "id" },
  ],
  "GET /community-questions/user-votes/{userId}": [],
  "POST /community-questions/{id}/vote-tracked": [
    {
      request: () => ({
        method: "POST",
        url: `/api/community-questions/${questionId}/vote-tracked`,
        payload: { voteType: "up" },
      }),
      field: "voteType",
    },
  ],
  "POST /community-questions/{id}/view": [
    { request: () => ({ method: "POST", url: "/api/community-questions/0/view" }), field: "id" },
  ],
  "GET /community-questions/{id}/comments": [
    { request: () => ({ method: "GET", url: "/api/community-questions/1.5/comments" }), field: "id" },
  ],
  "GET /community-questions/mine": [],
  "GET /moderation/count": [],
  "GET /moderation/questions": [],
  "GET /moderation/comments": [],
  "POST /moderation/questions/{id}": [
    {
      request: () => ({ method: "POST", url: "/api/moderation/questions/x", payload: { decision: "approve" } }),
      field: "id",
    },
    {
      request: () => ({
        method: "POST",
        url: `/api/moderation/questions/${questionId}`,
        payload: { decision: "maybe" },
      }),
      field: "decision",
    },
  ],
  "PUT /moderation/questions/{id}/category": [
    {
      request: () => ({
        method: "PUT",
        url: `/api/moderation/questions/${questionId}/category`,
        payload: { category: "gossip" },
      }),
      field: "category",
    },
  ],
  "POST /moderation/comments/{id}": [
    { request: () => ({ method: "POST", url: "/api/moderation/comments/1", payload: {} }), field: "decision" },
  ],
  "POST /community-questions/{id}/comments": [
    {
      request: () => ({
        method: "POST",
        url: `/api/community-questions/${questionId}/comments`,
        payload: { content: 42 },
      }),
      field: "content",
    },
  ],
  "POST /auth/signup": [
    { request: () => ({ method: "POST", url: "/api/auth/signup", payload: { email: "a@b.co" } }), field: "password" },
  ],
  "POST /auth/login": [
    { request: () => ({ method: "POST", url: "/api/auth/login", payload: { password: "x" } }), field: "email" },
  ],
  "POST /auth/logout": [],
  "GET /logout": [],
  "GET /login": [
    { request: () => ({ method: "GET", url: `/api/login?redirect=${"a".repeat(2001)}` }), field: "redirect" },
  ],
  "GET /auth/login": [
    { request: () => ({ method: "GET", url: `/api/auth/login?redirect=${"a".repeat(2001)}` }), field: "redirect" },
  ],
  "GET /auth/user": [],
  "POST /auth/password/forgot": [
    {
      request: () => ({ method: "POST", url: "/api/auth/password/forgot", payload: { email: "nope" } }),
      field: "email",
    },
    {
      request: () => ({ method: "POST", url: "/api/auth/password/forgot", payload: { email: "a@b.co", lang: "xx" } }),
      field: "lang",
    },
  ],
  "POST /auth/password/reset": [
    {
      request: () => ({ method: "POST", url: "/api/auth/password/reset", payload: { token: "t", password: "short" } }),
      field: "password",
    },
    {
      request: () => ({
        method: "POST",
        url: "/api/auth/password/reset",
        payload: { password: "a lamp unto my feet" },
      }),
      field: "token",
    },
  ],
  "POST /auth/email/verify": [
    { request: () => ({ method: "POST", url: "/api/auth/email/verify", payload: { token: "" } }), field: "token" },
  ],
  "GET /user/preferences": [],
  "PUT /user/preferences": [
    {
      request: () => ({ method: "PUT", url: "/api/user/preferences", payload: { selectedLanguages: "fr" } }),
      field: "selectedLanguages",
    },
  ],
  "PATCH /user/preferences": [
    { request: () => ({ method: "PATCH", url: "/api/user/preferences", payload: {} }), field: "primaryLanguage" },
  ],
  "POST /user/verse-history": [
    {
      request: () => ({
        method: "POST",
        url: "/api/user/verse-history",
        payload: { book: "Gen", chapter: 1, language: "fr", version: "LSG" },
      }),
      field: "verses",
    },
  ],
  "GET /user/verse-history": [
    { request: () => ({ method: "GET", url: "/api/user/verse-history?limit=0" }), field: "limit" },
  ],
  "GET /translations/{language}": [],
  "GET /sources": [],
  "GET /occurrences/{strongs}": [
    { request: () => ({ method: "GET", url: "/api/occurrences/X26?language=french" }), field: "strongs" },
  ],
  "GET /search": [{ request: () => ({ method: "GET", url: "/api/search?q=" }), field: "q" }],
  "GET /reference": [{ request: () => ({ method: "GET", url: `/api/reference?q=${"J".repeat(101)}` }), field: "q" }],
  "GET /learning/words/{version}/{book}/{chapter}": [
    { request: () => ({ method: "GET", url: "/api/learning/words/LSG/Genesis/1?language=zz" }), field: "language" },
    { request: () => ({ method: "GET", url: "/api/learning/words/LSG/Genesis/0?language=fr" }), field: "chapter" },
  ],
  "GET /learning/states": [
    { request: () => ({ method: "GET", url: "/api/learning/states?language=zz" }), field: "language" },
  ],
  "POST /learning/states": [
    {
      request: () => ({
        method: "POST",
        url: "/api/learning/states",
        payload: { language: "fr", lemmas: [], state: "known" },
      }),
      field: "lemmas",
    },
    {
      request: () => ({
        method: "POST",
        url: "/api/learning/states",
        payload: { language: "fr", lemmas: ["terre"], state: "forgotten" },
      }),
      field: "state",
    },
    {
      request: () => ({
        method: "POST",
        url: "/api/learning/states",
        payload: {
          language: "fr",
          lemmas: ["terre"],
          state: "learning",
          place: { version: "LSG", book: "Genesis", chapter: 1, verse: 0 },
        },
      }),
      field: "place.verse",
    },
    {
      request: () => ({
        method: "POST",
        url: "/api/learning/states",
        payload: { language: "fr", lemmas: ["terre"], state: "learning", readerLanguage: "zz" },
      }),
      field: "readerLanguage",
    },
  ],
  "POST /learning/import-guest": [
    {
      request: () => ({
        method: "POST",
        url: "/api/learning/import-guest",
        payload: { words: [{ language: "fr", lemma: "terre", state: "new" }] },
      }),
      field: "words.0.state",
    },
  ],
  "GET /learning/counts": [],
  "GET /learning/core/{version}": [
    { request: () => ({ method: "GET", url: "/api/learning/core/LSG?limit=0" }), field: "limit" },
  ],
  "GET /learning/core/{version}/progress": [
    { request: () => ({ method: "GET", url: "/api/learning/core/LSG/progress?size=51" }), field: "size" },
  ],
  "POST /learning/core/{version}/learn": [
    {
      request: () => ({ method: "POST", url: "/api/learning/core/LSG/learn", payload: { lemmas: [] } }),
      field: "lemmas",
    },
    {
      request: () => ({
        method: "POST",
        url: "/api/learning/core/LSG/learn",
        payload: { lemmas: ["terre"], readerLanguage: "zz" },
      }),
      field: "readerLanguage",
    },
  ],
  "GET /review/due": [
    { request: () => ({ method: "GET", url: "/api/review/due?timeZone=Mars%2FOlympus" }), field: "timeZone" },
  ],
  "POST /review/grade": [
    {
      request: () => ({ method: "POST", url: "/api/review/grade", payload: { cardId: 1, grade: 5, reps: 0 } }),
      field: "grade",
    },
  ],
  "GET /review/counts": [
    { request: () => ({ method: "GET", url: "/api/review/counts?timeZone=Mars%2FOlympus" }), field: "timeZone" },
  ],
  "GET /review/summary": [
    { request: () => ({ method: "GET", url: "/api/review/summary?since=yesterday" }), field: "since" },
  ],
  "GET /review/schedule": [],
  "POST /review/schedule": [],
  "GET /vocabulary/export": [
    { request: () => ({ method: "GET", url: "/api/vocabulary/export?format=pdf" }), field: "format" },
    {
      request: () => ({ method: "GET", url: "/api/vocabulary/export?format=apkg&readerLanguage=zz" }),
      field: "readerLanguage",
    },
  ],
  "POST /vocabulary/import": [
    { request: () => ({ method: "POST", url: "/api/vocabulary/import", payload: { csv: "" } }), field: "csv" },
  ],
  "POST /account/password": [
    {
      request: () => ({
        method: "POST",
        url: "/api/account/password",
        payload: { currentPassword: "x", newPassword: "y" },
      }),
      field: "newPassword",
    },
  ],
  "GET /account/sessions": [],
  "GET /account/email": [],
  "POST /account/email/verification": [
    {
      request: () => ({ method: "POST", url: "/api/account/email/verification", payload: { lang: 3 } }),
      field: "lang",
    },
  ],
  "DELETE /account/sessions/{id}": [
    { request: () => ({ method: "DELETE", url: `/api/account/sessions/${"s".repeat(129)}` }), field: "id" },
  ],
  "GET /account/export": [],
  "POST /account/delete": [
    { request: () => ({ method: "POST", url: "/api/account/delete", payload: {} }), field: "password" },
  ],
  "POST /account/import": [
    {
      request: () => ({ method: "POST", url: "/api/account/import", payload: { format: "other", version: 2 } }),
      field: "format",
    },
    {
      request: () => ({
        method: "POST",
        url: "/api/account/import",
        payload: {
          format: "bible-polyglotte-account",
          version: 2,
          vocabulary: [
            {
              word: "nul\u0000",
              definition: "",
              context: "",
              language: "fr",
              grammaticalInfo: {},
              original: null,
              place: null,
              cards: [],
            },
          ],
        },
      }),
      field: "vocabulary.0.word",
    },
  ],
};

describe("bad input", () => {
  it("has a row for every REST route (the AI routes have their own suite)", () => {
    const routes = REST_ROUTES.filter((r) => !r.procedure.startsWith("ai.")).map((r) => `${r.method} ${r.path}`);
    expect(Object.keys(badInput).sort()).toEqual(routes.sort());
  });

  const cases = Object.entries(badInput).flatMap(([route, list]) =>
    list.map((c, i) => [`${route} #${i + 1}`, c] as const),
  );
  it.each(cases)("%s answers 400 naming the field", async (_name, { request, field }) => {
    const response = await t.app.inject(as(reader, request()));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toContain(`« ${field} »`);
  });
});

const JUNK_BODIES: InjectOptions[] = [
  { payload: "{not json", headers: { "content-type": "application/json" } },
  { payload: "[1,2,3]", headers: { "content-type": "application/json" } },
  { payload: '"text"', headers: { "content-type": "application/json" } },
  { payload: "null", headers: { "content-type": "application/json" } },
  { payload: "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } },
  {
    payload: JSON.stringify({ book: { $gt: "" }, chapter: [1], id: -1, userId: 7, language: null, day: 1e308 }),
    headers: { "content-type": "application/json" },
  },
];
const JUNK_SEGMENTS = ["%00", "'%20OR%201=1", "%F0%9F%98%80", "9".repeat(40), "..%2F..%2Fetc"];
const JUNK_QUERIES = ["?day=NaN&limit=-0&book[]=x&language[a]=b", "?chapter=Infinity&minVotes=1e400"];

describe("junk never causes a 5xx", () => {
  for (const route of REST_ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      // Its own reader: the sign-out routes end the session they are given.
      const someone = await signUp(t.app);
      const requests: InjectOptions[] = [];
      const withParams = (segment: string) => `/api${route.path.replace(/\{\w+\}/g, segment)}`;
      for (const segment of JUNK_SEGMENTS) {
        for (const query of JUNK_QUERIES) {
          requests.push({ method: route.method, url: `${withParams(segment)}${query}` });
        }
      }
      if (route.method !== "GET" && route.method !== "DELETE") {
        for (const body of JUNK_BODIES) requests.push({ method: route.method, url: withParams("1"), ...body });
      }
      for (const request of requests) {
        for (const who of [null, someone]) {
          const response = await t.app.inject(as(who, request));
          expect(
            response.statusCode,
            `${request.method} ${request.url} ${String(request.payload)}: ${response.body}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
          }
        }
      }
    });
  }
});
