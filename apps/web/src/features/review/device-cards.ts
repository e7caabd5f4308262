import { reviewCardSchema } from "@bible/api/schemas";
import { findLanguage } from "@bible/canon";
import { readApiError } from "@/lib/errors";
import type { TrpcUtils } from "@/lib/trpc";
import { keep, kept, queuedWrites } from "@/lib/write-queue";
import type { ReviewCardData } from "./review-card";

/** The due cards of today and of this many days after are kept on the device, for reviewing offline (issue 34). */
const DAYS_KEPT = 7;
const KEPT_NAME = "review-due";
const keptCardsSchema = reviewCardSchema.array();

export type SessionCards = { cards: ReviewCardData[]; onDevice: boolean };
type SessionInput = { wordId?: number | undefined; language?: string | undefined; timeZone?: string | undefined };

/** The first instant of the device's next day: a card due before it is due today. */
function endOfToday(): number {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

async function keptCards(userId: string): Promise<ReviewCardData[] | null> {
  const value = await kept(KEPT_NAME).catch(() => undefined);
  if (typeof value !== "object" || value === null || !("userId" in value) || value.userId !== userId) return null;
  const parsed = keptCardsSchema.safeParse("cards" in value ? value.cards : undefined);
  return parsed.success ? parsed.data : null;
}

/** The cards whose grade waits in the queue: already reviewed, whatever the server's copy says yet. */
async function gradedHere(): Promise<Set<number>> {
  const writes = await queuedWrites().catch(() => []);
  return new Set(writes.flatMap((write) => (write.kind === "grade" ? [Number(write.body.cardId)] : [])));
}

/**
 * The cards of a review session: from the server when it answers (and then today's and the next days' are kept
 * on the device), else from the device's copy, those due today. Either way without the cards graded on this
 * device whose grade is still queued.
 */
export async function loadSessionCards(utils: TrpcUtils, userId: string, input: SessionInput): Promise<SessionCards> {
  const wholeQueue = input.wordId === undefined && input.language === undefined;
  let cards: ReviewCardData[];
  let onDevice = false;
  try {
    cards = await utils.review.due.fetch(
      { ...input, days: input.wordId === undefined ? DAYS_KEPT : 0, limit: 500 },
      { staleTime: 0 },
    );
    if (wholeQueue) await keep(KEPT_NAME, { userId, cards }).catch(() => undefined);
  } catch (error) {
    const stored = readApiError(error).code === "NETWORK" ? await keptCards(userId) : null;
    if (!stored) throw error;
    const language = findLanguage(input.language);
    cards = stored.filter(
      (card) =>
        (input.wordId === undefined || card.word.id === input.wordId) &&
        (language === undefined || findLanguage(card.word.language) === language),
    );
    onDevice = true;
  }
  const graded = await gradedHere();
  const end = endOfToday();
  return {
    cards: cards.filter((card) => !graded.has(card.id) && (input.wordId !== undefined || Date.parse(card.due) < end)),
    onDevice,
  };
}

/** A card graded on this device leaves its copy (graded again online, the next session keeps it anew). */
export async function forgetKeptCard(userId: string, cardId: number): Promise<void> {
  const cards = await keptCards(userId);
  if (cards) await keep(KEPT_NAME, { userId, cards: cards.filter((card) => card.id !== cardId) });
}
