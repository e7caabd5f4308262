import type { LanguageId } from "@bible/canon";
import type { DictionaryEntry } from "../study/dictionary";

/**
 * The FreeDict dictionaries a language's IPA is read from, best first, in one order for every reader: a word's
 * pronunciation does not depend on the interface language. FreeDict's editions made from Wiktionary (WikDict:
 * deu-fra, fra-deu, ita-por) write Wiktionary's phonemic IPA (Vater /ˈfaːtɐ/, lumière /ly.mjɛʁ/); the older ones
 * (deu-eng, fra-eng, ita-eng, spa-*, por-*) a machine transcription by eSpeak (/fˈɑːtɜ/, /lymjɛʀ/), read only where
 * the first have none; among dictionaries of one notation, the one with the most IPA first. Only dictionaries into
 * the language's grammar targets, which are looked up whatever the reader (a reader's own pair, deu-ita for an
 * Italian reader, would make the IPA depend on the reader).
 */
export const IPA_DICTIONARIES: Partial<Record<LanguageId, readonly string[]>> = {
  german: ["deu-fra", "deu-eng"],
  french: ["fra-deu", "fra-eng"],
  italian: ["ita-por", "ita-eng"],
  spanish: ["spa-deu", "spa-eng"],
  portuguese: ["por-fra", "por-spa", "por-eng"],
};

/**
 * The entries of a language's words that carry an IPA, from the dictionaries of `IPA_DICTIONARIES` only, in its
 * order (the order the look-ups came in, which puts the reader's pair first, does not count).
 */
export function ipaEntries(language: LanguageId, entries: readonly DictionaryEntry[]): DictionaryEntry[] {
  const order = IPA_DICTIONARIES[language] ?? [];
  return entries
    .filter((e) => e.pronunciation && order.includes(e.dictionary))
    .sort((a, b) => order.indexOf(a.dictionary) - order.indexOf(b.dictionary));
}
