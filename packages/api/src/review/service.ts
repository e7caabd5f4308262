import {
  and,
  asc,
  count,
  type Database,
  eq,
  gt,
  gte,
  lt,
  lte,
  type Queryable,
  REVIEW_DIRECTIONS,
  type ReviewCard,
  reviewCards,
  reviewLogs,
  sql,
  userCompletedDays,
  userPreferences,
  type VocabularyEntry,
  verseHistory,
  vocabularyEntries,
} from "@bible/db";
import { type Card, createEmptyCard, fsrs, type Grade, generatorParameters } from "ts-fsrs";
import { apiError, notFound } from "../errors";
import { iso, resolveLanguage } from "../lib/refs";
import { localDay } from "../lib/time-zone";
import type {
  DueCardsInput,
  GradeCardInput,
  GradedCard,
  ReviewCardOutput,
  ReviewCounts,
  ReviewSummary,
} from "../schemas/review";
import { toVocabularyOutput } from "../vocabulary/service";
import { nextDay, startOfDay } from "./day";
import { scheduleWeights } from "./own-schedule";

const DEFAULT_RETENTION = 0.9;

/** The two cards of a vocabulary entry, due at once; nothing when they exist. */
export async function createCards(db: Database, userId: string, vocabularyId: number, now = new Date()): Promise<void> {
  await db
    .insert(reviewCards)
    .values(REVIEW_DIRECTIONS.map((direction) => ({ userId, vocabularyId, direction, due: now })))
    .onConflictDoNothing({ target: [reviewCards.vocabularyId, reviewCards.direction] });
}

function cardFields(card: ReviewCard) {
  return {
    id: card.id,
    direction: card.direction,
    due: iso(card.due),
    state: card.state,
    reps: card.reps,
    lapses: card.lapses,
    scheduledDays: card.scheduledDays,
    lastReview: card.lastReview ? iso(card.lastReview) : null,
  };
}

function toOutput(card: ReviewCard, word: VocabularyEntry): ReviewCardOutput {
  return { ...cardFields(card), word: toVocabularyOutput(word) };
}

/**
 * The cards to review now: those due before the end of the reader's day (or of `days` days after it: the cards
 * a device keeps for reviewing offline), recognition before recall and
 * earliest first, optionally of one language; or the two cards of one entry, due or not.
 */
export async function dueCards(
  db: Database,
  userId: string,
  input: Omit<DueCardsInput, "limit" | "days"> & { limit?: number; days?: number },
  now = new Date(),
): Promise<ReviewCardOutput[]> {
  const conditions = [eq(reviewCards.userId, userId)];
  if (input.wordId !== undefined) {
    const [word] = await db
      .select({ id: vocabularyEntries.id })
      .from(vocabularyEntries)
      .where(and(eq(vocabularyEntries.id, input.wordId), eq(vocabularyEntries.userId, userId)));
    if (!word) throw notFound(undefined, "wordId");
    conditions.push(eq(reviewCards.vocabularyId, input.wordId));
  } else {
    const end = startOfDay(nextDay(localDay(now, input.timeZone), 1 + (input.days ?? 0)), input.timeZone);
    conditions.push(lt(reviewCards.due, end));
  }
  if (input.language) conditions.push(eq(vocabularyEntries.language, resolveLanguage(input.language).id));
  const rows = await db
    .select({ card: reviewCards, word: vocabularyEntries })
    .from(reviewCards)
    .innerJoin(vocabularyEntries, eq(vocabularyEntries.id, reviewCards.vocabularyId))
    .where(and(...conditions))
    .orderBy(asc(reviewCards.due), asc(reviewCards.id))
    .limit(input.limit ?? 200);
  // Recognition cards first (the sort is stable: earliest first within each), so a word's recall card does not
  // follow the card that just showed its answer. Sorted here, the query keeps walking the (user, due) index.
  const cards = rows.map((row) => toOutput(row.card, row.word));
  return [...cards.filter((c) => c.direction === "recognition"), ...cards.filter((c) => c.direction === "recall")];
}

async function desiredRetention(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ retention: userPreferences.desiredRetention })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.retention ?? DEFAULT_RETENTION;
}

function toFsrsCard(card: ReviewCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}

type Scheduler = ReturnType<typeof fsrs>;

/** A grade queued offline longer than this is placed this long ago. */
const QUEUED_GRADE_MAX_AGE_MS = 60 * 24 * 60 * 60 * 1000;

function cardColumns(next: Card, now: Date) {
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? now,
  };
}

/** The card as its review log makes it: every grade in the order it was given, from a new card. */
async function scheduleFromLog(tx: Queryable, scheduler: Scheduler, cardId: number): Promise<Card | null> {
  const logs = await tx
    .select({ grade: reviewLogs.grade, reviewedAt: reviewLogs.reviewedAt })
    .from(reviewLogs)
    .where(eq(reviewLogs.cardId, cardId))
    .orderBy(asc(reviewLogs.reviewedAt), asc(reviewLogs.id));
  const [first] = logs;
  if (!first) return null;
  let card = createEmptyCard(first.reviewedAt);
  for (const log of logs) card = scheduler.next(card, log.reviewedAt, log.grade as Grade).card;
  return card;
}

/** The instant a client says it graded, kept within the last 60 days and not after the server's now (a wrong clock). */
function gradedAt(reviewedAt: string | undefined, now: Date): Date {
  if (reviewedAt === undefined) return now;
  const at = new Date(reviewedAt).getTime();
  const oldest = now.getTime() - QUEUED_GRADE_MAX_AGE_MS;
  return new Date(Math.min(Math.max(at, oldest), now.getTime()));
}

/**
 * Grades a card with FSRS at the reader's desired retention and logs the grade. `reps` is the card's count
 * when shown: a card graded since (a double click, another tab) answers CARD_ALREADY_GRADED.
 *
 * A grade given offline (`reviewedAt`, issue 34) is never refused for that: the same card may have been graded
 * on another device meanwhile. It joins the review log at its instant, and when it is not simply the next grade
 * of the card as the server has it, the card is scheduled again from its whole log in order, so both devices'
 * grades count, in the order they were given.
 */
export async function gradeCard(
  db: Database,
  userId: string,
  input: Omit<GradeCardInput, "idempotencyKey">,
  now = new Date(),
): Promise<GradedCard> {
  const [card] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, input.cardId), eq(reviewCards.userId, userId)));
  if (!card) throw notFound(undefined, "cardId");
  const offline = input.reviewedAt !== undefined;
  if (card.reps !== input.reps && !offline) throw apiError("CARD_ALREADY_GRADED", {});
  const at = gradedAt(input.reviewedAt, now);
  const inOrder = card.reps === input.reps && (card.lastReview === null || card.lastReview <= at);
  const [retention, weights] = await Promise.all([desiredRetention(db, userId), scheduleWeights(db, userId)]);
  // The reader's own parameters once trained on their log (own-schedule.ts), else FSRS's defaults.
  const scheduler = fsrs(generatorParameters({ request_retention: retention, ...(weights ? { w: weights } : {}) }));
  const updated = await db.transaction(async (tx) => {
    await tx.insert(reviewLogs).values({
      cardId: card.id,
      userId,
      grade: input.grade,
      stateBefore: card.state,
      dueBefore: card.due,
      reviewedAt: at,
      localDay: localDay(at, input.timeZone),
    });
    if (inOrder) {
      const { card: next } = scheduler.next(toFsrsCard(card), at, input.grade as Grade);
      const [row] = await tx
        .update(reviewCards)
        .set(cardColumns(next, at))
        .where(and(eq(reviewCards.id, card.id), eq(reviewCards.reps, card.reps)))
        .returning();
      if (row) return row;
      if (!offline) throw apiError("CARD_ALREADY_GRADED", {});
    }
    const replayed = await scheduleFromLog(tx, scheduler, card.id);
    if (!replayed) throw notFound(undefined, "cardId");
    const [row] = await tx
      .update(reviewCards)
      .set(cardColumns(replayed, at))
      .where(eq(reviewCards.id, card.id))
      .returning();
    if (!row) throw notFound(undefined, "cardId");
    return row;
  });
  return { ...cardFields(updated), vocabularyId: updated.vocabularyId };
}

async function nextDueOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ due: reviewCards.due })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.due))
    .limit(1);
  return row ? iso(row.due) : null;
}

async function dueBefore(db: Database, userId: string, end: Date, language?: string): Promise<number> {
  const conditions = [eq(reviewCards.userId, userId), lt(reviewCards.due, end)];
  if (language) {
    const [row] = await db
      .select({ n: count() })
      .from(reviewCards)
      .innerJoin(vocabularyEntries, eq(vocabularyEntries.id, reviewCards.vocabularyId))
      .where(and(...conditions, eq(vocabularyEntries.language, resolveLanguage(language).id)));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: count() })
    .from(reviewCards)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** Days (YYYY-MM-DD) with a reading or a review, among the last `span` days up to `today`. */
async function activeDays(db: Database, userId: string, today: string, timeZone: string | undefined, span: number) {
  const from = startOfDay(nextDay(today, -span), timeZone);
  const days = new Set<string>();
  const logs = await db
    .selectDistinct({ day: reviewLogs.localDay })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, from)));
  for (const row of logs) days.add(row.day);
  // Readings: one instant per quarter hour is enough to place them in any zone's day.
  const quarter = (column: typeof verseHistory.readAt | typeof userCompletedDays.completedAt) =>
    sql<Date>`to_timestamp(floor(extract(epoch from ${column}) / 900) * 900)`;
  const read = await db
    .selectDistinct({ at: quarter(verseHistory.readAt) })
    .from(verseHistory)
    .where(and(eq(verseHistory.userId, userId), gte(verseHistory.readAt, from)));
  const completed = await db
    .selectDistinct({ at: quarter(userCompletedDays.completedAt) })
    .from(userCompletedDays)
    .where(and(eq(userCompletedDays.userId, userId), gte(userCompletedDays.completedAt, from)));
  for (const row of [...read, ...completed]) days.add(localDay(new Date(row.at), timeZone));
  return days;
}

const STREAK_SPAN = 366;

/** The reader's day in numbers: what is due, what was done, and the streak. */
export async function reviewCounts(
  db: Database,
  userId: string,
  input: { timeZone?: string | undefined; language?: string | undefined },
  now = new Date(),
): Promise<ReviewCounts> {
  const { timeZone } = input;
  const day = localDay(now, timeZone);
  const start = startOfDay(day, timeZone);
  const end = startOfDay(nextDay(day), timeZone);
  const [reviewed] = await db
    .select({ n: count() })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.localDay, day)));
  const [added] = await db
    .select({ n: count() })
    .from(vocabularyEntries)
    .where(
      and(
        eq(vocabularyEntries.userId, userId),
        gte(vocabularyEntries.addedAt, start),
        lt(vocabularyEntries.addedAt, end),
      ),
    );
  const [completed] = await db
    .select({ n: count() })
    .from(userCompletedDays)
    .where(
      and(
        eq(userCompletedDays.userId, userId),
        gte(userCompletedDays.completedAt, start),
        lt(userCompletedDays.completedAt, end),
      ),
    );
  const days = await activeDays(db, userId, day, timeZone, STREAK_SPAN);
  let streak = 0;
  let cursor = days.has(day) ? day : nextDay(day, -1);
  while (days.has(cursor) && streak <= STREAK_SPAN) {
    streak += 1;
    cursor = nextDay(cursor, -1);
  }
  return {
    day,
    dueToday: await dueBefore(db, userId, end, input.language),
    reviewedToday: reviewed?.n ?? 0,
    newWordsToday: added?.n ?? 0,
    readingDoneToday: (completed?.n ?? 0) > 0,
    streak,
    nextDue: await nextDueOf(db, userId),
  };
}

/** What a session did: grades given since it started, how many passed, and when the next card is due. */
export async function reviewSummary(
  db: Database,
  userId: string,
  input: { since: string; timeZone?: string | undefined },
  now = new Date(),
): Promise<ReviewSummary> {
  const since = new Date(input.since);
  const [row] = await db
    .select({ reviewed: count(), correct: sql<number>`count(*) filter (where ${reviewLogs.grade} > 1)::int` })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, since), lte(reviewLogs.reviewedAt, now)));
  const [next] = await db
    .select({ due: reviewCards.due })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), gt(reviewCards.due, now)))
    .orderBy(asc(reviewCards.due))
    .limit(1);
  const end = startOfDay(nextDay(localDay(now, input.timeZone)), input.timeZone);
  return {
    reviewed: row?.reviewed ?? 0,
    correct: Number(row?.correct ?? 0),
    nextDue: next ? iso(next.due) : null,
    dueToday: await dueBefore(db, userId, end),
  };
}
