import { parseArgs } from "node:util";
import { createAdminContext, createCaller, describeError } from "@bible/api";
import type { Database } from "@bible/db";
import { message, type TranslationKey } from "@bible/i18n";
import { TRPCError } from "@trpc/server";

export const ADMIN_HELP = `pnpm admin <command> [options]

Moderation and statistics, run on this machine with full rights (DATABASE_URL or the embedded database).

  users                         list accounts (id, e-mail, role, created)
  grant <e-mail|id>             make a user an administrator
  revoke <e-mail|id>            make an administrator (or a moderator) a regular user again
  moderator:grant <e-mail|id>   make a user a moderator (the /moderation screen of the web app)
  moderator:revoke <e-mail|id>  make a moderator a regular user again
  stats                         counts of users, moderators, bookmarks, words, questions, comments, what waits for
                                moderation; cached AI answers, hits, tokens

  comments                      list comments waiting for moderation (every comment waits)
  approve <comment id>...       publish comments
  reject <comment id>...        refuse comments
  questions                     list questions guests asked the AI, waiting for moderation (a signed-in
                                reader's question is published at once)
  question:approve <id>...      publish them on /communaute
  question:reject <id>...       refuse them

  question:create --book <book> --chapter <n> --question <text> --answer <markdown>
                  [--category theology|history|application|language|culture|other] [--language <id|code>]
                                publish a community question
  question:delete <question id> delete a community question with its votes and comments

  help                          this text
`;

export type Output = { log(line: string): void; error(line: string): void };

function ids(values: string[]): number[] {
  if (values.length === 0) throw new UsageError("give at least one id");
  return values.map((value) => {
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1) throw new UsageError(`not an id: ${value}`);
    return id;
  });
}

class UsageError extends Error {}

function oneId(values: string[], what: string): number {
  const [id] = ids([one(values, what)]);
  if (id === undefined) throw new UsageError(`give exactly one ${what}`);
  return id;
}

function one(values: string[], what: string): string {
  const [value] = values;
  if (values.length !== 1 || !value) throw new UsageError(`give exactly one ${what}`);
  return value;
}

function table(rows: Record<string, unknown>[]): string {
  const first = rows[0];
  if (!first) return "(none)";
  const keys = Object.keys(first);
  const cells = rows.map((row) => keys.map((key) => String(row[key] ?? "")));
  const widths = keys.map((key, i) => Math.max(key.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(keys), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

/** Runs one admin command through the API's own procedures; answers the process exit code. */
export async function runAdmin(argv: string[], db: Database, out: Output): Promise<number> {
  const [command = "help", ...rest] = argv;
  const caller = createCaller(createAdminContext(db));
  try {
    switch (command) {
      case "help":
      case "--help":
      case "-h":
        out.log(ADMIN_HELP);
        return 0;
      case "users":
        out.log(table(await caller.admin.users()));
        return 0;
      case "grant":
      case "revoke": {
        const user = await caller.admin.setRole({
          user: one(rest, "e-mail or id"),
          role: command === "grant" ? "admin" : "user",
        });
        out.log(`${user.email} is now ${user.role === "admin" ? "an administrator" : "a regular user"}.`);
        return 0;
      }
      case "moderator:grant":
      case "moderator:revoke": {
        const key = one(rest, "e-mail or id");
        try {
          const user = await caller.admin.setModerator({ user: key, moderator: command === "moderator:grant" });
          out.log(`${user.email} is now ${user.role === "moderator" ? "a moderator" : "a regular user"}.`);
          return 0;
        } catch (error) {
          if (!(error instanceof TRPCError) || describeError(error).body.code !== "CONFLICT") throw error;
          out.error(
            `${command} ${key}: an administrator already moderates; \`pnpm admin revoke\` makes them a regular user.`,
          );
          return 1;
        }
      }
      case "stats":
        out.log(table(Object.entries(await caller.admin.stats()).map(([what, count]) => ({ what, count }))));
        return 0;
      case "comments": {
        const pending = await caller.community.pendingComments();
        out.log(
          table(
            pending.map((c) => ({
              id: c.id,
              question: c.questionId,
              author: c.email ?? c.author ?? c.userId,
              date: c.createdAt.slice(0, 16),
              content: c.content.replace(/\s+/g, " ").slice(0, 80),
            })),
          ),
        );
        return 0;
      }
      case "approve":
      case "reject":
        for (const id of ids(rest)) {
          const result = await caller.community.moderateComment({
            id,
            decision: command === "approve" ? "approve" : "reject",
          });
          out.log(`comment ${result.id}: ${result.status}`);
        }
        return 0;
      case "questions": {
        const pending = await caller.community.pendingQuestions();
        out.log(
          table(
            pending.map((q) => ({
              id: q.id,
              passage: `${q.book} ${q.chapter}`,
              date: q.createdAt.slice(0, 16),
              question: q.question.replace(/\s+/g, " ").slice(0, 80),
            })),
          ),
        );
        return 0;
      }
      case "question:approve":
      case "question:reject":
        for (const id of ids(rest)) {
          const result = await caller.community.moderateQuestion({
            id,
            decision: command === "question:approve" ? "approve" : "reject",
          });
          out.log(`question ${result.id}: ${result.status}`);
        }
        return 0;
      case "question:create": {
        const { values } = parseArgs({
          args: rest,
          options: {
            book: { type: "string" },
            chapter: { type: "string" },
            question: { type: "string" },
            answer: { type: "string" },
            category: { type: "string" },
            language: { type: "string" },
          },
        });
        const { book, chapter, question, answer, category, language } = values;
        if (!book || !chapter || !question || !answer) {
          throw new UsageError("--book, --chapter, --question and --answer are required");
        }
        const created = await caller.community.create({
          book,
          chapter: Number(chapter),
          question,
          answer,
          ...(language ? { language } : {}),
          ...(category ? { category: parseCategory(category) } : {}),
        });
        out.log(`question ${created.id} published on ${created.book} ${created.chapter} (${created.category}).`);
        return 0;
      }
      case "question:delete": {
        const id = oneId(rest, "question id");
        await caller.community.remove({ id });
        out.log(`question ${id} deleted.`);
        return 0;
      }
      default:
        out.error(`Unknown command: ${command}\n\n${ADMIN_HELP}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`${command}: ${error.message}. See \`pnpm admin help\`.`);
      return 2;
    }
    if (error instanceof TRPCError) {
      out.error(`${[command, ...rest].join(" ")}: ${refusal(error)}`);
      return 1;
    }
    throw error;
  }
}

/** What the API answers for a refused call, by its code. */
const REFUSALS: Record<string, TranslationKey> = {
  NOT_FOUND: "errors.notFound",
  CONFLICT: "errors.conflict",
  FORBIDDEN: "errors.forbidden",
  UNAUTHORIZED: "errors.authRequired",
};

/**
 * A refusal of the API in the operator's English. The API speaks French to readers; the command line speaks
 * English to operators, like the rest of its output and the server's logs.
 */
function refusal(error: TRPCError): string {
  const { body } = describeError(error);
  if (body.code === "BAD_REQUEST") return message("en", "errors.invalidInput", { field: body.field });
  const key = REFUSALS[body.code];
  return key ? message("en", key) : `${message("en", "errors.server")} (${body.code})`;
}

const CATEGORIES = ["theology", "history", "application", "language", "culture", "other"] as const;

function parseCategory(value: string): (typeof CATEGORIES)[number] {
  const category = CATEGORIES.find((c) => c === value);
  if (!category) throw new UsageError(`--category must be one of ${CATEGORIES.join(", ")}`);
  return category;
}
