import { findBook } from "@bible/canon";
import { alignmentRuns, and, asc, type Database, eq, inArray, sql, wordStates } from "@bible/db";
import { chapterWordKeys } from "@bible/lexicon";
import { LRUCache } from "lru-cache";
import { resolveLanguage } from "../lib/refs";
import type { BibleChapter } from "../schemas/bible";
import type { ChapterWords, MarkWordsInput, WordCounts, WordStates } from "../schemas/learning";

type StoredState = (typeof wordStates.$inferInsert)["state"];

/**
 * A chapter's words by lemma, kept per chapter text (a re-install gives a new chapter object) and alignment run (a
 * version aligned since links its words to their originals): lemmatising a long chapter the first time reads the
 * analysers' data, every later reader gets the same answer from memory.
 */
const wordCaches = new WeakMap<Database, LRUCache<string, { chapter: BibleChapter; words: Promise<ChapterWords> }>>();

function wordCacheOf(db: Database) {
  let cache = wordCaches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 1_000 });
    wordCaches.set(db, cache);
  }
  return cache;
}

export async function chapterWords(db: Database, chapter: BibleChapter): Promise<ChapterWords> {
  const [run] = await db
    .select({ alignedAt: alignmentRuns.alignedAt })
    .from(alignmentRuns)
    .where(eq(alignmentRuns.versionCode, chapter.version));
  const key = `${chapter.version}|${chapter.bookId}|${chapter.chapter}|${run?.alignedAt.getTime() ?? "-"}`;
  const cache = wordCacheOf(db);
  const cached = cache.get(key);
  if (cached && cached.chapter === chapter) return cached.words;
  const language = resolveLanguage(chapter.language);
  const book = findBook(chapter.bookId);
  const words = chapterWordKeys(db, {
    version: chapter.version,
    language: language.id,
    book: book?.number ?? 0,
    chapter: chapter.chapter,
    verses: chapter.verses,
  }).then((keys) => ({ version: chapter.version, language: language.id, ...keys }));
  cache.set(key, { chapter, words });
  words.catch(() => cache.delete(key));
  return words;
}

/** The reader's marked words of one language (a word without a row is new). */
export async function listWordStates(db: Database, userId: string, languageRef: string): Promise<WordStates> {
  const language = resolveLanguage(languageRef).id;
  const rows = await db
    .select({ lemma: wordStates.lemma, state: wordStates.state })
    .from(wordStates)
    .where(and(eq(wordStates.userId, userId), eq(wordStates.language, language)))
    .orderBy(asc(wordStates.lemma));
  return { language, words: rows };
}

/** Sets (or with `new`, removes) the state of words of one language; answers how many rows changed. */
export async function markWords(
  db: Database,
  userId: string,
  input: MarkWordsInput,
): Promise<{ language: string; changed: number }> {
  const language = resolveLanguage(input.language).id;
  const lemmas = [...new Set(input.lemmas)];
  const mine = and(eq(wordStates.userId, userId), eq(wordStates.language, language), inArray(wordStates.lemma, lemmas));
  if (input.state === "new") {
    const removed = await db.delete(wordStates).where(mine).returning({ lemma: wordStates.lemma });
    return { language, changed: removed.length };
  }
  const state: StoredState = input.state;
  const rows = lemmas.map((lemma) => ({ userId, language, lemma, state, strongs: input.strongs ?? null }));
  const written = input.onlyNew
    ? await db.insert(wordStates).values(rows).onConflictDoNothing().returning({ lemma: wordStates.lemma })
    : await db
        .insert(wordStates)
        .values(rows)
        .onConflictDoUpdate({
          target: [wordStates.userId, wordStates.language, wordStates.lemma],
          set: {
            state,
            // A word marked again without its original keeps the one it had.
            strongs: sql`coalesce(excluded.strongs, ${wordStates.strongs})`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${wordStates.state} <> excluded.state or (excluded.strongs is not null and ${wordStates.strongs} is null)`,
        })
        .returning({ lemma: wordStates.lemma });
  return { language, changed: written.length };
}

/** A guest's words, kept in the browser, moved into the account: what the account already says of a word stays. */
export async function importWordStates(
  db: Database,
  userId: string,
  words: readonly { language: string; lemma: string; state: StoredState }[],
): Promise<{ imported: number }> {
  if (words.length === 0) return { imported: 0 };
  const rows = new Map<string, typeof wordStates.$inferInsert>();
  for (const word of words) {
    const language = resolveLanguage(word.language, "words.language").id;
    rows.set(`${language}\t${word.lemma}`, { userId, language, lemma: word.lemma, state: word.state });
  }
  const written = await db
    .insert(wordStates)
    .values([...rows.values()])
    .onConflictDoNothing()
    .returning({ lemma: wordStates.lemma });
  return { imported: written.length };
}

/** How many weeks of progress the vocabulary page draws. */
const PROGRESS_WEEKS = 12;

/** Known, learning and ignored words per language, counted by lemma, with the known words week by week. */
export async function wordCounts(db: Database, userId: string): Promise<WordCounts> {
  const counts = await db
    .select({ language: wordStates.language, state: wordStates.state, count: sql<number>`count(*)::int` })
    .from(wordStates)
    .where(eq(wordStates.userId, userId))
    .groupBy(wordStates.language, wordStates.state);
  const weeks = await db
    .select({
      language: wordStates.language,
      week: sql<string>`to_char(date_trunc('week', ${wordStates.updatedAt}) + interval '6 days', 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(wordStates)
    .where(and(eq(wordStates.userId, userId), eq(wordStates.state, "known")))
    .groupBy(sql`2`, wordStates.language)
    .orderBy(sql`2`);
  const byLanguage = new Map<string, WordCounts[number]>();
  for (const row of counts) {
    const entry = byLanguage.get(row.language) ?? {
      language: row.language,
      known: 0,
      learning: 0,
      ignored: 0,
      progress: [],
    };
    entry[row.state] = row.count;
    byLanguage.set(row.language, entry);
  }
  for (const entry of byLanguage.values()) {
    let total = 0;
    const progress = weeks
      .filter((w) => w.language === entry.language)
      .map((w) => {
        total += w.count;
        return { date: w.week, known: total };
      });
    entry.progress = progress.slice(-PROGRESS_WEEKS);
  }
  return [...byLanguage.values()].sort((a, b) => b.known - a.known || a.language.localeCompare(b.language));
}
