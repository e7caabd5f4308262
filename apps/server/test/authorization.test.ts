import { recordQaEntry } from "@bible/api";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, adminCaller, as, seedBible, seedPlan, signUp, startApp, type TestApp } from "./helpers";

let t: TestApp;
let owner: Account;
let other: Account;
let moderator: Account;
let questionId: number;

beforeAll(async () => {
  t = await startApp();
  await seedPlan(t.db);
  await seedBible(t.db);
  owner = await signUp(t.app, "Owner");
  other = await signUp(t.app, "Other");
  moderator = await signUp(t.app, "Moderator");
  await adminCaller(t.db).admin.setModerator({ user: moderator.id, moderator: true });
  questionId = (await adminCaller(t.db).community.create({ book: "Luke", chapter: 15, question: "?", answer: "!" })).id;
});
afterAll(() => t.close());

async function bookmarkOf(account: Account): Promise<number> {
  const response = await t.app.inject(
    as(account, {
      method: "POST",
      url: "/api/bookmarks",
      payload: { book: "Luke", chapter: 15, text: "Le fils prodigue", language: "fr" },
    }),
  );
  return response.json().id;
}

async function wordOf(account: Account): Promise<number> {
  const response = await t.app.inject(
    as(account, { method: "POST", url: "/api/vocabulary", payload: { word: `mot${Math.random()}`, language: "fr" } }),
  );
  return response.json().id;
}

async function qaOf(account: Account, saved = false): Promise<number> {
  const entry = await recordQaEntry(t.db, {
    userId: account.id,
    book: "Luke",
    chapter: 15,
    language: "fr",
    question: "?",
    answer: "!",
  });
  if (saved) await t.app.inject(as(account, { method: "POST", url: `/api/qa-history/save/${entry.id}` }));
  return entry.id;
}

/** Routes that name a user: guests get 401, the owner 2xx, anyone else 403. */
const userScoped: [string, (userId: string) => Promise<InjectOptions>][] = [
  ["GET /api/bookmarks/{userId}", async (u) => ({ method: "GET", url: `/api/bookmarks/${u}` })],
  [
    "POST /api/bookmarks",
    async (u) => ({
      method: "POST",
      url: "/api/bookmarks",
      payload: { userId: u, book: "Luke", chapter: 1, text: "x", language: "fr" },
    }),
  ],
  [
    "DELETE /api/bookmarks/{userId}/{bookmarkId}",
    async (u) => ({ method: "DELETE", url: `/api/bookmarks/${u}/${await bookmarkOf(owner)}` }),
  ],
  ["GET /api/vocabulary/{userId}", async (u) => ({ method: "GET", url: `/api/vocabulary/${u}?language=fr` })],
  [
    "POST /api/vocabulary",
    async (u) => ({ method: "POST", url: "/api/vocabulary", payload: { userId: u, word: "grâce", language: "fr" } }),
  ],
  [
    "DELETE /api/vocabulary/{userId}/{wordId}",
    async (u) => ({ method: "DELETE", url: `/api/vocabulary/${u}/${await wordOf(owner)}` }),
  ],
  ["GET /api/saved-qa/{userId}", async (u) => ({ method: "GET", url: `/api/saved-qa/${u}` })],
  [
    "DELETE /api/qa-history/save/{userId}/{qaId}",
    async (u) => ({ method: "DELETE", url: `/api/qa-history/save/${u}/${await qaOf(owner, true)}` }),
  ],
  [
    "GET /api/community-questions/user-votes/{userId}",
    async (u) => ({ method: "GET", url: `/api/community-questions/user-votes/${u}` }),
  ],
  [
    "POST /api/community-questions/{id}/vote-tracked",
    async (u) => ({
      method: "POST",
      url: `/api/community-questions/${questionId}/vote-tracked`,
      payload: { userId: u, voteType: 1 },
    }),
  ],
  [
    "POST /api/community-questions/{id}/comments",
    async (u) => ({
      method: "POST",
      url: `/api/community-questions/${questionId}/comments`,
      payload: { userId: u, content: "Amen" },
    }),
  ],
];

/** Routes for signed-in readers only, without a user in the request: guests 401, readers 2xx. */
const signedInOnly: [string, (account: Account) => Promise<InjectOptions>][] = [
  ["GET /api/bookmarks", async () => ({ method: "GET", url: "/api/bookmarks" })],
  ["GET /api/user/preferences", async () => ({ method: "GET", url: "/api/user/preferences" })],
  [
    "PUT /api/user/preferences",
    async () => ({ method: "PUT", url: "/api/user/preferences", payload: { lastBook: "Luke", lastChapter: 15 } }),
  ],
  [
    "PATCH /api/user/preferences",
    async () => ({ method: "PATCH", url: "/api/user/preferences", payload: { primaryLanguage: "en" } }),
  ],
  [
    "POST /api/user/verse-history",
    async () => ({
      method: "POST",
      url: "/api/user/verse-history",
      payload: { book: "Genesis", chapter: 1, verses: "1-31", language: "fr", version: "LSG" },
    }),
  ],
  ["GET /api/user/verse-history", async () => ({ method: "GET", url: "/api/user/verse-history" })],
  ["GET /api/qa-history/{book}/{chapter}", async () => ({ method: "GET", url: "/api/qa-history/Luke/15" })],
  ["POST /api/qa-history/save/{id}", async (a) => ({ method: "POST", url: `/api/qa-history/save/${await qaOf(a)}` })],
  [
    "DELETE /api/qa-history/save/{id}",
    async (a) => ({ method: "DELETE", url: `/api/qa-history/save/${await qaOf(a, true)}` }),
  ],
  ["POST /api/reading/complete", async () => ({ method: "POST", url: "/api/reading/complete", payload: { day: 1 } })],
  ["GET /api/auth/user", async () => ({ method: "GET", url: "/api/auth/user" })],
];

describe("authorization matrix: routes naming a user", () => {
  it.each(userScoped)("%s: guest 401, other user 403, owner 2xx", async (_name, build) => {
    const guest = await t.app.inject(await build(owner.id));
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe("UNAUTHORIZED");

    const intruder = await t.app.inject(as(other, await build(owner.id)));
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json()).toMatchObject({
      code: "FORBIDDEN",
      message: "Vous n'avez pas l'autorisation d'effectuer cette action.",
    });

    const own = await t.app.inject(as(owner, await build(owner.id)));
    expect(own.statusCode, own.body).toBeGreaterThanOrEqual(200);
    expect(own.statusCode, own.body).toBeLessThan(300);
  });
});

describe("authorization matrix: signed-in routes", () => {
  it.each(signedInOnly)("%s: guest 401, reader 2xx", async (_name, build) => {
    const guest = await t.app.inject(await build(owner));
    expect(guest.statusCode).toBe(401);
    const reader = await t.app.inject(as(owner, await build(owner)));
    expect(reader.statusCode, reader.body).toBeGreaterThanOrEqual(200);
    expect(reader.statusCode, reader.body).toBeLessThan(300);
  });
});

/** The moderation queue: guests 401, readers 403 FORBIDDEN, moderators 2xx. */
const moderatorsOnly: [string, () => Promise<InjectOptions>][] = [
  ["GET /api/moderation/count", async () => ({ method: "GET", url: "/api/moderation/count" })],
  ["GET /api/moderation/questions", async () => ({ method: "GET", url: "/api/moderation/questions" })],
  ["GET /api/moderation/comments", async () => ({ method: "GET", url: "/api/moderation/comments" })],
  [
    "POST /api/moderation/questions/{id}",
    async () => ({ method: "POST", url: `/api/moderation/questions/${questionId}`, payload: { decision: "approve" } }),
  ],
  [
    "PUT /api/moderation/questions/{id}/category",
    async () => ({
      method: "PUT",
      url: `/api/moderation/questions/${questionId}/category`,
      payload: { category: "culture" },
    }),
  ],
  [
    "POST /api/moderation/comments/{id}",
    async () => {
      const comment = await t.app.inject(
        as(other, {
          method: "POST",
          url: `/api/community-questions/${questionId}/comments`,
          payload: { content: "À modérer" },
        }),
      );
      return { method: "POST", url: `/api/moderation/comments/${comment.json().id}`, payload: { decision: "approve" } };
    },
  ],
];

describe("authorization matrix: moderation", () => {
  it.each(moderatorsOnly)("%s: guest 401, reader 403, moderator 2xx", async (_name, build) => {
    const guest = await t.app.inject(await build());
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe("UNAUTHORIZED");
    const reader = await t.app.inject(as(owner, await build()));
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toMatchObject({
      code: "FORBIDDEN",
      message: "Vous n'avez pas l'autorisation d'effectuer cette action.",
    });
    const allowed = await t.app.inject(as(moderator, await build()));
    expect(allowed.statusCode, allowed.body).toBeGreaterThanOrEqual(200);
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
  });

  it("a moderation write from another site is refused like any cookie write (CSRF)", async () => {
    const comment = await t.app.inject(
      as(other, {
        method: "POST",
        url: `/api/community-questions/${questionId}/comments`,
        payload: { content: "Depuis ailleurs" },
      }),
    );
    const forged = await t.app.inject(
      as(moderator, {
        method: "POST",
        url: `/api/moderation/comments/${comment.json().id}`,
        payload: { decision: "approve" },
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      }),
    );
    expect(forged.statusCode).toBe(403);
    const queued = await t.app.inject(as(moderator, { method: "GET", url: "/api/moderation/comments" }));
    expect(queued.json().map((c: { id: number }) => c.id)).toContain(comment.json().id);
  });
});

describe("another user's data stays out of reach", () => {
  it("lists only the caller's own collections, and cannot touch another's items by id", async () => {
    const bookmark = await bookmarkOf(owner);
    const mine = await t.app.inject(as(other, { method: "GET", url: "/api/bookmarks" }));
    expect(mine.json().map((b: { id: number }) => b.id)).not.toContain(bookmark);
    const viaOwnPath = await t.app.inject(
      as(other, { method: "DELETE", url: `/api/bookmarks/${other.id}/${bookmark}` }),
    );
    expect(viaOwnPath.statusCode).toBe(404);
    const qa = await qaOf(owner);
    expect((await t.app.inject(as(other, { method: "POST", url: `/api/qa-history/save/${qa}` }))).statusCode).toBe(404);
    const history = await t.app.inject(as(other, { method: "GET", url: "/api/qa-history/Luke/15" }));
    expect(history.json()).toEqual([]);
  });
});

describe("another reader's review cards and words stay out of reach", () => {
  it("answers 404 to grading or opening another's card, and exports only the caller's words", async () => {
    const word = await wordOf(owner);
    const cards = await t.app.inject(as(owner, { method: "GET", url: `/api/review/due?wordId=${word}` }));
    const [card] = cards.json() as { id: number; word: { word: string } }[];
    const grade = await t.app.inject(
      as(other, { method: "POST", url: "/api/review/grade", payload: { cardId: card?.id, grade: 4, reps: 0 } }),
    );
    expect(grade.statusCode).toBe(404);
    expect((await t.app.inject(as(other, { method: "GET", url: `/api/review/due?wordId=${word}` }))).statusCode).toBe(
      404,
    );
    const due = await t.app.inject(as(other, { method: "GET", url: "/api/review/due" }));
    expect(due.json().map((c: { id: number }) => c.id)).not.toContain(card?.id);
    const exported = await t.app.inject(as(other, { method: "GET", url: "/api/vocabulary/export?format=csv" }));
    expect(exported.statusCode).toBe(200);
    expect(exported.json().content).not.toContain(card?.word.word);
    const own = await t.app.inject(as(owner, { method: "GET", url: "/api/vocabulary/export?format=csv" }));
    expect(own.json().content).toContain(card?.word.word);
    expect((await t.app.inject({ method: "GET", url: "/api/vocabulary/export" })).statusCode).toBe(401);
  });
});
