import { getConjugation, type ItalianTense, type Numbers, type Person } from "italian-verbs";
import type { VerbsInfo } from "italian-verbs-dict";
import { foldWord, preferFrequent } from "./inflections";
import { buildIndexes } from "./sorted-index";
import { type Analyzer, emptyAnalysis, lazy } from "./types";

const FREQUENT = ["essere", "avere", "fare", "dire", "andare", "potere", "volere", "dovere", "venire", "vedere"];
// Compound tenses need the auxiliary, which the dictionary does not give: only simple tenses are shown.
const TENSES: [ItalianTense, string][] = [
  ["PRESENTE", "Presente"],
  ["IMPERFETTO", "Imperfetto"],
  ["PASSATO_REMOTO", "Passato remoto"],
  ["FUTURO_SEMPLICE", "Futuro semplice"],
  ["CONG_PRESENTE", "Congiuntivo presente"],
  ["COND_PRESENTE", "Condizionale presente"],
];
const PERSONS: [Person, Numbers, string][] = [
  [1, "S", "io"],
  [2, "S", "tu"],
  [3, "S", "lui"],
  [1, "P", "noi"],
  [2, "P", "voi"],
  [3, "P", "loro"],
];
/** italian-verbs-dict as two sorted indexes built in a worker: form → infinitive, infinitive → table. */
const dictionary = lazy(() => buildIndexes("italian"));

export const analyzeItalian: Analyzer = async (raw) => {
  const word = foldWord(raw);
  const result = emptyAnalysis(raw);
  const { forms, tables } = await dictionary();
  const infinitive = forms && tables ? preferFrequent(forms.get(word), FREQUENT) : null;
  if (!infinitive || !tables) return result;
  const verbs: VerbsInfo = {};
  for (const verb of [infinitive, "avere", "essere"]) {
    const json = tables.get(verb)[0];
    if (json) verbs[verb] = JSON.parse(json);
  }
  result.partOfSpeech = "verb";
  result.lemma = infinitive;
  const table: Record<string, string> = {};
  for (const [tense, name] of TENSES) {
    try {
      table[name] = PERSONS.map(
        ([person, number, pronoun]) =>
          `${pronoun} ${getConjugation(verbs, infinitive, tense, person, number, undefined)}`,
      ).join(", ");
    } catch {
      // A paradigm the dictionary lacks for this verb: that tense is left out.
    }
  }
  result.conjugations = Object.keys(table).length > 0 ? table : null;
  result.sources.push("italian-verbs", "italian-verbs-dict (Morph-it!)");
  return result;
};
