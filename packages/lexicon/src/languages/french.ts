import { getConjugation, type Tense } from "french-verbs";
import type { VerbsInfo } from "french-verbs-lefff";
import { foldWord, preferFrequent } from "./inflections";
import { buildIndexes, type SortedIndex } from "./sorted-index";
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

/** Lefff verb tables as two sorted indexes built in a worker: form → infinitive, infinitive → table. */
const lefff = lazy(() => buildIndexes("french"));

/** The tables getConjugation needs: the verb's own and the auxiliaries of the compound tenses. */
function verbTables(tables: SortedIndex, infinitive: string): VerbsInfo {
  const verbs: VerbsInfo = {};
  for (const verb of [infinitive, "avoir", "être"]) {
    const json = tables.get(verb)[0];
    if (json) verbs[verb] = JSON.parse(json);
  }
  return verbs;
}

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
  const { forms, tables } = await lefff();
  const infinitive = forms && tables ? preferFrequent(forms.get(word), FREQUENT) : null;
  if (!infinitive || !tables) return result;
  const verbs = verbTables(tables, infinitive);
  result.partOfSpeech = "verb";
  result.lemma = infinitive;
  const table = frenchConjugations(verbs, infinitive);
  result.conjugations = Object.keys(table).length > 0 ? table : null;
  result.sources.push("french-verbs", "french-verbs-lefff (Lefff)");
  return result;
};
