import type { Database } from "@bible/db";
import type { AnsweredQuestion } from "../ai/service";
import { publishQuestion } from "../community/service";
import { recordQaEntry } from "../library/service";
import type { RateLimiters } from "../rate-limit";

/**
 * Where a chapter question answered by the AI goes, in one transaction: a signed-in asker's question joins
 * their chapter history (library); a question the model has just answered (on topic: the others are refused
 * before) is published to the community without the asker's identity: listed at once when the asker is signed
 * in (they follow it in their library), waiting for a moderator like a comment when a guest asked it. A repeated
 * question comes from the cache and is already there. One address publishes at most `publishPerIp` questions;
 * beyond, it still gets its answer.
 */
export async function keepAnswer(
  db: Database,
  asked: AnsweredQuestion,
  asker: { userId: string | null; ip: string; limiters: RateLimiters },
): Promise<void> {
  const { book, chapter, language, question, answer, category } = asked;
  const publish = asked.fresh && (await asker.limiters.publishPerIp.consume(asker.ip)) === 0;
  const { userId } = asker;
  await db.transaction(async (tx) => {
    if (userId) await recordQaEntry(tx, { userId, book: book.number, chapter, language, question, answer, category });
    if (publish)
      await publishQuestion(
        tx,
        { book: book.osis, chapter, language, category, question, answer, askedBy: userId },
        userId ? "approved" : "pending",
      );
  });
}
