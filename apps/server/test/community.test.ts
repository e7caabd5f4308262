import { comments, eq, questionVotes } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, adminCaller, as, signUp, startApp, type TestApp } from "./helpers";

let t: TestApp;
let reader: Account;
let questionId: number;
beforeAll(async () => {
  t = await startApp();
  reader = await signUp(t.app);
  const admin = adminCaller(t.db);
  const q = await admin.community.create({
    book: "Matthew",
    chapter: 5,
    category: "theology",
    question: "Que signifie « heureux les pauvres en esprit » ?",
    answer: "Ceux qui reconnaissent leur **dépendance** envers Dieu.",
  });
  questionId = q.id;
  await admin.community.create({ book: "Romans", chapter: 8, category: "application", question: "Q2", answer: "A2" });
  await admin.community.create({ book: "Mark", chapter: 1, category: "history", question: "Q3", answer: "A3" });
});
afterAll(() => t.close());

describe("questions", () => {
  it("lists recent questions first with the SPEC §3 fields and the approved comment count", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/community-questions" });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((q: { book: string }) => q.book)).toEqual(["Mark", "Romans", "Matthew"]);
    expect(list[2]).toEqual({
      id: questionId,
      book: "Matthew",
      bookId: "Matt",
      chapter: 5,
      language: "french",
      category: "theology",
      question: "Que signifie « heureux les pauvres en esprit » ?",
      answer: "Ceux qui reconnaissent leur **dépendance** envers Dieu.",
      views: 0,
      votes: 0,
      commentCount: 0,
      createdAt: expect.any(String),
    });
  });

  it("filters by book in any accepted form and refuses an unknown book", async () => {
    for (const book of ["Romans", "Rom", "ROM", "45"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/community-questions?book=${book}` });
      expect(
        response.json().map((q: { book: string }) => q.book),
        book,
      ).toEqual(["Romans"]);
    }
    const unknown = await t.app.inject({ method: "GET", url: "/api/community-questions?book=Tobit" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe("book");
  });

  it("answers 404 for a question that does not exist", async () => {
    for (const [method, url] of [
      ["GET", "/api/community-questions/999999"],
      ["GET", "/api/community-questions/999999/comments"],
      ["POST", "/api/community-questions/999999/view"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(404);
    }
    const vote = await t.app.inject(
      as(reader, { method: "POST", url: "/api/community-questions/999999/vote-tracked", payload: { voteType: 1 } }),
    );
    expect(vote.statusCode).toBe(404);
  });
});

describe("votes", () => {
  it("records a vote, refuses the same vote twice with 409 ALREADY_VOTED, allows switching", async () => {
    const url = `/api/community-questions/${questionId}/vote-tracked`;
    const up = await t.app.inject(as(reader, { method: "POST", url, payload: { userId: reader.id, voteType: 1 } }));
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ questionId, voteType: 1, votes: 1 });
    const again = await t.app.inject(as(reader, { method: "POST", url, payload: { userId: reader.id, voteType: 1 } }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "ALREADY_VOTED",
      message: "Vous avez déjà voté de cette façon pour cette question.",
    });
    const down = await t.app.inject(as(reader, { method: "POST", url, payload: { userId: reader.id, voteType: -1 } }));
    expect(down.json()).toEqual({ questionId, voteType: -1, votes: -1 });
    const votes = await t.app.inject(
      as(reader, { method: "GET", url: `/api/community-questions/user-votes/${reader.id}` }),
    );
    expect(votes.json()).toEqual([{ questionId, voteType: -1 }]);
    await t.app.inject(as(reader, { method: "POST", url, payload: { voteType: 1 } }));
  });

  it("refuses a vote other than 1 or -1 naming voteType", async () => {
    const response = await t.app.inject(
      as(reader, {
        method: "POST",
        url: `/api/community-questions/${questionId}/vote-tracked`,
        payload: { voteType: 2 },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("voteType");
  });

  it("keeps the total right when 20 readers vote at once, and when one reader double-clicks", async () => {
    const q = await adminCaller(t.db).community.create({
      book: "John",
      chapter: 1,
      question: "Logos ?",
      answer: "La Parole.",
    });
    const url = `/api/community-questions/${q.id}/vote-tracked`;
    const voters: Account[] = [];
    for (let i = 0; i < 20; i++) voters.push(await signUp(t.app));
    const results = await Promise.all(
      voters.map((voter, i) =>
        t.app.inject(as(voter, { method: "POST", url, payload: { voteType: i < 15 ? 1 : -1 } })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const [first] = voters;
    if (!first) throw new Error("no voter");
    const twice = await Promise.all(
      [1, 1, 1].map(() => t.app.inject(as(first, { method: "POST", url, payload: { voteType: -1 } }))),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const question = await t.app.inject({ method: "GET", url: `/api/community-questions/${q.id}` });
    // 15 up, 5 down, then one up switched to down: 14 - 6.
    expect(question.json().votes).toBe(8);
    const rows = await t.db.select().from(questionVotes).where(eq(questionVotes.questionId, q.id));
    expect(rows.reduce((sum, row) => sum + row.voteType, 0)).toBe(8);
  });

  it("lists popular questions with at least minVotes, best first", async () => {
    const popular = await t.app.inject({ method: "GET", url: "/api/community-questions/popular?limit=30&minVotes=3" });
    expect(popular.json().map((q: { question: string }) => q.question)).toEqual(["Logos ?"]);
    const all = await t.app.inject({ method: "GET", url: "/api/community-questions/popular?minVotes=0" });
    expect(all.json()[0].votes).toBe(8);
    const limited = await t.app.inject({ method: "GET", url: "/api/community-questions/popular?limit=1&minVotes=-5" });
    expect(limited.json()).toHaveLength(1);
    const bad = await t.app.inject({ method: "GET", url: "/api/community-questions/popular?limit=0" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("limit");
  });
});

describe("views", () => {
  it("counts a view once per viewer and day: users by id, guests by hashed address", async () => {
    const url = `/api/community-questions/${questionId}/view`;
    const guest = (ip: string) => t.app.inject({ method: "POST", url, headers: { "x-forwarded-for": ip } });
    expect((await guest("192.0.2.1")).json()).toEqual({ questionId, views: 1, counted: true });
    expect((await guest("192.0.2.1")).json()).toEqual({ questionId, views: 1, counted: false });
    expect((await guest("192.0.2.2")).json()).toMatchObject({ views: 2, counted: true });
    expect((await t.app.inject(as(reader, { method: "POST", url }))).json()).toMatchObject({ views: 3, counted: true });
    expect((await t.app.inject(as(reader, { method: "POST", url }))).json()).toMatchObject({
      views: 3,
      counted: false,
    });
  });
});

describe("comments", () => {
  const url = () => `/api/community-questions/${questionId}/comments`;

  it("stores a comment as pending, lists it only once an admin approves it", async () => {
    const posted = await t.app.inject(
      as(reader, { method: "POST", url: url(), payload: { userId: reader.id, content: "  Très éclairant, merci.  " } }),
    );
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ content: "Très éclairant, merci.", status: "pending" });
    expect((await t.app.inject({ method: "GET", url: url() })).json()).toEqual([]);

    const admin = adminCaller(t.db);
    const pending = await admin.community.pendingComments();
    expect(pending.map((c) => c.id)).toContain(posted.json().id);
    await admin.community.moderateComment({ id: posted.json().id, decision: "approve" });
    const listed = await t.app.inject({ method: "GET", url: url() });
    expect(listed.json()).toEqual([
      { id: posted.json().id, content: "Très éclairant, merci.", createdAt: expect.any(String) },
    ]);
    const list = await t.app.inject({ method: "GET", url: "/api/community-questions?book=Matthew" });
    expect(list.json()[0].commentCount).toBe(1);

    const rejected = await t.app.inject(as(reader, { method: "POST", url: url(), payload: { content: "spam" } }));
    await admin.community.moderateComment({ id: rejected.json().id, decision: "reject" });
    expect((await t.app.inject({ method: "GET", url: url() })).json()).toHaveLength(1);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, rejected.json().id));
    expect(row?.status).toBe("rejected");
  });

  it("answers with the messages the client maps: authentication required, content is required, too long", async () => {
    const guest = await t.app.inject({ method: "POST", url: url(), payload: { content: "Bonjour" } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toContain("authentication required");

    for (const content of ["", "    ", undefined]) {
      const blank = await t.app.inject(as(reader, { method: "POST", url: url(), payload: { content } }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ field: "content" });
      expect(blank.json().message).toContain("content is required");
    }
    const long = await t.app.inject(as(reader, { method: "POST", url: url(), payload: { content: "a".repeat(1001) } }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("too long");
    const exactly = await t.app.inject(
      as(reader, { method: "POST", url: url(), payload: { content: ` ${"a".repeat(1000)} ` } }),
    );
    expect(exactly.statusCode).toBe(201);
  });
});

describe("admin", () => {
  it("deletes a question with its votes and comments; regular users cannot use admin procedures", async () => {
    const admin = adminCaller(t.db);
    const q = await admin.community.create({ book: "Jude", chapter: 1, question: "?", answer: "!" });
    await t.app.inject(
      as(reader, { method: "POST", url: `/api/community-questions/${q.id}/vote-tracked`, payload: { voteType: 1 } }),
    );
    expect(await admin.community.remove({ id: q.id })).toEqual({ deleted: true, id: q.id });
    expect((await t.app.inject({ method: "GET", url: `/api/community-questions/${q.id}` })).statusCode).toBe(404);
    const asUser = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/trpc/community.create",
        payload: { book: "Jude", chapter: 1, question: "?", answer: "!" },
      }),
    );
    expect(asUser.statusCode).toBe(403);
  });
});
