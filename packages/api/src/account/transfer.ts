import { findBook, findLanguage } from "@bible/canon";
import {
  and,
  bibleVersions,
  comments,
  communityQuestions,
  type Database,
  eq,
  inArray,
  isNotNull,
  ne,
  qaEntries,
  questionVotes,
  readingPlans,
  reviewCards,
  reviewLogs,
  type Transaction,
  userCompletedDays,
  userPlanProgress,
  userPlans,
  users,
  verseHistory,
  wordStates,
} from "@bible/db";
import { vote } from "../community/service";
import { ApiError, notFound } from "../errors";
import { bookLabel, iso } from "../lib/refs";
import { addBookmark, listBookmarks, savedQa } from "../library/service";
import { getPreferences, listVerseHistory, updatePreferences } from "../preferences/service";
import type { AccountExport, AccountImport, AccountImportResult } from "../schemas/account";
import { ACCOUNT_EXPORT_FORMAT } from "../schemas/account";
import { listWords, normalizeWord } from "../vocabulary/service";
import { importWordIn } from "../word-cards/words";

/**
 * The reader's whole account as one JSON document (GDPR, and a move to another site or account): what
 * `importAccount` reads back. Never the password's hash, never another reader's data.
 */
export async function exportAccount(db: Database, userId: string): Promise<AccountExport> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const [
    preferences,
    history,
    bookmarks,
    words,
    saved,
    asked,
    votes,
    written,
    cards,
    logs,
    followed,
    progress,
    done,
    submitted,
    states,
  ] = await Promise.all([
    getPreferences(db, userId),
    listVerseHistory(db, userId, 100_000),
    listBookmarks(db, userId),
    listWords(db, userId),
    savedQa(db, userId),
    db.select().from(qaEntries).where(eq(qaEntries.userId, userId)).orderBy(qaEntries.id),
    db.select().from(questionVotes).where(eq(questionVotes.userId, userId)),
    db.select().from(comments).where(eq(comments.userId, userId)).orderBy(comments.id),
    db.select().from(reviewCards).where(eq(reviewCards.userId, userId)),
    db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId)).orderBy(reviewLogs.reviewedAt),
    db
      .select({
        code: readingPlans.code,
        planId: userPlans.planId,
        startDate: userPlans.startDate,
        active: userPlans.active,
      })
      .from(userPlans)
      .innerJoin(readingPlans, eq(readingPlans.id, userPlans.planId))
      .where(eq(userPlans.userId, userId)),
    db
      .select({ code: readingPlans.code, planId: userPlanProgress.planId, day: userPlanProgress.currentDay })
      .from(userPlanProgress)
      .innerJoin(readingPlans, eq(readingPlans.id, userPlanProgress.planId))
      .where(eq(userPlanProgress.userId, userId)),
    db
      .select({ code: readingPlans.code, planId: userCompletedDays.planId, day: userCompletedDays.day })
      .from(userCompletedDays)
      .innerJoin(readingPlans, eq(readingPlans.id, userCompletedDays.planId))
      .where(eq(userCompletedDays.userId, userId)),
    db.select().from(communityQuestions).where(eq(communityQuestions.askedBy, userId)).orderBy(communityQuestions.id),
    db.select().from(wordStates).where(eq(wordStates.userId, userId)).orderBy(wordStates.language, wordStates.lemma),
  ]);

  const logsOf = new Map<number, typeof logs>();
  for (const log of logs) logsOf.set(log.cardId, [...(logsOf.get(log.cardId) ?? []), log]);
  const cardsOf = new Map<number, typeof cards>();
  for (const card of cards) cardsOf.set(card.vocabularyId, [...(cardsOf.get(card.vocabularyId) ?? []), card]);

  const plans = new Map<string, AccountExport["plans"][number]>();
  const plan = (code: string) => {
    let found = plans.get(code);
    if (!found) {
      found = { code, startDate: null, active: false, currentDay: null, done: [] };
      plans.set(code, found);
    }
    return found;
  };
  for (const row of followed) Object.assign(plan(row.code), { startDate: row.startDate, active: row.active });
  for (const row of progress) plan(row.code).currentDay = row.day;
  for (const row of done) plan(row.code).done.push(row.day);
  for (const entry of plans.values()) entry.done.sort((a, b) => a - b);

  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: 2,
    exportedAt: new Date().toISOString(),
    user: {
      ...user,
      emailVerifiedAt: user.emailVerifiedAt ? iso(user.emailVerifiedAt) : null,
      createdAt: iso(user.createdAt),
    },
    preferences,
    verseHistory: history,
    bookmarks,
    vocabulary: words.map((word) => ({
      ...word,
      cards: (cardsOf.get(word.id) ?? []).map((card) => ({
        direction: card.direction,
        due: iso(card.due),
        stability: card.stability,
        difficulty: card.difficulty,
        elapsedDays: card.elapsedDays,
        scheduledDays: card.scheduledDays,
        learningSteps: card.learningSteps,
        reps: card.reps,
        lapses: card.lapses,
        state: card.state,
        lastReview: card.lastReview ? iso(card.lastReview) : null,
        log: (logsOf.get(card.id) ?? []).map((log) => ({
          grade: log.grade,
          stateBefore: log.stateBefore,
          dueBefore: iso(log.dueBefore),
          reviewedAt: iso(log.reviewedAt),
          localDay: log.localDay,
        })),
      })),
    })),
    savedQa: saved,
    questionsAsked: asked.map((entry) => ({
      ...bookLabel(entry.book),
      chapter: entry.chapter,
      language: entry.language,
      category: entry.category,
      question: entry.question,
      answer: entry.answer,
      isSaved: entry.isSaved,
      savedAt: entry.savedAt ? iso(entry.savedAt) : null,
      createdAt: iso(entry.createdAt),
    })),
    votes: votes.map((v) => ({ questionId: v.questionId, voteType: v.voteType, votedAt: iso(v.votedAt) })),
    comments: written.map((c) => ({
      id: c.id,
      questionId: c.questionId,
      content: c.content,
      status: c.status,
      createdAt: iso(c.createdAt),
    })),
    communityQuestions: submitted.map((q) => ({
      id: q.id,
      ...bookLabel(q.book),
      chapter: q.chapter,
      category: q.category,
      question: q.question,
      answer: q.answer,
      status: q.status,
      createdAt: iso(q.createdAt),
    })),
    plans: [...plans.values()].sort((a, b) => a.code.localeCompare(b.code)),
    wordStates: states.map((row) => ({
      language: row.language,
      lemma: row.lemma,
      state: row.state,
      strongs: row.strongs,
      updatedAt: iso(row.updatedAt),
    })),
  };
}

type Counts = AccountImportResult;

async function importCards(
  tx: Transaction,
  userId: string,
  vocabularyId: number,
  cards: AccountImport["vocabulary"][number]["cards"],
  counts: Counts,
): Promise<void> {
  for (const card of cards) {
    const [current] = await tx
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.vocabularyId, vocabularyId), eq(reviewCards.direction, card.direction)));
    if (!current) continue;
    // A card already reviewed more often here keeps its own schedule; its log still gains the imported grades.
    if (card.reps >= current.reps) {
      await tx
        .update(reviewCards)
        .set({
          due: new Date(card.due),
          stability: card.stability,
          difficulty: card.difficulty,
          elapsedDays: card.elapsedDays,
          scheduledDays: card.scheduledDays,
          learningSteps: card.learningSteps,
          reps: card.reps,
          lapses: card.lapses,
          state: card.state,
          lastReview: card.lastReview ? new Date(card.lastReview) : null,
        })
        .where(eq(reviewCards.id, current.id));
      counts.reviewCards++;
    }
    const known = new Set(
      (await tx.select({ at: reviewLogs.reviewedAt }).from(reviewLogs).where(eq(reviewLogs.cardId, current.id))).map(
        (row) => row.at.getTime(),
      ),
    );
    const fresh = card.log.filter((log) => !known.has(new Date(log.reviewedAt).getTime()));
    if (fresh.length > 0) {
      await tx.insert(reviewLogs).values(
        fresh.map((log) => ({
          cardId: current.id,
          userId,
          grade: log.grade,
          stateBefore: log.stateBefore,
          dueBefore: new Date(log.dueBefore),
          reviewedAt: new Date(log.reviewedAt),
          localDay: log.localDay,
        })),
      );
      counts.reviewLogs += fresh.length;
    }
  }
}

async function importPlans(tx: Transaction, userId: string, data: AccountImport, counts: Counts): Promise<void> {
  const codes = data.plans.map((p) => p.code);
  const installed = codes.length
    ? await tx
        .select({ id: readingPlans.id, code: readingPlans.code, dayCount: readingPlans.dayCount })
        .from(readingPlans)
        .where(inArray(readingPlans.code, codes))
    : [];
  const byCode = new Map(installed.map((p) => [p.code, p]));
  for (const plan of data.plans) {
    const found = byCode.get(plan.code);
    if (!found) {
      counts.skipped.plans.push(plan.code);
      continue;
    }
    if (plan.startDate) {
      if (plan.active) {
        await tx
          .update(userPlans)
          .set({ active: false })
          .where(and(eq(userPlans.userId, userId), ne(userPlans.planId, found.id)));
      }
      await tx
        .insert(userPlans)
        .values({ userId, planId: found.id, startDate: plan.startDate, active: plan.active })
        .onConflictDoUpdate({
          target: [userPlans.userId, userPlans.planId],
          set: { startDate: plan.startDate, ...(plan.active ? { active: true } : {}) },
        });
    }
    if (plan.currentDay !== null) {
      const day = Math.min(plan.currentDay, found.dayCount);
      await tx
        .insert(userPlanProgress)
        .values({ userId, planId: found.id, currentDay: day })
        .onConflictDoUpdate({ target: [userPlanProgress.userId, userPlanProgress.planId], set: { currentDay: day } });
    }
    const days = plan.done.filter((day) => day <= found.dayCount);
    if (days.length > 0) {
      await tx
        .insert(userCompletedDays)
        .values(days.map((day) => ({ userId, planId: found.id, day })))
        .onConflictDoNothing();
    }
    counts.plans++;
  }
}

/**
 * Reads an account export into the signed-in reader's account, adding to what it holds: preferences, verse
 * history, bookmarks, vocabulary with its review cards and their grades, questions asked and their answers,
 * reading plans (by code, with start date, current day and days done), votes on questions this site has.
 * Comments and community questions are not posted again (public posts of the other account, which would skip
 * moderation).
 * All or nothing: one transaction.
 */
export async function importAccount(db: Database, userId: string, data: AccountImport): Promise<AccountImportResult> {
  const counts: Counts = {
    preferences: false,
    verseHistory: 0,
    bookmarks: 0,
    vocabulary: 0,
    wordStates: 0,
    reviewCards: 0,
    reviewLogs: 0,
    questionsAsked: 0,
    plans: 0,
    votes: 0,
    skipped: {
      plans: [],
      votes: 0,
      comments: data.comments.length,
      communityQuestions: data.communityQuestions.length,
    },
  };
  await db.transaction(async (tx) => {
    if (data.preferences) {
      const { selectedLanguages, languageVersionMap, primaryLanguage, lastBook, lastChapter, lastVerse } =
        data.preferences;
      // Versions this site has not installed are left out of the map (the language then opens its default).
      const codes = Object.values(languageVersionMap);
      const installed = codes.length
        ? await tx
            .select({ code: bibleVersions.code, language: bibleVersions.language })
            .from(bibleVersions)
            .where(and(inArray(bibleVersions.code, codes), isNotNull(bibleVersions.installedAt)))
        : [];
      const selected = new Set(selectedLanguages.map((ref) => findLanguage(ref)?.id));
      await updatePreferences(tx, userId, {
        selectedLanguages,
        languageVersionMap: Object.fromEntries(
          Object.entries(languageVersionMap).filter(([language, code]) => {
            const id = findLanguage(language)?.id;
            return selected.has(id) && installed.some((v) => v.code === code && v.language === id);
          }),
        ),
        primaryLanguage,
        lastBook,
        lastChapter,
        lastVerse,
        desiredRetention: data.preferences.desiredRetention,
      });
      counts.preferences = true;
    }
    const history = data.verseHistory.flatMap((entry) => {
      const book = findBook(entry.bookId) ?? findBook(entry.book);
      return book
        ? [
            {
              userId,
              book: book.number,
              chapter: entry.chapter,
              verses: entry.verses,
              language: findLanguage(entry.language)?.id ?? entry.language,
              version: entry.version,
              readAt: new Date(entry.readAt),
            },
          ]
        : [];
    });
    if (history.length > 0) await tx.insert(verseHistory).values(history);
    counts.verseHistory = history.length;

    for (const bookmark of data.bookmarks) {
      await addBookmark(tx, userId, { ...bookmark, book: bookmark.bookId });
      counts.bookmarks++;
    }

    // The learning view's states first: a word the file says is known stays known when its vocabulary entry comes.
    if (data.wordStates.length > 0) {
      const states = new Map<string, typeof wordStates.$inferInsert>();
      for (const row of data.wordStates) {
        const language = findLanguage(row.language)?.id;
        if (!language) continue;
        states.set(`${language}\t${row.lemma}`, {
          userId,
          language,
          lemma: row.lemma,
          state: row.state,
          strongs: row.strongs,
          ...(row.updatedAt ? { updatedAt: new Date(row.updatedAt) } : {}),
        });
      }
      if (states.size > 0) {
        const written = await tx
          .insert(wordStates)
          .values([...states.values()])
          .onConflictDoNothing()
          .returning({ lemma: wordStates.lemma });
        counts.wordStates = written.length;
      }
    }

    for (const word of data.vocabulary) {
      const saved = await importWordIn(tx, userId, {
        word: word.word,
        language: word.language,
        definition: word.definition,
        context: word.context,
        grammaticalInfo: word.grammaticalInfo,
        strongs: word.original?.strongs ?? null,
        place: word.place
          ? {
              book: word.place.bookId,
              chapter: word.place.chapter,
              verse: word.place.verse,
              ...(word.place.version ? { version: word.place.version } : {}),
            }
          : null,
        ...(word.parallel ? { readerLanguage: word.parallel.language } : {}),
      });
      counts.vocabulary++;
      if (normalizeWord(saved.word) !== normalizeWord(word.word)) continue;
      await importCards(tx, userId, saved.id, word.cards, counts);
    }

    const askedBefore = await tx
      .select({ question: qaEntries.question, createdAt: qaEntries.createdAt })
      .from(qaEntries)
      .where(eq(qaEntries.userId, userId));
    const asked = new Set(askedBefore.map((q) => `${q.createdAt.getTime()}\u0000${q.question}`));
    const questions = data.questionsAsked.flatMap((entry) => {
      const book = findBook(entry.bookId) ?? findBook(entry.book);
      const createdAt = new Date(entry.createdAt);
      if (!book || asked.has(`${createdAt.getTime()}\u0000${entry.question}`)) return [];
      return [
        {
          userId,
          book: book.number,
          chapter: entry.chapter,
          language: findLanguage(entry.language)?.id ?? entry.language,
          category: entry.category,
          question: entry.question,
          answer: entry.answer,
          isSaved: entry.isSaved,
          savedAt: entry.savedAt ? new Date(entry.savedAt) : null,
          createdAt,
        },
      ];
    });
    if (questions.length > 0) await tx.insert(qaEntries).values(questions);
    counts.questionsAsked = questions.length;

    await importPlans(tx, userId, data, counts);

    for (const cast of data.votes) {
      try {
        await vote(tx, { questionId: cast.questionId, userId, voteType: cast.voteType });
        counts.votes++;
      } catch (error) {
        // A question this site does not have, or a vote the account already cast the same way.
        if (!(error instanceof ApiError)) throw error;
        counts.skipped.votes++;
      }
    }
  });
  return counts;
}
