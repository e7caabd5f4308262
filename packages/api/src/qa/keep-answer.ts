import type { Database } from "@bible/db";
import type { AnsweredQuestion } from "../ai/service";
import { publishQuestion } from "../community/service";
import { recordQaEntry } from "../library/service";

/**
 * Where a chapter question answered by the AI goes, in one transaction: a signed-in asker's question joins
 * their chapter history (library); a question the model has just answered is published to the community,
 * without the asker's identity (a repeated question comes from the cache and is already there).
 */
export async function keepAnswer(db: Database, asked: AnsweredQuestion, userId: string | null): Promise<void> {
  const { book, chapter, language, question, answer, category } = asked;
  await db.transaction(async (tx) => {
    if (userId) await recordQaEntry(tx, { userId, book: book.number, chapter, language, question, answer, category });
    if (asked.fresh) await publishQuestion(tx, { book: book.osis, chapter, language, category, question, answer });
  });
}
