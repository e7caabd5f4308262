import { alignmentQueue } from "../alignment/run";
import type { Texts } from "./texts";

/**
 * What the word study says while the version read waits for its alignment: where it stands in this process's
 * alignment pass (being aligned now, or its place in the queue) and how many versions are left; without a pass to
 * tell (another process aligns), only that the alignment is running.
 */
export function pendingNote(t: Texts, version: string | null): string {
  const queue = alignmentQueue();
  if (!version || !queue) return t("lexicon.alignmentPending");
  const left = queue.total - queue.done;
  if (queue.running.includes(version)) return t("lexicon.alignmentRunning", { version, left });
  const index = queue.waiting.indexOf(version);
  if (index < 0) return t("lexicon.alignmentPending");
  return t("lexicon.alignmentQueued", { version, position: index + 1, left });
}
