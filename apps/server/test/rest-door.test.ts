import { type Caller, createCaller, createContext, publishQuestion, REST_ROUTES, recordQaEntry } from "@bible/api";
import { apiErrorSchema } from "@bible/api/errors";
import { issueAccountToken } from "@bible/api/testing";
import { backfillSearchIndex } from "@bible/bible-import";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, adminCaller, as, seedBible, seedPlan, signUp, startApp, type TestApp } from "./helpers";

// Every REST path (SPEC §7, both shapes where the spec gives two) answers as its procedure does: a read answers
// the very JSON the procedure returns to an in-process caller, a write its status and the shape it promises.
// What the procedures answer in every case is tested beside them, in packages/api.

let t: TestApp;
let reader: Account;
let api: Caller;
let questionId: number;
let moderator: Account;
let moderatorApi: Caller;

beforeAll(async () => {
  t = await startApp();
  await seedPlan(t.db, 3);
  await seedBible(t.db);
  reader = await signUp(t.app);
  api = createCaller(await createContext({ db: t.db, sessionToken: reader.cookie.replace("session=", "") }));
  questionId = (await adminCaller(t.db).community.create({ book: "Matthew", chapter: 5, question: "?", answer: "!" }))
    .id;
  await api.community.addComment({ id: questionId, content: "Merci." });
  moderator = await signUp(t.app, "Modérateur");
  await adminCaller(t.db).admin.setModerator({ user: moderator.id, moderator: true });
  moderatorApi = createCaller(
    await createContext({ db: t.db, sessionToken: moderator.cookie.replace("session=", "") }),
  );
  await guestQuestion();
  await api.library.addBookmark({ book: "Ruth", chapter: 1, text: "Ton peuple sera mon peuple", language: "fr" });
  await api.vocabulary.add({ word: "lumière", language: "fr" });
  await recordQaEntry(t.db, {
    userId: reader.id,
    book: "John",
    chapter: 3,
    language: "fr",
    question: "?",
    answer: "!",
  });
});
afterAll(() => t.close());

type Row = {
  request: () => Promise<InjectOptions> | InjectOptions;
  /** The procedure's own answer, which the JSON body must equal. */
  same?: () => Promise<unknown>;
  status?: number;
  check?: (response: LightMyRequestResponse) => void | Promise<void>;
};

const json = (value: unknown) => JSON.parse(JSON.stringify(value));
const get = (url: string): InjectOptions => as(reader, { method: "GET", url });
const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object): InjectOptions =>
  as(reader, { method, url, ...(payload ? { payload } : {}) });

async function ownBookmark(): Promise<number> {
  return (await api.library.addBookmark({ book: "Luke", chapter: 15, text: "Le fils prodigue", language: "fr" })).id;
}

async function ownQa(saved: boolean): Promise<number> {
  const entry = await recordQaEntry(t.db, {
    userId: reader.id,
    book: "Luke",
    chapter: 15,
    language: "fr",
    question: "Qui ?",
    answer: "Le père.",
  });
  if (saved) await api.library.saveQa({ id: entry.id });
  return entry.id;
}

/** A question a guest asked, waiting for a moderator. */
async function guestQuestion(): Promise<number> {
  return (await publishQuestion(t.db, { book: "Mark", chapter: 4, question: "Semeur ?", answer: "!" }, "pending")).id;
}

const moderate = (method: "GET" | "POST" | "PUT", url: string, payload?: object): InjectOptions =>
  as(moderator, { method, url, ...(payload ? { payload } : {}) });

const chapter = { book: "Genesis", chapter: 1, language: "french", version: "LSG" };

const ROWS: Record<string, Row> = {
  "POST /auth/signup": {
    request: () => ({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "door@example.org", password: "through the door" },
      headers: { "x-forwarded-for": "10.99.0.1" },
    }),
    status: 201,
    check: (response) => expect(response.json()).toMatchObject({ email: "door@example.org", firstName: null }),
  },
  "POST /auth/login": {
    request: () => ({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "door@example.org", password: "through the door" },
    }),
    check: (response) => expect(response.json()).toMatchObject({ email: "door@example.org" }),
  },
  "POST /auth/logout": {
    request: async () => as(await signUp(t.app), { method: "POST", url: "/api/auth/logout" }),
    status: 204,
    check: (response) => expect(response.body).toBe(""),
  },
  "GET /logout": {
    request: async () => as(await signUp(t.app), { method: "GET", url: "/api/logout" }),
    status: 302,
    check: (response) => expect(response.headers.location).toBe("/"),
  },
  "GET /login": {
    request: () => ({ method: "GET", url: "/api/login?redirect=/bibliotheque" }),
    status: 302,
    check: (response) => expect(response.headers.location).toBe("/connexion?redirect=%2Fbibliotheque"),
  },
  "GET /auth/login": {
    request: () => get("/api/auth/login?redirect=/bibliotheque"),
    status: 302,
    check: (response) => expect(response.headers.location).toBe("/bibliotheque"),
  },
  "GET /auth/user": { request: () => get("/api/auth/user"), same: () => api.auth.user({}) },
  "POST /auth/password/forgot": {
    request: () => ({ method: "POST", url: "/api/auth/password/forgot", payload: { email: reader.email, lang: "en" } }),
    // No SMTP_URL here: the link goes to the server's log.
    check: (response) => expect(response.json()).toEqual({ sent: true, delivery: "log" }),
  },
  "POST /auth/password/reset": {
    request: async () => {
      const account = await signUp(t.app);
      const token = await issueAccountToken(t.db, "password-reset", { userId: account.id, email: account.email });
      return { method: "POST", url: "/api/auth/password/reset", payload: { token, password: "a lamp unto my feet" } };
    },
    check: (response) => {
      expect(response.json()).toMatchObject({ email: expect.stringMatching(/@example\.org$/) });
      expect(response.cookies.find((c) => c.name === "session")?.value).toMatch(/^[a-z2-7]{32}$/);
    },
  },
  "POST /auth/email/verify": {
    request: async () => {
      const token = await issueAccountToken(t.db, "email-verification", { userId: reader.id, email: reader.email });
      return { method: "POST", url: "/api/auth/email/verify", payload: { token } };
    },
    check: (response) => expect(response.json()).toEqual({ verified: true, email: reader.email }),
  },

  "POST /account/password": {
    request: async () => {
      const account = await signUp(t.app);
      return as(account, {
        method: "POST",
        url: "/api/account/password",
        payload: { currentPassword: "correct horse battery", newPassword: "another horse battery" },
      });
    },
    check: (response) => expect(response.json()).toEqual({ changed: true, endedSessions: 0 }),
  },
  "GET /account/sessions": { request: () => get("/api/account/sessions"), same: () => api.account.sessions() },
  "GET /account/email": { request: () => get("/api/account/email"), same: () => api.account.email() },
  "POST /account/email/verification": {
    request: async () =>
      as(await signUp(t.app), { method: "POST", url: "/api/account/email/verification", payload: {} }),
    check: (response) => expect(response.json()).toEqual({ sent: true, delivery: "log" }),
  },
  "DELETE /account/sessions/{id}": {
    request: async () => {
      const account = await signUp(t.app);
      const other = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: account.email, password: "correct horse battery" },
      });
      const otherCookie = `session=${other.cookies.find((c) => c.name === "session")?.value}`;
      const sessions = await t.app.inject(as(account, { method: "GET", url: "/api/account/sessions" }));
      const id = sessions.json().find((s: { current: boolean }) => !s.current).id;
      expect(
        (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: otherCookie } })).statusCode,
      ).toBe(200);
      return as(account, { method: "DELETE", url: `/api/account/sessions/${id}` });
    },
    check: (response) => expect(response.json()).toEqual({ ended: true }),
  },
  "GET /account/export": {
    request: () => get("/api/account/export"),
    check: async (response) => {
      const { exportedAt: _, ...data } = response.json();
      const { exportedAt: __, ...same } = json(await api.account.exportData());
      expect(data).toEqual(same);
    },
  },
  "POST /account/import": {
    request: async () => send("POST", "/api/account/import", json(await api.account.exportData())),
    check: (response) =>
      expect(response.json()).toMatchObject({ preferences: true, bookmarks: 1, vocabulary: 1, skipped: { plans: [] } }),
  },

  "POST /account/delete": {
    request: async () =>
      as(await signUp(t.app), {
        method: "POST",
        url: "/api/account/delete",
        payload: { password: "correct horse battery" },
      }),
    check: (response) => {
      expect(response.json()).toEqual({ deleted: true });
      expect(response.cookies.find((c) => c.name === "session")?.value).toBe("");
    },
  },

  "GET /user/preferences": { request: () => get("/api/user/preferences"), same: () => api.preferences.get({}) },
  "PUT /user/preferences": {
    request: () => send("PUT", "/api/user/preferences", { selectedLanguages: ["fr", "en"] }),
    check: async (response) => expect(response.json()).toEqual(json(await api.preferences.get({}))),
  },
  "PATCH /user/preferences": {
    request: () => send("PATCH", "/api/user/preferences", { primaryLanguage: "en" }),
    check: (response) => expect(response.json().primaryLanguage).toBe("english"),
  },
  "POST /user/verse-history": {
    request: () =>
      send("POST", "/api/user/verse-history", {
        book: "Gen",
        chapter: 1,
        verses: "1-3",
        language: "fr",
        version: "LSG",
      }),
    status: 201,
    check: (response) => expect(response.json()).toMatchObject({ book: "Genesis", verses: "1-3", version: "LSG" }),
  },
  "GET /user/verse-history": {
    request: () => get("/api/user/verse-history?limit=5"),
    same: () => api.preferences.history({ limit: 5 }),
  },

  "GET /reading/current": {
    request: () => get("/api/reading/current?lang=en"),
    same: () => api.reading.current({ lang: "en" }),
  },
  "GET /reading/current/{day}": {
    request: () => get("/api/reading/current/2"),
    same: () => api.reading.current({ day: 2 }),
  },
  "POST /reading/navigate": {
    request: () => ({ method: "POST", url: "/api/reading/navigate", payload: { direction: "next", day: 1 } }),
    check: (response) => expect(response.json()).toMatchObject({ day: 2, hasPrevious: true }),
  },
  "POST /reading/complete": {
    request: () => send("POST", "/api/reading/complete", { day: 3 }),
    check: (response) => expect(response.json()).toMatchObject({ day: 3, completed: true }),
  },

  "GET /plans": {
    request: () => get("/api/plans?lang=en"),
    same: () => api.plans.list({ lang: "en" }),
  },
  "POST /plans/{plan}/start": {
    request: () => send("POST", "/api/plans/test-plan/start", { startDate: "2026-01-01", timeZone: "Europe/Paris" }),
    check: (response) =>
      expect(response.json()).toMatchObject({ code: "test-plan", followed: { startDate: "2026-01-01", active: true } }),
  },
  "GET /plans/{plan}/current": {
    request: () => get("/api/plans/test-plan/current?day=2&timeZone=Europe%2FParis"),
    same: () => api.reading.current({ plan: "test-plan", day: 2, timeZone: "Europe/Paris" }),
  },
  "POST /plans/{plan}/complete": {
    request: () => send("POST", "/api/plans/test-plan/complete", { day: 1 }),
    check: (response) => expect(response.json()).toMatchObject({ plan: "test-plan", day: 1, completed: true }),
  },
  "GET /plans/{plan}/progress": {
    request: async () => {
      await api.plans.start({ plan: "test-plan", startDate: "2026-01-01" });
      return get("/api/plans/test-plan/progress");
    },
    same: () => api.plans.progress({ plan: "test-plan" }),
  },
  "POST /plans/{plan}/stop": {
    request: async () => {
      await api.plans.start({ plan: "test-plan", startDate: "2026-01-01" });
      return send("POST", "/api/plans/test-plan/stop");
    },
    check: (response) => expect(response.json()).toEqual({ plan: "test-plan", stopped: true }),
  },
  "POST /plans/import-guest": {
    request: () =>
      send("POST", "/api/plans/import-guest", {
        plans: [{ plan: "test-plan", startDate: "2026-02-01", done: [2], active: true }],
      }),
    check: (response) =>
      expect(response.json()).toContainEqual(
        expect.objectContaining({ code: "test-plan", followed: expect.any(Object) }),
      ),
  },

  "GET /translations/{language}": {
    request: () => get("/api/translations/de"),
    same: () => api.translations.get({ language: "de" }),
    check: (response) => expect(response.headers["cache-control"]).toBe("public, max-age=3600"),
  },

  "GET /bible": {
    request: () => get("/api/bible?book=Genesis&chapter=1&language=french&version=LSG"),
    same: () => api.bible.chapter(chapter),
  },
  "GET /bible/{book}/{chapter}/{language}/{version}": {
    request: () => get("/api/bible/Genesis/1/french/LSG"),
    same: () => api.bible.chapter(chapter),
  },
  "GET /chapters": {
    request: () => get("/api/chapters?book=Genesis&chapter=1&versions=fr:LSG&versions=en:KJV&versions=en:NIV"),
    same: () => api.bible.chapters({ book: "Genesis", chapter: 1, versions: ["fr:LSG", "en:KJV", "en:NIV"] }),
  },
  "GET /packs/{version}": {
    request: () => get("/api/packs/LSG?reader=fr"),
    same: () => api.bible.pack({ version: "LSG", reader: "fr" }),
    check: (response) => {
      expect(response.headers["cache-control"]).toContain("public");
      expect(response.headers.etag).toBeTruthy();
      const pack = response.json();
      expect(pack).toMatchObject({ version: "LSG", language: "french", reader: "french" });
      // Genesis 1 and Psalm 23 of the seed, each chapter at its place.
      expect(pack.books[0].chapters[0]).toHaveLength(31);
      expect(pack.books[1].chapters[22][0]).toMatchObject({
        v: 1,
        t: "L'Éternel est mon berger",
        h: "Psaume de David.",
      });
    },
  },
  "GET /packs/{version}/size": {
    request: () => get("/api/packs/LSG/size?reader=fr"),
    same: () => api.bible.packSize({ version: "LSG", reader: "fr" }),
    check: (response) => {
      const size = response.json();
      expect(size.bytes).toBeGreaterThan(0);
      expect(size.rawBytes).toBeGreaterThan(size.bytes);
    },
  },
  "GET /bible-versions": {
    request: () => get("/api/bible-versions?language=en"),
    same: () => api.bible.versions({ language: "en" }),
  },
  "GET /bible-versions/{language}": {
    request: () => get("/api/bible-versions/french"),
    same: () => api.bible.versions({ language: "french" }),
  },
  "GET /books": { request: () => get("/api/books?lang=de"), same: () => api.bible.books({ lang: "de" }) },
  "GET /sources": { request: () => get("/api/sources"), same: () => api.sources.list() },

  "GET /bookmarks": { request: () => get("/api/bookmarks"), same: () => api.library.bookmarks({}) },
  "GET /bookmarks/{userId}": {
    request: () => get(`/api/bookmarks/${reader.id}`),
    same: () => api.library.bookmarks({ userId: reader.id }),
  },
  "POST /bookmarks": {
    request: () =>
      send("POST", "/api/bookmarks", { book: "Jude", chapter: 1, text: "Jude, serviteur", language: "fr" }),
    status: 201,
    check: (response) => expect(response.json()).toMatchObject({ book: "Jude", verse: 1 }),
  },
  "DELETE /bookmarks/{userId}/{bookmarkId}": {
    request: async () => send("DELETE", `/api/bookmarks/${reader.id}/${await ownBookmark()}`),
    check: (response) => expect(response.json()).toMatchObject({ deleted: true }),
  },
  "GET /qa-history/{book}/{chapter}": {
    request: () => get("/api/qa-history/John/3"),
    same: () => api.library.qaHistory({ book: "John", chapter: 3 }),
  },
  "POST /qa-history/save/{id}": {
    request: async () => send("POST", `/api/qa-history/save/${await ownQa(false)}`),
    check: (response) => expect(response.json()).toMatchObject({ isSaved: true }),
  },
  "DELETE /qa-history/save/{id}": {
    request: async () => send("DELETE", `/api/qa-history/save/${await ownQa(true)}`),
    check: (response) => expect(response.json()).toMatchObject({ isSaved: false }),
  },
  "DELETE /qa-history/save/{userId}/{qaId}": {
    request: async () => send("DELETE", `/api/qa-history/save/${reader.id}/${await ownQa(true)}`),
    check: (response) => expect(response.json()).toMatchObject({ isSaved: false }),
  },
  "GET /saved-qa/{userId}": {
    request: () => get(`/api/saved-qa/${reader.id}`),
    same: () => api.library.savedQa({ userId: reader.id }),
  },

  "GET /vocabulary/{userId}": {
    request: () => get(`/api/vocabulary/${reader.id}?language=fr`),
    same: () => api.vocabulary.list({ userId: reader.id, language: "fr" }),
  },
  "POST /vocabulary": {
    request: () =>
      send("POST", "/api/vocabulary", {
        userId: reader.id,
        word: "terre",
        language: "fr",
        place: { book: "Genesis", chapter: 1, verse: 1 },
      }),
    check: (response) =>
      expect(response.json()).toMatchObject({
        word: "terre",
        language: "french",
        place: { book: "Genesis", chapter: 1, verse: 1 },
      }),
  },
  "DELETE /vocabulary/{userId}/{wordId}": {
    request: async () =>
      send("DELETE", `/api/vocabulary/${reader.id}/${(await api.vocabulary.add({ word: "ciel", language: "fr" })).id}`),
    check: (response) => expect(response.json()).toMatchObject({ deleted: true }),
  },
  "GET /vocabulary/export": {
    request: () => get("/api/vocabulary/export?format=anki&language=fr"),
    same: () => api.vocabulary.export({ format: "anki", language: "fr" }),
  },
  "POST /vocabulary/import": {
    request: () =>
      send("POST", "/api/vocabulary/import", { csv: "word,language,translation\r\nsalut,fr,salvation\r\n" }),
    check: (response) => expect(response.json()).toEqual({ imported: 1, created: 1, updated: 0 }),
  },
  "GET /learning/words/{version}/{book}/{chapter}": {
    request: () => get("/api/learning/words/LSG/Genesis/1?language=fr"),
    same: () => api.learning.chapterWords({ version: "LSG", book: "Genesis", chapter: 1, language: "fr" }),
  },
  "POST /learning/states": {
    request: () => send("POST", "/api/learning/states", { language: "fr", lemmas: ["lumière"], state: "known" }),
    check: (response) => expect(response.json()).toEqual({ language: "french", changed: 1 }),
  },
  "GET /learning/states": {
    request: () => get("/api/learning/states?language=fr"),
    same: () => api.learning.states({ language: "fr" }),
    check: (response) => expect(response.json().words).toContainEqual({ lemma: "lumière", state: "known" }),
  },
  "POST /learning/import-guest": {
    request: () =>
      send("POST", "/api/learning/import-guest", { words: [{ language: "fr", lemma: "ténèbres", state: "learning" }] }),
    check: (response) => expect(response.json()).toEqual({ imported: 1 }),
  },
  "GET /learning/counts": {
    request: () => get("/api/learning/counts"),
    same: () => api.learning.counts(),
  },
  "GET /learning/core/{version}": {
    request: () => get("/api/learning/core/LSG?limit=3"),
    same: () => api.learning.coreVocabulary({ version: "LSG", limit: 3 }),
    check: (response) => expect(response.json().words).toHaveLength(3),
  },
  "GET /learning/core/{version}/progress": {
    request: () => get("/api/learning/core/LSG/progress?size=2"),
    same: () => api.learning.coreProgress({ version: "LSG", size: 2 }),
  },
  "POST /learning/core/{version}/learn": {
    request: async () => {
      const [next] = (await api.learning.coreProgress({ version: "LSG", size: 1 })).next;
      return send("POST", "/api/learning/core/LSG/learn", { lemmas: [next?.lemma ?? "?"], readerLanguage: "en" });
    },
    check: (response) => expect(response.json()).toMatchObject({ language: "french", learnt: [expect.any(String)] }),
  },
  "GET /review/due": {
    request: () => get("/api/review/due?language=fr&timeZone=Europe/Paris"),
    same: () => api.review.due({ language: "fr", timeZone: "Europe/Paris" }),
  },
  "POST /review/grade": {
    request: async () => {
      const word = await api.vocabulary.add({ word: "grâce", language: "fr" });
      const [card] = await api.review.due({ wordId: word.id });
      return send("POST", "/api/review/grade", { cardId: card?.id, grade: 3, reps: 0 });
    },
    check: (response) => expect(response.json()).toMatchObject({ reps: 1, state: 1 }),
  },
  "GET /review/counts": {
    request: () => get("/api/review/counts?timeZone=Asia/Tokyo"),
    same: () => api.review.counts({ timeZone: "Asia/Tokyo" }),
  },
  "GET /review/summary": {
    request: () => get("/api/review/summary?since=2026-01-01T00:00:00Z"),
    same: () => api.review.summary({ since: "2026-01-01T00:00:00Z" }),
  },
  "GET /review/schedule": {
    request: () => get("/api/review/schedule"),
    same: () => api.review.schedule(),
  },
  "POST /review/schedule": {
    request: () => send("POST", "/api/review/schedule"),
    status: 412,
    check: (response) => expect(response.json()).toMatchObject({ code: "NOT_ENOUGH_REVIEWS", needed: 400 }),
  },

  "GET /community-questions": {
    request: () => get("/api/community-questions?book=Matthew"),
    same: () => api.community.list({ book: "Matthew" }),
  },
  "GET /community-questions/popular": {
    request: () => get("/api/community-questions/popular?limit=30&minVotes=0"),
    same: () => api.community.popular({ limit: 30, minVotes: 0 }),
  },
  "GET /community-questions/{id}": {
    request: () => get(`/api/community-questions/${questionId}`),
    same: () => api.community.get({ id: questionId }),
  },
  "GET /community-questions/user-votes/{userId}": {
    request: () => get(`/api/community-questions/user-votes/${reader.id}`),
    same: () => api.community.userVotes({ userId: reader.id }),
  },
  "POST /community-questions/{id}/vote-tracked": {
    request: () => send("POST", `/api/community-questions/${questionId}/vote-tracked`, { voteType: 1 }),
    check: (response) => expect(response.json()).toEqual({ questionId, voteType: 1, votes: 1 }),
  },
  "POST /community-questions/{id}/view": {
    request: () => send("POST", `/api/community-questions/${questionId}/view`),
    check: (response) => expect(response.json()).toMatchObject({ questionId, counted: true }),
  },
  "GET /community-questions/{id}/comments": {
    request: () => get(`/api/community-questions/${questionId}/comments`),
    same: () => api.community.comments({ id: questionId }),
  },
  "POST /community-questions/{id}/comments": {
    request: () => send("POST", `/api/community-questions/${questionId}/comments`, { content: "Éclairant." }),
    status: 201,
    check: (response) => expect(response.json()).toMatchObject({ content: "Éclairant.", status: "pending" }),
  },
  "GET /community-questions/mine": {
    request: () => get("/api/community-questions/mine"),
    same: () => api.community.mine(),
  },

  "GET /moderation/count": {
    request: () => moderate("GET", "/api/moderation/count"),
    same: () => moderatorApi.community.pendingCount(),
  },
  "GET /moderation/questions": {
    request: () => moderate("GET", "/api/moderation/questions"),
    same: () => moderatorApi.community.pendingQuestions(),
  },
  "POST /moderation/questions/{id}": {
    request: async () =>
      moderate("POST", `/api/moderation/questions/${await guestQuestion()}`, { decision: "approve" }),
    check: (response) => expect(response.json()).toMatchObject({ status: "approved" }),
  },
  "PUT /moderation/questions/{id}/category": {
    request: async () =>
      moderate("PUT", `/api/moderation/questions/${await guestQuestion()}/category`, { category: "culture" }),
    check: (response) => expect(response.json()).toMatchObject({ category: "culture" }),
  },
  "GET /moderation/comments": {
    request: () => moderate("GET", "/api/moderation/comments"),
    same: () => moderatorApi.community.pendingComments(),
  },
  "POST /moderation/comments/{id}": {
    request: async () => {
      const comment = await api.community.addComment({ id: questionId, content: "Publicité." });
      return moderate("POST", `/api/moderation/comments/${comment.id}`, { decision: "reject" });
    },
    check: (response) => expect(response.json()).toMatchObject({ status: "rejected" }),
  },

  // No model is configured here: the offline provider answers words, explanations and questions.
  "POST /word-definition": {
    request: () =>
      send("POST", "/api/word-definition", {
        word: "terre",
        context: "[terre]",
        targetLanguage: "fr",
        nativeLanguage: "fr",
      }),
    check: (response) => expect(response.json()).toMatchObject({ word: "terre" }),
  },
  "POST /explanation": {
    request: () => send("POST", "/api/explanation", { book: "Genesis", chapter: 1, verses: "1-3", language: "fr" }),
    check: (response) => expect(response.json()).toHaveProperty("explanation"),
  },
  // Without a model a chapter question is answered from the verses that match it (search/offline-answer).
  "POST /ask-question": {
    request: async () => {
      await backfillSearchIndex(t.db);
      return send("POST", "/api/ask-question", { question: "Que dit le commencement ?", book: "Genesis", chapter: 1 });
    },
    check: (response) => expect(response.json().answer).toContain("(/lire?book=Genesis&chapter=1&verse="),
  },
  "GET /search": {
    // The seeded verses were written without the installer: their full-text index is built as at start-up.
    request: async () => {
      await backfillSearchIndex(t.db);
      return get("/api/search?q=commencement&version=LSG&pageSize=5&page=1");
    },
    same: () => api.search.query({ q: "commencement", version: "LSG", pageSize: 5, page: 1 }),
    check: (response) => expect(response.json()).toMatchObject({ kind: "verses", total: 31 }),
  },
  "GET /reference": {
    request: () => get(`/api/reference?q=${encodeURIComponent("Jn 3,16")}&language=fr`),
    same: () => api.search.reference({ q: "Jn 3,16", language: "fr" }),
    check: (response) => expect(response.json()).toEqual({ book: "John", bookId: "John", chapter: 3, verse: 16 }),
  },
  "GET /occurrences/{strongs}": {
    request: () => get("/api/occurrences/H7462?language=fr&page=1&pageSize=5"),
    same: () => api.bible.occurrences({ strongs: "H7462", language: "fr", page: 1, pageSize: 5 }),
    check: (response) => expect(response.json()).toMatchObject({ strongs: "H7462", version: "LSG", pageSize: 5 }),
  },
  "POST /context-translation": {
    request: () => send("POST", "/api/context-translation", { context: "In the beginning, verse 31", language: "fr" }),
    check: (response) => expect(response.json()).toEqual({ context: "Au commencement, verset 31" }),
  },
};

/** Refusals each path really answers (beyond 400, 401, 403 and 500), for the OpenAPI check below. */
const REFUSALS: {
  route: string;
  status: number;
  code: string;
  request: () => InjectOptions | Promise<InjectOptions>;
}[] = [
  {
    route: "POST /auth/signup",
    status: 409,
    code: "EMAIL_TAKEN",
    request: () => ({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: reader.email, password: "through another door" },
    }),
  },
  {
    route: "POST /auth/signup",
    status: 400,
    code: "WEAK_PASSWORD",
    request: () => ({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "weak@example.org", password: "12345678" },
    }),
  },
  {
    route: "POST /auth/password/reset",
    status: 400,
    code: "INVALID_TOKEN",
    request: () => ({
      method: "POST",
      url: "/api/auth/password/reset",
      payload: { token: "a".repeat(52), password: "a lamp unto my feet" },
    }),
  },
  {
    route: "POST /bookmarks",
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    request: () =>
      as(reader, {
        method: "POST",
        url: "/api/bookmarks",
        payload: "<x/>",
        headers: { "content-type": "application/xml" },
      }),
  },
  {
    route: "POST /word-definition",
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    request: () => send("POST", "/api/word-definition", { word: "x", context: "y".repeat(200_000) }),
  },
  {
    route: "POST /moderation/comments/{id}",
    status: 404,
    code: "NOT_FOUND",
    request: () => moderate("POST", "/api/moderation/comments/999999", { decision: "approve" }),
  },
  {
    route: "GET /community-questions/{id}",
    status: 404,
    code: "NOT_FOUND",
    request: () => get("/api/community-questions/999999"),
  },
  {
    route: "POST /community-questions/{id}/vote-tracked",
    status: 409,
    code: "ALREADY_VOTED",
    request: async () => {
      await api.community.vote({ id: questionId, voteType: -1 }).catch(() => undefined);
      return send("POST", `/api/community-questions/${questionId}/vote-tracked`, { voteType: -1 });
    },
  },
  {
    route: "POST /ask-question",
    // Without a model the chapter's texts answer; a question none of their words meets is refused.
    status: 422,
    code: "OFF_TOPIC",
    request: () => send("POST", "/api/ask-question", { question: "Qui ?", book: "Genesis", chapter: 1 }),
  },
  {
    route: "POST /auth/login",
    status: 429,
    code: "RATE_LIMITED",
    request: async () => {
      const attempt = () => ({
        method: "POST" as const,
        url: "/api/auth/login",
        payload: { email: "door@example.org", password: "wrong password" },
        headers: { "x-forwarded-for": "10.99.0.77" },
      });
      for (let i = 0; i < 5; i += 1) await t.app.inject(attempt());
      return attempt();
    },
  },
];

type OpenApiResponse = { content?: { "application/json"?: { schema?: unknown } } };

/** The responses the OpenAPI document gives for one `METHOD /path`. */
async function documentedResponses(route: string): Promise<Record<string, OpenApiResponse>> {
  const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  const [method = "", path = ""] = route.split(" ");
  return document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
}

/** Every `code` a documented JSON schema allows (through $ref, oneOf/anyOf, const and enum). */
function codesOf(schema: unknown, components: Record<string, unknown>): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const node = schema as Record<string, unknown>;
  if (typeof node.$ref === "string") return codesOf(components[node.$ref.split("/").at(-1) ?? ""], components);
  const branches = [...((node.oneOf as unknown[]) ?? []), ...((node.anyOf as unknown[]) ?? [])];
  if (branches.length > 0) return branches.flatMap((branch) => codesOf(branch, components));
  const code = (node.properties as Record<string, Record<string, unknown>> | undefined)?.code;
  if (!code) return [];
  if (typeof code.const === "string") return [code.const];
  return Array.isArray(code.enum) ? code.enum.map(String) : [];
}

describe("the REST door", () => {
  it("has a row for every REST route", () => {
    expect(Object.keys(ROWS).sort()).toEqual(REST_ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  for (const [route, row] of Object.entries(ROWS)) {
    it(`${route} answers as its procedure, with a status its OpenAPI entry lists`, async () => {
      const response = await t.app.inject(await row.request());
      expect(response.statusCode, response.body).toBe(row.status ?? 200);
      if (row.same) expect(response.json()).toEqual(json(await row.same()));
      await row.check?.(response);
      expect(Object.keys(await documentedResponses(route))).toContain(String(response.statusCode));
    });
  }

  it("reads a documented list from the query string as tRPC does (a guest's ?done=1&done=2)", async () => {
    const guest = createCaller(await createContext({ db: t.db, sessionToken: null }));
    for (const done of [[1, 2], [3]]) {
      const query = done.map((day) => `done=${day}`).join("&");
      const response = await t.app.inject({
        method: "GET",
        url: `/api/plans/test-plan/current?startDate=2026-01-01&timeZone=Europe%2FParis&${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(
        json(
          await guest.reading.current({ plan: "test-plan", startDate: "2026-01-01", timeZone: "Europe/Paris", done }),
        ),
      );
    }
  });

  it("applies a write sent twice with one Idempotency-Key header once, answers the same, and documents the header", async () => {
    const word = await api.vocabulary.add({ word: "paix", language: "fr" });
    const [card] = await api.review.due({ wordId: word.id });
    const payload = { cardId: card?.id, grade: 4, reps: 0, reviewedAt: new Date().toISOString() };
    const grade = () =>
      as(reader, {
        method: "POST",
        url: "/api/review/grade",
        payload,
        headers: { "idempotency-key": "rest-grade-paix" },
      });
    const first = await t.app.inject(grade());
    const again = await t.app.inject(grade());
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const cards = await api.review.due({ wordId: word.id });
    expect(cards.find((c) => c.id === card?.id)?.reps).toBe(1);
    // A word marked offline and replayed (issue 34): the replay after an undo answers the same and marks nothing.
    const mark = (state: "known" | "new", key: string) =>
      as(reader, {
        method: "POST",
        url: "/api/learning/states",
        payload: { language: "fr", lemmas: ["paix"], state },
        headers: { "idempotency-key": key },
      });
    const marked = await t.app.inject(mark("known", "rest-mark-paix"));
    expect(marked.json()).toEqual({ language: "french", changed: 1 });
    expect((await t.app.inject(mark("new", "rest-unmark-paix"))).statusCode).toBe(200);
    expect((await t.app.inject(mark("known", "rest-mark-paix"))).json()).toEqual(marked.json());
    expect((await api.learning.states({ language: "fr" })).words.some((w) => w.lemma === "paix")).toBe(false);
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const path of ["/review/grade", "/reading/complete", "/vocabulary", "/bookmarks", "/learning/states"]) {
      const parameters: { name: string; in: string }[] = document.paths[path].post.parameters ?? [];
      expect(parameters, path).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header" }));
    }
  });

  for (const refusal of REFUSALS) {
    it(`${refusal.route} answers ${refusal.status} ${refusal.code}, documented with its body`, async () => {
      const response = await t.app.inject(await refusal.request());
      expect(response.statusCode, response.body).toBe(refusal.status);
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe(refusal.code);
      if (refusal.status === 429) {
        expect(body).toMatchObject({ retryAfter: Number(response.headers["retry-after"]) });
      }
      const documented = (await documentedResponses(refusal.route))[String(refusal.status)];
      expect(documented, `${refusal.route} ${refusal.status}`).toBeDefined();
      const components = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json().components.schemas;
      expect(codesOf(documented?.content?.["application/json"]?.schema, components)).toContain(refusal.code);
    });
  }
});
