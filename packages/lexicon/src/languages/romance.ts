import type { DictionaryEntry } from "../study/dictionary";
import { matchingCase } from "../study/dictionary";
import { closedClassReading, nameReading } from "./closed-class";
import { ipaEntries } from "./ipa-sources";
import {
  afterAuxiliary,
  type ContextCues,
  distinctReadings,
  opensSentence,
  orderByContext,
  wordsBefore,
} from "./readings";
import type { AnalysisInput, InflectionTable, Reading, WordAnalysis } from "./types";

/** Spanish and Portuguese: the verb tables and the reading of FreeDict headwords the two analyzers share. */

/** A verb table: one row a tense, its six forms after their pronouns ("yo creo, tú creas, …"). */
export function personTable(tenses: [string, string[]][], pronouns: readonly string[]): InflectionTable {
  return Object.fromEntries(
    tenses.map(([name, forms]) => [name, forms.map((form, i) => `${pronouns[i]} ${form}`).join(", ")]),
  );
}

/** Whether the dictionaries know `lemma` as a verb: a verb entry, or an -ar/-er/-ir headword given no other class. */
export function knownVerb(entries: DictionaryEntry[], lemma: string): boolean {
  const own = entries.filter((e) => e.headword.toLowerCase() === lemma);
  if (own.some((e) => e.partOfSpeech === "verb")) return true;
  return own.length > 0 && /(ar|er|ir|ír)$/.test(lemma) && own.every((e) => e.partOfSpeech === null);
}

/** The readings other than verbs the FreeDict headwords give for one of `lemmas`, the nearest lemma first. */
function headwordReadings(entries: DictionaryEntry[], raw: string, lemmas: string[]): Reading[] {
  return matchingCase(entries, raw)
    .filter((e) => e.partOfSpeech && e.partOfSpeech !== "verb" && lemmas.includes(e.headword.toLowerCase()))
    .sort((a, b) => lemmas.indexOf(a.headword.toLowerCase()) - lemmas.indexOf(b.headword.toLowerCase()))
    .map((e) => ({
      partOfSpeech: e.partOfSpeech ?? "noun",
      lemma: e.headword.toLowerCase(),
      gender: e.reversed ? null : e.gender,
      source: `FreeDict ${e.dictionary}`,
    }));
}

/**
 * Completes `result`: a closed-class word's one reading, else the verbs and the readings of the headwords that
 * are one of `lemmas` (nouns and other classes), ordered by the word before (a capitalised unknown word inside
 * a sentence: a name); then the IPA of FreeDict, else by the spelling rules.
 */
export function completeAnalysis(
  result: WordAnalysis,
  raw: string,
  input: AnalysisInput,
  language: {
    name: "spanish" | "portuguese";
    cues: ContextCues;
    /** The forms of the verbs that make compound tenses and the passive with a past participle (haber, ter, ser…). */
    auxiliaries: ReadonlySet<string>;
    ipaRules: (word: string) => string;
    rulesSource: string;
  },
  readings: {
    verbs: Reading[];
    lemmas: string[];
    verbFirst: boolean;
    entries: DictionaryEntry[];
    /** Whether the form is a past participle of its verbs (the regular -ado, -ido… forms, an irregular one). */
    participle: boolean;
  },
): WordAnalysis {
  const word = result.word;
  const { verbs, lemmas, verbFirst, entries } = readings;
  const others = headwordReadings(entries, raw, lemmas);
  const closed = closedClassReading(language.name, word);
  // A past participle after an auxiliary is the verb of a compound tense or a passive ("ha amado", "foi criado").
  const compound =
    verbs.length > 0 && readings.participle && afterAuxiliary(input.context, language.auxiliaries, language.cues);
  const candidates = distinctReadings(verbFirst || compound ? [...verbs, ...others] : [...others, ...verbs]);
  const ordered = compound ? candidates : orderByContext(candidates, wordsBefore(input.context).at(-1), language.cues);
  const name = ordered.length === 0 && !closed ? nameReading(raw, opensSentence(input.context)) : null;
  result.readings = closed ? [closed] : name ? [name] : ordered;
  if (result.readings.length > 0) result.sources.push(...new Set(result.readings.map((r) => r.source)));
  const ipa = ipaEntries(language.name, entries).find((e) => e.headword.toLowerCase() === word)?.pronunciation;
  result.pronunciation = ipa ? { text: ipa, system: "ipa" } : { text: language.ipaRules(word), system: "ipaRules" };
  result.sources.push(ipa ? "FreeDict (IPA)" : language.rulesSource);
  return result;
}
