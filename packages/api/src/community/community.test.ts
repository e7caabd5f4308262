import { comments, eq, questionVotes } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, outcome, type Reader, startApi, type TestApi, untyped } from "../testing";

let api: TestApi;
let reader: Reader;
let questionId: number;
beforeAll(async () => {
  api = await startApi();
  reader = await api.signUp();
  const q = await api.admin.community.create({
    book: "Matthew",
    chapter: 5,
    category: "theology",
    question: "Que signifie « heureux les pauvres en esprit » ?",
    answer: "Ceux qui reconnaissent leur **dépendance** envers Dieu.",
  });
  questionId = q.id;
  await api.admin.community.create({
    book: "Romans",
    chapter: 8,
    category: "application",
    question: "Q2",
    answer: "A2",
  });
  await api.admin.community.create({ book: "Mark", chapter: 1, category: "history", question: "Q3", answer: "A3" });
});
afterAll(() => api.close());

describe("questions", () => {
  it("lists recent questions first with the SPEC §3 fields and the approved comment count", async () => {
    const list = await (await api.guest()).community.list({});
    expect(list.map((q) => q.book)).toEqual(["Mark", "Romans", "Matthew"]);
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
    const guest = await api.guest();
    for (const book of ["Romans", "Rom", "ROM", "45"]) {
      expect(
        (await guest.community.list({ book })).map((q) => q.book),
        book,
      ).toEqual(["Romans"]);
    }
    const unknown = await failure(guest.community.list({ book: "Tobit" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe("book");
  });

  it("answers 404 for a question that does not exist", async () => {
    const guest = await api.guest();
    const id = 999_999;
    for (const call of [
      () => guest.community.get({ id }),
      () => guest.community.comments({ id }),
      () => guest.community.view({ id }),
    ]) {
      expect((await failure(call())).status).toBe(404);
    }
    expect((await failure(reader.caller.community.vote({ id, voteType: 1 }))).status).toBe(404);
  });
});

describe("votes", () => {
  it("records a vote, refuses the same vote twice with 409 ALREADY_VOTED, allows switching", async () => {
    const vote = (voteType: 1 | -1) => reader.caller.community.vote({ id: questionId, userId: reader.id, voteType });
    expect(await vote(1)).toEqual({ questionId, voteType: 1, votes: 1 });
    const again = await failure(vote(1));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "ALREADY_VOTED",
      message: "Vous avez déjà voté de cette façon pour cette question.",
    });
    expect(await vote(-1)).toEqual({ questionId, voteType: -1, votes: -1 });
    expect(await reader.caller.community.userVotes({ userId: reader.id })).toEqual([{ questionId, voteType: -1 }]);
    await reader.caller.community.vote({ id: questionId, voteType: 1 });
  });

  it("refuses a vote other than 1 or -1 naming voteType", async () => {
    const refused = await failure(reader.caller.community.vote(untyped({ id: questionId, voteType: 2 })));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe("voteType");
  });

  it("keeps the total right when 20 readers vote at once, and when one reader double-clicks", async () => {
    const q = await api.admin.community.create({ book: "John", chapter: 1, question: "Logos ?", answer: "La Parole." });
    const voters: Reader[] = [];
    for (let i = 0; i < 20; i++) voters.push(await api.signUp());
    const results = await Promise.all(
      voters.map((voter, i) => outcome(voter.caller.community.vote({ id: q.id, voteType: i < 15 ? 1 : -1 }))),
    );
    expect(results).toEqual(Array(20).fill("ok"));
    const [first] = voters;
    if (!first) throw new Error("no voter");
    const twice = await Promise.all(
      [1, 2, 3].map(() => outcome(first.caller.community.vote({ id: q.id, voteType: -1 }))),
    );
    expect(twice.map(String).sort()).toEqual(["409", "409", "ok"]);
    // 15 up, 5 down, then one up switched to down: 14 - 6.
    expect((await (await api.guest()).community.get({ id: q.id })).votes).toBe(8);
    const rows = await api.db.select().from(questionVotes).where(eq(questionVotes.questionId, q.id));
    expect(rows.reduce((sum, row) => sum + row.voteType, 0)).toBe(8);
  });

  it("lists popular questions with at least minVotes, best first", async () => {
    const guest = await api.guest();
    expect((await guest.community.popular({ limit: 30, minVotes: 3 })).map((q) => q.question)).toEqual(["Logos ?"]);
    expect((await guest.community.popular({ minVotes: 0 }))[0]?.votes).toBe(8);
    expect(await guest.community.popular({ limit: 1, minVotes: -5 })).toHaveLength(1);
    const bad = await failure(guest.community.popular({ limit: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("limit");
  });
});

describe("views", () => {
  it("counts a view once per viewer and day: users by id, guests by hashed address", async () => {
    const id = questionId;
    const guest = async (ip: string) => (await api.guest({ ip })).community.view({ id });
    expect(await guest("192.0.2.1")).toEqual({ questionId, views: 1, counted: true });
    expect(await guest("192.0.2.1")).toEqual({ questionId, views: 1, counted: false });
    expect(await guest("192.0.2.2")).toMatchObject({ views: 2, counted: true });
    expect(await reader.caller.community.view({ id })).toMatchObject({ views: 3, counted: true });
    expect(await reader.caller.community.view({ id })).toMatchObject({ views: 3, counted: false });
  });
});

describe("comments", () => {
  it("stores a comment as pending, lists it only once an admin approves it", async () => {
    const guest = await api.guest();
    const posted = await reader.caller.community.addComment({
      id: questionId,
      userId: reader.id,
      content: "  Très éclairant, merci.  ",
    });
    expect(posted).toMatchObject({ content: "Très éclairant, merci.", status: "pending" });
    expect(await guest.community.comments({ id: questionId })).toEqual([]);

    const pending = await api.admin.community.pendingComments();
    expect(pending.map((c) => c.id)).toContain(posted.id);
    await api.admin.community.moderateComment({ id: posted.id, decision: "approve" });
    expect(await guest.community.comments({ id: questionId })).toEqual([
      { id: posted.id, content: "Très éclairant, merci.", createdAt: expect.any(String) },
    ]);
    expect((await guest.community.list({ book: "Matthew" }))[0]?.commentCount).toBe(1);

    const rejected = await reader.caller.community.addComment({ id: questionId, content: "spam" });
    await api.admin.community.moderateComment({ id: rejected.id, decision: "reject" });
    expect(await guest.community.comments({ id: questionId })).toHaveLength(1);
    const [row] = await api.db.select().from(comments).where(eq(comments.id, rejected.id));
    expect(row?.status).toBe("rejected");
  });

  it("answers with the messages the client maps: authentication required, content is required, too long", async () => {
    const guest = await failure((await api.guest()).community.addComment({ id: questionId, content: "Bonjour" }));
    expect(guest.status).toBe(401);
    expect(guest.body.message).toContain("authentication required");

    for (const content of ["", "    ", undefined]) {
      const blank = await failure(reader.caller.community.addComment(untyped({ id: questionId, content })));
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ field: "content" });
      expect(blank.body.message).toContain("content is required");
    }
    const long = await failure(reader.caller.community.addComment({ id: questionId, content: "a".repeat(1001) }));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain("too long");
    const exactly = await reader.caller.community.addComment({ id: questionId, content: ` ${"a".repeat(1000)} ` });
    expect(exactly.status).toBe("pending");
  });
});

describe("admin", () => {
  it("deletes a question with its votes and comments; regular users cannot use admin procedures", async () => {
    const q = await api.admin.community.create({ book: "Jude", chapter: 1, question: "?", answer: "!" });
    await reader.caller.community.vote({ id: q.id, voteType: 1 });
    expect(await api.admin.community.remove({ id: q.id })).toEqual({ deleted: true, id: q.id });
    expect((await failure((await api.guest()).community.get({ id: q.id }))).status).toBe(404);
    const asUser = await failure(
      reader.caller.community.create({ book: "Jude", chapter: 1, question: "?", answer: "!" }),
    );
    expect(asUser.status).toBe(403);
  });
});
