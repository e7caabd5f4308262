import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getConjugation, type Tense } from "french-verbs";
import type { VerbsInfo } from "french-verbs-lefff";
import { foldWord, InflectionIndex, preferFrequent } from "./inflections";
import { type Analyzer, emptyAnalysis, lazy } from "./types";

const FREQUENT = ["être", "avoir", "aller", "faire", "dire", "pouvoir", "voir", "savoir", "venir", "vouloir", "devoir"];

const TENSES: [Tense, string][] = [
  ["PRESENT", "Présent"],
  ["IMPARFAIT", "Imparfait"],
  ["PASSE_SIMPLE", "Passé simple"],
  ["FUTUR", "Futur simple"],
  ["PASSE_COMPOSE", "Passé composé"],
  ["CONDITIONNEL_PRESENT", "Conditionnel présent"],
  ["SUBJONCTIF_PRESENT", "Subjonctif présent"],
];
const PRONOUNS = ["je", "tu", "il", "nous", "vous", "ils"];

const lefff = lazy(() => {
  const path = createRequire(import.meta.url).resolve("french-verbs-lefff/dist/conjugations.json");
  const verbs = JSON.parse(readFileSync(path, "utf8")) as VerbsInfo;
  const index = new InflectionIndex();
  for (const [infinitive, info] of Object.entries(verbs)) {
    index.add(infinitive, infinitive);
    for (const forms of Object.values(info)) for (const form of forms ?? []) index.add(form, infinitive);
  }
  return { verbs, index };
});

function withPronoun(pronoun: string, form: string): string {
  return pronoun === "je" && /^[aeiouyéèêh]/i.test(form) ? `j'${form}` : `${pronoun} ${form}`;
}

export function frenchConjugations(verbs: VerbsInfo, infinitive: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [tense, name] of TENSES) {
    try {
      const forms = PRONOUNS.map((pronoun, person) =>
        withPronoun(pronoun, getConjugation(verbs, infinitive, tense, person, {}, false, undefined, undefined, "Act")),
      );
      table[name] = forms.join(", ");
    } catch {
      // A defective verb (falloir, pleuvoir) has no form for some persons: that tense is left out.
    }
  }
  return table;
}

export const analyzeFrench: Analyzer = async (raw) => {
  const word = foldWord(raw);
  const result = emptyAnalysis(word);
  const { verbs, index } = await lefff();
  const infinitive = preferFrequent(index.lookup(word), FREQUENT);
  if (!infinitive) return result;
  result.partOfSpeech = "verb";
  result.lemma = infinitive;
  const table = frenchConjugations(verbs, infinitive);
  result.conjugations = Object.keys(table).length > 0 ? table : null;
  result.sources.push("french-verbs", "french-verbs-lefff (Lefff)");
  return result;
};
