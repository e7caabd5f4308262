import { type WordStates, wordStatesSchema } from "@bible/api/schemas";
import { keep, kept } from "@/lib/write-queue";

/**
 * A signed-in reader's word states of a language, as `learning.states` last answered them on this device, kept
 * beside the queue of the word marks waiting for the network (lib/write-queue.ts, IndexedDB): after a reload
 * without network the learning view colours the words with them, the marks still queued laid on top (issue 34).
 * Kept with the reader's id: another account signed in on the device does not see them.
 */
const keptName = (language: string) => `word-states:${language}`;

export async function keepStates(userId: string, language: string, states: WordStates): Promise<void> {
  await keep(keptName(language), { userId, states });
}

/** The states kept for `userId` in `language`; null when none are (or the kept value is not one any more). */
export async function keptStates(userId: string, language: string): Promise<WordStates | null> {
  const value = await kept(keptName(language));
  if (typeof value !== "object" || value === null || !("userId" in value) || value.userId !== userId) return null;
  const parsed = wordStatesSchema.safeParse("states" in value ? value.states : undefined);
  return parsed.success ? parsed.data : null;
}
