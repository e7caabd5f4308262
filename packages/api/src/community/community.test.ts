import { comments, eq, questionVotes } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, outcome, type Reader, startApi, type TestApi, untyped } from "../testing";
import { publishQuestion } from "./service";

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

describe("moderation", () => {
  it("is for moderators and administrators: a guest gets 401, another reader 403 FORBIDDEN", async () => {
    const someone = await api.signUp("Paul");
    const calls = (caller: Awaited<ReturnType<TestApi["guest"]>>) => [
      caller.community.pendingCount(),
      caller.community.pendingQuestions(),
      caller.community.pendingComments(),
      caller.community.moderateQuestion({ id: questionId, decision: "reject" }),
      caller.community.setCategory({ id: questionId, category: "history" }),
      caller.community.moderateComment({ id: 1, decision: "approve" }),
    ];
    for (const call of calls(await api.guest())) {
      expect((await failure(call)).body.code).toBe("UNAUTHORIZED");
    }
    for (const call of calls(someone.caller)) {
      const refused = await failure(call);
      expect(refused).toMatchObject({ status: 403, body: { code: "FORBIDDEN" } });
      expect(refused.body.message).toBe("Vous n'avez pas l'autorisation d'effectuer cette action.");
    }
    // Nothing was changed by the refused calls.
    expect((await (await api.guest()).community.get({ id: questionId })).category).toBe("theology");
  });

  it("queues every comment; only its author and moderators see it before it is approved", async () => {
    const lydia = await api.signUp("Lydia");
    const silas = await api.signUp("Silas");
    const timothy = await api.signUp("Timothée");
    expect((await api.admin.admin.setModerator({ user: timothy.email, moderator: true })).role).toBe("moderator");
    // The role applies at once: the session stays open, its next request is a moderator's.
    const moderator = { caller: await api.withSession(timothy.token) };
    expect(await moderator.caller.auth.me()).toMatchObject({ role: "moderator" });

    const before = await moderator.caller.community.pendingCount();
    const posted = await lydia.caller.community.addComment({ id: questionId, content: "Une remarque de Lydia." });
    expect(posted.status).toBe("pending");
    expect(await moderator.caller.community.pendingCount()).toEqual({ ...before, comments: before.comments + 1 });

    // Another reader sees it nowhere: not in the thread, not in their own submissions.
    const thread = async (caller: typeof silas.caller) =>
      (await caller.community.comments({ id: questionId })).map((c) => c.id);
    expect(await thread(silas.caller)).not.toContain(posted.id);
    expect((await silas.caller.community.mine()).comments).toEqual([]);
    // Its author follows it in their library.
    expect((await lydia.caller.community.mine()).comments).toEqual([
      expect.objectContaining({ id: posted.id, questionId, content: "Une remarque de Lydia.", status: "pending" }),
    ]);
    // The moderator sees the author's first name; the e-mail is for administrators.
    const queued = (await moderator.caller.community.pendingComments()).find((c) => c.id === posted.id);
    expect(queued).toMatchObject({ author: "Lydia", email: null, content: "Une remarque de Lydia." });
    const forAdmin = (await api.admin.community.pendingComments()).find((c) => c.id === posted.id);
    expect(forAdmin?.email).toBe(lydia.email);

    expect(await moderator.caller.community.moderateComment({ id: posted.id, decision: "approve" })).toEqual({
      id: posted.id,
      status: "approved",
    });
    expect(await thread(silas.caller)).toContain(posted.id);
    expect((await lydia.caller.community.mine()).comments[0]?.status).toBe("approved");
    expect(await moderator.caller.community.pendingCount()).toEqual(before);

    const refused = await lydia.caller.community.addComment({ id: questionId, content: "Hors sujet." });
    await moderator.caller.community.moderateComment({ id: refused.id, decision: "reject" });
    expect(await thread(silas.caller)).not.toContain(refused.id);
    expect((await lydia.caller.community.mine()).comments.map((c) => [c.content, c.status])).toEqual([
      ["Hors sujet.", "rejected"],
      ["Une remarque de Lydia.", "approved"],
    ]);
    expect(
      (await failure(moderator.caller.community.moderateComment({ id: 999_999, decision: "approve" }))).status,
    ).toBe(404);
  });

  it("lets a moderator file a question under another category before approving it", async () => {
    const priscilla = await api.signUp("Priscille");
    await api.admin.admin.setModerator({ user: priscilla.id, moderator: true });
    const moderator = { caller: await api.withSession(priscilla.token) };
    const asked = await publishQuestion(
      api.db,
      { book: "Acts", chapter: 2, category: "other", question: "Que se passe-t-il à la Pentecôte ?", answer: "!" },
      "pending",
    );
    expect((await moderator.caller.community.pendingQuestions()).map((q) => q.id)).toContain(asked.id);
    expect(await moderator.caller.community.setCategory({ id: asked.id, category: "history" })).toEqual({
      id: asked.id,
      category: "history",
    });
    const bad = await failure(moderator.caller.community.setCategory(untyped({ id: asked.id, category: "gossip" })));
    expect(bad.body).toMatchObject({ code: "BAD_REQUEST", field: "category" });
    await moderator.caller.community.moderateQuestion({ id: asked.id, decision: "approve" });
    expect((await moderator.caller.community.pendingQuestions()).map((q) => q.id)).not.toContain(asked.id);
    expect(await (await api.guest()).community.get({ id: asked.id })).toMatchObject({ category: "history" });
  });

  it("is granted and taken back by an administrator; an administrator already moderates", async () => {
    const reader = await api.signUp("Apollos");
    const nextRequest = () => api.withSession(reader.token);
    await api.admin.admin.setModerator({ user: reader.email, moderator: true });
    expect(await outcome((await nextRequest()).community.pendingCount())).toBe("ok");
    expect((await api.admin.admin.setModerator({ user: reader.id, moderator: false })).role).toBe("user");
    expect(await outcome((await nextRequest()).community.pendingCount())).toBe(403);
    // A moderator cannot hand out the role.
    const aquila = await api.signUp("Aquila");
    await api.admin.admin.setModerator({ user: aquila.id, moderator: true });
    const moderator = await api.withSession(aquila.token);
    expect(await outcome(moderator.admin.setModerator({ user: reader.id, moderator: true }))).toBe(403);

    await api.admin.admin.setRole({ user: reader.id, role: "admin" });
    const conflict = await failure(api.admin.admin.setModerator({ user: reader.id, moderator: false }));
    expect(conflict.body.code).toBe("CONFLICT");
    expect((await api.admin.admin.users()).find((u) => u.id === reader.id)?.role).toBe("admin");
    expect((await failure(api.admin.admin.setModerator({ user: "nobody@example.org", moderator: true }))).status).toBe(
      404,
    );
  });
});
