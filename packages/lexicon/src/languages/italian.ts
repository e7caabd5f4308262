import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getConjugation, type ItalianTense, type Numbers, type Person } from "italian-verbs";
import type { VerbsInfo } from "italian-verbs-dict";
import { foldWord, InflectionIndex, preferFrequent } from "./inflections";
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
/** The dictionary puts clitic forms (amarti, amandola) in the infinitive and gerund slots: not indexed. */
const SKIPPED_MODES = new Set(["inf", "ger"]);

const dictionary = lazy(() => {
  const path = createRequire(import.meta.url).resolve("italian-verbs-dict/dist/verbs.json");
  const verbs = JSON.parse(readFileSync(path, "utf8")) as VerbsInfo;
  const index = new InflectionIndex();
  const collect = (value: unknown, infinitive: string): void => {
    if (typeof value === "string") index.add(value, infinitive);
    else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v, infinitive);
  };
  for (const [infinitive, info] of Object.entries(verbs)) {
    index.add(infinitive, infinitive);
    for (const [mode, tenses] of Object.entries(info ?? {})) if (!SKIPPED_MODES.has(mode)) collect(tenses, infinitive);
  }
  return { verbs, index };
});

export const analyzeItalian: Analyzer = async (raw) => {
  const word = foldWord(raw);
  const result = emptyAnalysis(raw);
  const { verbs, index } = await dictionary();
  const infinitive = preferFrequent(index.lookup(word), FREQUENT);
  if (!infinitive) return result;
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
