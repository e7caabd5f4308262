import { communityQuestions, eq, users } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordQaEntry } from "../library/service";
import { failure, outcome, type Reader, seedBible, seedPlan, startApi, type TestApi } from "../testing";

// A reader's own account: change the password (their other sessions end), see and end their sessions, take
// their data away as JSON, and delete the account with everything in it.

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PASSWORD = "correct horse battery";

const emptyWord = {
  word: "x",
  definition: "",
  context: "",
  language: "fr",
  grammaticalInfo: {},
  original: null,
  place: null,
  cards: [],
};

/** Whether a session token still signs its holder in (a new request, as the next one from that browser). */
async function signedIn(token: string): Promise<"ok" | number> {
  return outcome((await api.withSession(token)).auth.user({}));
}

/** The same reader signed in a second time (another browser), answering that session's caller. */
async function secondSession(reader: Reader) {
  let token = "";
  const { createContext } = await import("../context");
  const { createCaller } = await import("../index");
  const context = await createContext({
    db: api.db,
    cookies: { set: (value) => (token = value), clear: () => (token = "") },
  });
  await createCaller(context).auth.login({ email: reader.email, password: PASSWORD });
  return { token, caller: await api.withSession(token) };
}

describe("password", () => {
  it("changes it with the current one; other sessions end, this one stays; the old password no longer works", async () => {
    const reader = await api.signUp();
    const other = await secondSession(reader);
    const wrong = await failure(
      reader.caller.account.changePassword({ currentPassword: "not it at all", newPassword: "a brand new one" }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("INVALID_CREDENTIALS");
    const short = await failure(
      reader.caller.account.changePassword({ currentPassword: PASSWORD, newPassword: "short" }),
    );
    expect(short.body).toMatchObject({ code: "BAD_REQUEST", field: "newPassword" });

    expect(
      await reader.caller.account.changePassword({ currentPassword: PASSWORD, newPassword: "a brand new one" }),
    ).toEqual({ changed: true, endedSessions: 1 });
    expect(await signedIn(other.token)).toBe(401);
    expect(await signedIn(reader.token)).toBe("ok");
    const guest = await api.guest();
    expect(await outcome(guest.auth.login({ email: reader.email, password: PASSWORD }))).toBe(401);
    expect(await outcome(guest.auth.login({ email: reader.email, password: "a brand new one" }))).toBe("ok");
  });
});

describe("sessions", () => {
  it("lists the reader's own sessions, marks this one, and ends another one but never someone else's", async () => {
    const reader = await api.signUp();
    const other = await secondSession(reader);
    const stranger = await api.signUp();
    const mine = await reader.caller.account.sessions();
    expect(mine).toHaveLength(2);
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    const theirs = (await stranger.caller.account.sessions())[0];
    expect((await failure(reader.caller.account.endSession({ id: theirs?.id ?? "" }))).status).toBe(404);
    expect(await signedIn(stranger.token)).toBe("ok");

    const notCurrent = mine.find((s) => !s.current);
    expect(await reader.caller.account.endSession({ id: notCurrent?.id ?? "" })).toEqual({ ended: true });
    expect(await signedIn(other.token)).toBe(401);
    expect(await reader.caller.account.sessions()).toHaveLength(1);
  });
});

describe("export and deletion", () => {
  it("exports the reader's data as JSON, and only theirs", async () => {
    const reader = await api.signUp("Lydia");
    const stranger = await api.signUp();
    await reader.caller.library.addBookmark({
      book: "Acts",
      chapter: 16,
      text: "Lydie, marchande de pourpre",
      language: "fr",
    });
    await reader.caller.vocabulary.add({ word: "pourpre", language: "fr" });
    await stranger.caller.vocabulary.add({ word: "secret", language: "fr" });
    const data = await reader.caller.account.exportData();
    expect(data.user).toMatchObject({ id: reader.id, email: reader.email, firstName: "Lydia" });
    expect(data.bookmarks.map((b) => b.text)).toEqual(["Lydie, marchande de pourpre"]);
    expect(data.vocabulary.map((w) => w.word)).toEqual(["pourpre"]);
    expect(JSON.stringify(data)).not.toContain("secret");
    expect(JSON.stringify(data)).not.toContain("passwordHash");
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
  });

  it("moves everything the reader owns into a new account: cards and grades, plans with code and start date", async () => {
    const reader = await api.signUp("Lydia");
    await seedPlan(api.db, 3);
    await seedBible(api.db);
    await reader.caller.preferences.update({
      desiredRetention: 0.85,
      lastBook: "Acts",
      lastChapter: 16,
      lastVerse: 14,
    });
    await reader.caller.library.addBookmark({ book: "Acts", chapter: 16, text: "Lydie", language: "fr", verse: 14 });
    await reader.caller.vocabulary.add({
      word: "pourpre",
      language: "fr",
      definition: "=couleur",
      place: { book: "Acts", chapter: 16, verse: 14 },
    });
    const [card] = await reader.caller.review.due({});
    if (!card) throw new Error("no card to review");
    await reader.caller.review.grade({ cardId: card.id, grade: 3, reps: card.reps });
    const today = new Date().toISOString().slice(0, 10);
    await reader.caller.plans.start({ plan: "test-plan", startDate: today, timeZone: "UTC" });
    await reader.caller.reading.complete({ day: 1, timeZone: "UTC" });
    await recordQaEntry(api.db, {
      userId: reader.id,
      book: 44,
      chapter: 16,
      language: "french",
      question: "Qui est Lydie ?",
      answer: "Une marchande de pourpre.",
    });
    const { id: questionId } = await api.admin.community.create({
      book: "Acts",
      chapter: 16,
      question: "Q",
      answer: "A",
    });
    await reader.caller.community.vote({ id: questionId, voteType: 1 });
    await api.db.insert(communityQuestions).values({
      book: 44,
      chapter: 16,
      category: "history",
      question: "Où vivait Lydie ?",
      answer: "À Thyatire.",
      askedBy: reader.id,
      status: "pending",
    });

    const data = await reader.caller.account.exportData();
    expect(data.communityQuestions).toEqual([
      expect.objectContaining({ book: "Acts", chapter: 16, question: "Où vivait Lydie ?", status: "pending" }),
    ]);
    expect(data).toMatchObject({ format: "bible-polyglotte-account", version: 2 });
    expect(data.plans).toEqual([{ code: "test-plan", startDate: today, active: true, currentDay: null, done: [1] }]);
    const graded = data.vocabulary[0]?.cards.find((c) => c.reps === 1);
    expect(graded?.log).toEqual([expect.objectContaining({ grade: 3, stateBefore: 0 })]);

    const copy = await api.signUp();
    const result = await copy.caller.account.importData(JSON.parse(JSON.stringify(data)));
    expect(result).toMatchObject({
      preferences: true,
      bookmarks: 1,
      vocabulary: 1,
      reviewCards: 2,
      reviewLogs: 1,
      questionsAsked: 1,
      plans: 1,
      votes: 1,
      skipped: { plans: [], votes: 0, comments: 0, communityQuestions: 1 },
    });
    const moved = await copy.caller.account.exportData();
    const comparable = (exported: typeof data) => ({
      preferences: exported.preferences,
      bookmarks: exported.bookmarks.map(({ id: _id, addedAt: _at, ...rest }) => rest),
      vocabulary: exported.vocabulary.map(({ id: _id, addedAt: _a, updatedAt: _u, ...rest }) => rest),
      questionsAsked: exported.questionsAsked,
      votes: exported.votes.map(({ votedAt: _at, ...rest }) => rest),
      plans: exported.plans,
    });
    expect(comparable(moved)).toEqual(comparable(data));
    const [question] = await api.db.select().from(communityQuestions).where(eq(communityQuestions.id, questionId));
    expect(question?.votes).toBe(2);

    // Importing the same file again adds nothing twice.
    const again = await copy.caller.account.importData(JSON.parse(JSON.stringify(data)));
    expect(again).toMatchObject({ reviewLogs: 0, questionsAsked: 0, votes: 0, skipped: { votes: 1 } });
    expect(comparable(await copy.caller.account.exportData())).toEqual(comparable(data));
  });

  it("refuses a file that is not an export of the app, or holds text the database cannot store, and saves nothing", async () => {
    const reader = await api.signUp();
    const data = JSON.parse(JSON.stringify(await reader.caller.account.exportData()));
    const copy = await api.signUp();
    const refused = await failure(copy.caller.account.importData({ ...data, format: "something-else" }));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe("format");
    const broken = {
      ...data,
      bookmarks: [{ bookId: "Acts", chapter: 1, verse: 1, text: "ok", language: "fr" }],
      vocabulary: [{ ...emptyWord, word: "bad\u0000word" }],
    };
    expect((await failure(copy.caller.account.importData(broken))).body.field).toBe("vocabulary.0.word");
    expect(await copy.caller.library.bookmarks({})).toEqual([]);
  });

  it("deletes the account with all its data once the password is given; its votes leave the totals", async () => {
    const reader = await api.signUp();
    const { id: questionId } = await api.admin.community.create({
      book: "Acts",
      chapter: 1,
      question: "Q",
      answer: "A",
    });
    await reader.caller.community.vote({ id: questionId, voteType: 1 });
    await reader.caller.library.addBookmark({ book: "Acts", chapter: 2, text: "Pentecôte", language: "fr" });
    expect((await failure(reader.caller.account.deleteAccount({ password: "not the password" }))).status).toBe(401);
    expect(await reader.caller.account.deleteAccount({ password: PASSWORD })).toEqual({ deleted: true });
    expect(await api.db.select().from(users).where(eq(users.id, reader.id))).toEqual([]);
    expect(await signedIn(reader.token)).toBe(401);
    const [question] = await api.db.select().from(communityQuestions).where(eq(communityQuestions.id, questionId));
    expect(question?.votes).toBe(0);
    expect(await outcome((await api.guest()).auth.login({ email: reader.email, password: PASSWORD }))).toBe(401);
  });

  it("is for signed-in readers only", async () => {
    const guest = await api.guest();
    expect(await outcome(guest.account.exportData())).toBe(401);
    expect(await outcome(guest.account.sessions())).toBe(401);
    expect(await outcome(guest.account.deleteAccount({ password: PASSWORD }))).toBe(401);
  });
});
