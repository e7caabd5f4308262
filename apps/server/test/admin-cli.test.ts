import { publishQuestion } from "@bible/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdmin } from "../src/cli/admin";
import { as, signUp, startApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

async function admin(...argv: string[]) {
  const logs: string[] = [];
  const errors: string[] = [];
  const code = await runAdmin(argv, t.db, { log: (l) => logs.push(l), error: (l) => errors.push(l) });
  return { code, out: logs.join("\n"), err: errors.join("\n") };
}

describe("pnpm admin", () => {
  it("explains itself, and refuses unknown commands with the help", async () => {
    const help = await admin("help");
    expect(help.code).toBe(0);
    for (const command of [
      "users",
      "grant",
      "revoke",
      "moderator:grant",
      "moderator:revoke",
      "stats",
      "comments",
      "approve",
      "reject",
      "question:create",
      "question:delete",
      "questions",
      "question:approve",
      "question:reject",
    ]) {
      expect(help.out).toContain(command);
    }
    const unknown = await admin("frobnicate");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("Unknown command: frobnicate");
  });

  it("publishes a question, moderates its comments and deletes it", async () => {
    const created = await admin(
      "question:create",
      "--book",
      "Jonah",
      "--chapter",
      "2",
      "--question",
      "Combien de jours dans le poisson ?",
      "--answer",
      "Trois jours et trois nuits.",
      "--category",
      "history",
    );
    expect(created.code).toBe(0);
    const id = Number(/question (\d+)/.exec(created.out)?.[1]);
    expect(created.out).toContain("Jonah 2 (history)");

    const reader = await signUp(t.app);
    const url = `/api/community-questions/${id}/comments`;
    const first = await t.app.inject(
      as(reader, { method: "POST", url, payload: { content: "Comme le Christ au tombeau." } }),
    );
    const second = await t.app.inject(as(reader, { method: "POST", url, payload: { content: "Publicité" } }));

    const pending = await admin("comments");
    expect(pending.out).toContain("Comme le Christ au tombeau.");
    expect(pending.out).toContain(reader.email);
    expect((await admin("approve", String(first.json().id))).out).toBe(`comment ${first.json().id}: approved`);
    expect((await admin("reject", String(second.json().id))).out).toBe(`comment ${second.json().id}: rejected`);
    expect((await admin("comments")).out).toBe("(none)");
    const listed = await t.app.inject({ method: "GET", url });
    expect(listed.json().map((c: { content: string }) => c.content)).toEqual(["Comme le Christ au tombeau."]);

    expect((await admin("question:delete", String(id))).code).toBe(0);
    expect((await t.app.inject({ method: "GET", url: `/api/community-questions/${id}` })).statusCode).toBe(404);
    const again = await admin("question:delete", String(id));
    expect(again.code).toBe(1);
    expect(again.err).toBe(`question:delete ${id}: Item not found.`);
  });

  it("lists the questions readers asked the AI and publishes or refuses them", async () => {
    const asked = await publishQuestion(
      t.db,
      { book: "Ruth", chapter: 1, question: "Pourquoi Ruth reste-t-elle ?", answer: "Par fidélité." },
      "pending",
    );
    const spam = await publishQuestion(t.db, { book: "Ruth", chapter: 2, question: "Achetez", answer: "!" }, "pending");
    const pending = await admin("questions");
    expect(pending.out).toContain("Pourquoi Ruth reste-t-elle ?");
    expect(pending.out).toContain("Ruth 1");
    expect((await t.app.inject({ method: "GET", url: `/api/community-questions/${asked.id}` })).statusCode).toBe(404);
    expect((await admin("question:approve", String(asked.id))).out).toBe(`question ${asked.id}: approved`);
    expect((await admin("question:reject", String(spam.id))).out).toBe(`question ${spam.id}: rejected`);
    expect((await admin("questions")).out).toBe("(none)");
    const listed = await t.app.inject({ method: "GET", url: "/api/community-questions?book=Ruth" });
    expect(listed.json().map((q: { question: string }) => q.question)).toEqual(["Pourquoi Ruth reste-t-elle ?"]);
  });

  it("refuses bad arguments with a usage message", async () => {
    expect((await admin("approve")).code).toBe(2);
    expect((await admin("approve", "abc")).err).toContain("not an id: abc");
    expect((await admin("question:create", "--book", "Jonah")).err).toContain("--chapter");
    const badBook = await admin(
      "question:create",
      "--book",
      "Tobit",
      "--chapter",
      "1",
      "--question",
      "?",
      "--answer",
      "!",
    );
    expect(badBook.code).toBe(1);
    expect(badBook.err).toContain("--book Tobit");
    expect(badBook.err).toContain("Invalid value for the “book” field.");
  });

  it("lists users, grants and revokes admin, and counts things", async () => {
    const reader = await signUp(t.app, "Esther");
    expect((await admin("users")).out).toContain(reader.email);
    expect((await admin("grant", reader.email)).out).toBe(`${reader.email} is now an administrator.`);
    const stats = await admin("stats");
    expect(stats.out).toMatch(/admins\s+1/);
    expect(stats.out).toMatch(/aiCachedAnswers\s+0/);
    expect((await admin("revoke", reader.id)).out).toBe(`${reader.email} is now a regular user.`);
    expect((await admin("grant", "nobody@example.org")).code).toBe(1);
  });

  it("grants and revokes the moderator role, whose holder then moderates through the REST door", async () => {
    const reader = await signUp(t.app, "Barnabé");
    const queue = () => t.app.inject(as(reader, { method: "GET", url: "/api/moderation/count" }));
    expect((await queue()).statusCode).toBe(403);

    const granted = await admin("moderator:grant", reader.email);
    expect(granted).toMatchObject({ code: 0, out: `${reader.email} is now a moderator.` });
    expect((await admin("users")).out).toMatch(new RegExp(`${reader.email}\\s+Barnabé\\s+moderator`));
    expect((await admin("stats")).out).toMatch(/moderators\s+1/);
    // The same session moderates at once.
    const count = await queue();
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ questions: expect.any(Number), comments: expect.any(Number) });

    const revoked = await admin("moderator:revoke", reader.id);
    expect(revoked).toMatchObject({ code: 0, out: `${reader.email} is now a regular user.` });
    expect((await queue()).statusCode).toBe(403);

    // An administrator already moderates: the command refuses rather than demote them.
    await admin("grant", reader.email);
    const refused = await admin("moderator:revoke", reader.email);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `moderator:revoke ${reader.email}: an administrator already moderates; \`pnpm admin revoke\` makes them a regular user.`,
    );
    expect((await admin("moderator:grant", "nobody@example.org")).code).toBe(1);
    expect((await admin("moderator:grant")).code).toBe(2);
    await admin("revoke", reader.email);
  });
});
