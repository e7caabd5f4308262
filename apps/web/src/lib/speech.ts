/**
 * Reading a text aloud with the browser's own voices (window.speechSynthesis). Nothing is sent anywhere;
 * where the browser has no voice for a language, `hasVoice` says so and the speaker buttons stay hidden.
 */

function synthesis(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

function voiceFor(bcp47: string): SpeechSynthesisVoice | undefined {
  const voices = synthesis()?.getVoices() ?? [];
  const wanted = bcp47.toLowerCase();
  const base = wanted.split("-")[0] ?? wanted;
  return (
    voices.find((v) => v.lang.toLowerCase().replace("_", "-") === wanted) ??
    voices.find((v) => (v.lang.toLowerCase().split(/[-_]/)[0] ?? "") === base)
  );
}

/** Whether the browser has a voice for this language (BCP 47 tag: 'fr-FR', 'ar'). */
export function hasVoice(bcp47: string): boolean {
  return voiceFor(bcp47) !== undefined;
}

/** Reads `text` aloud in the language's voice, interrupting what was being read. */
export function speak(text: string, bcp47: string): void {
  const speech = synthesis();
  const voice = voiceFor(bcp47);
  if (!speech || !voice) return;
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  speech.speak(utterance);
}

/** Calls `listener` when the list of voices changes (browsers load them after the page); returns the unsubscribe. */
export function onVoicesChanged(listener: () => void): () => void {
  const speech = synthesis();
  if (!speech) return () => {};
  speech.addEventListener("voiceschanged", listener);
  return () => speech.removeEventListener("voiceschanged", listener);
}
