import { useSyncExternalStore } from "react";

/**
 * Reading aloud with the browser's own speech synthesis (window.speechSynthesis): nothing is sent anywhere,
 * and a language is offered only when the browser has a voice for it.
 */

function synthesis(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

/** The browser's voice for a BCP 47 tag ('ru', 'fr-FR'): the same tag first, else the same language. */
function voiceFor(bcp47: string): SpeechSynthesisVoice | null {
  const voices = synthesis()?.getVoices() ?? [];
  const wanted = bcp47.toLowerCase();
  const language = wanted.split("-")[0];
  return (
    voices.find((v) => v.lang.toLowerCase().replace("_", "-") === wanted) ??
    voices.find((v) => v.lang.toLowerCase().split(/[-_]/)[0] === language) ??
    null
  );
}

/** Reads the texts aloud one after the other in the language of `bcp47`, stopping whatever was being read. */
export function speak(text: string | readonly string[], bcp47: string): void {
  const speech = synthesis();
  if (!speech) return;
  speech.cancel();
  const voice = voiceFor(bcp47);
  for (const part of typeof text === "string" ? [text] : text) {
    if (!part.trim()) continue;
    const utterance = new SpeechSynthesisUtterance(part);
    utterance.lang = voice?.lang ?? bcp47;
    if (voice) utterance.voice = voice;
    speech.speak(utterance);
  }
}

function subscribe(onChange: () => void): () => void {
  const speech = synthesis();
  if (!speech) return () => {};
  // Chromium lists its voices only after a first 'voiceschanged'.
  speech.addEventListener("voiceschanged", onChange);
  return () => speech.removeEventListener("voiceschanged", onChange);
}

/** Whether the browser has a voice for the language, kept up to date as the voice list loads. */
export function useHasVoice(bcp47: string | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (bcp47 ? voiceFor(bcp47) !== null : false),
    () => false,
  );
}

/** Whether the browser has a voice for this language (BCP 47 tag: 'fr-FR', 'ar'). */
export function hasVoice(bcp47: string): boolean {
  return voiceFor(bcp47) !== null;
}

/** Calls `listener` when the list of voices changes (browsers load them after the page); returns the unsubscribe. */
export function onVoicesChanged(listener: () => void): () => void {
  return subscribe(listener);
}
