/// <reference path="./az.d.ts" />
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Parse } from "az";
import { iso9, withoutStress } from "./cyrillic";
import {
  type Analyzer,
  emptyAnalysis,
  type Gender,
  type GrammaticalCase,
  type InflectionTable,
  lazy,
  type PartOfSpeech,
  type Reading,
} from "./types";

/** Az.js with its OpenCorpora dictionaries (the pymorphy2 format), read on the first Russian word. */
const morph = lazy(async () => {
  const { default: Az } = await import("az");
  const dicts = join(dirname(createRequire(import.meta.url).resolve("az/package.json")), "dicts");
  await new Promise<void>((resolve, reject) =>
    Az.Morph.init(dicts, (error) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    ),
  );
  return Az.Morph;
});

/** OpenCorpora's classes: participles and gerunds are verb forms, short adjectives adjectives. */
const POS: Record<string, PartOfSpeech> = {
  NOUN: "noun",
  ADJF: "adjective",
  ADJS: "adjective",
  COMP: "adjective",
  VERB: "verb",
  INFN: "verb",
  PRTF: "verb",
  PRTS: "verb",
  GRND: "verb",
  NUMR: "numeral",
  ADVB: "adverb",
  NPRO: "pronoun",
  PRED: "adverb",
  PREP: "preposition",
  CONJ: "conjunction",
  PRCL: "particle",
  INTJ: "interjection",
};
const GENDERS: Record<string, Gender> = { masc: "masculine", femn: "feminine", neut: "neuter" };
const CASES: [string, GrammaticalCase, string][] = [
  ["nomn", "nominative", "Именительный"],
  ["gent", "genitive", "Родительный"],
  ["datv", "dative", "Дательный"],
  ["accs", "accusative", "Винительный"],
  ["ablt", "instrumental", "Творительный"],
  ["loct", "prepositional", "Предложный"],
];
const PERSONS: [string[], string][] = [
  [["1per", "sing"], "я"],
  [["2per", "sing"], "ты"],
  [["3per", "sing"], "он"],
  [["1per", "plur"], "мы"],
  [["2per", "plur"], "вы"],
  [["3per", "plur"], "они"],
];

/** Case by case, singular · plural: "Родительный: пастыря · пастырей". */
function declension(lemma: Parse): InflectionTable | null {
  const table: InflectionTable = {};
  for (const [code, , name] of CASES) {
    const forms = (["sing", "plur"] as const).map((number) => {
      const form = lemma.inflect([code, number]);
      return form ? form.word : null;
    });
    const both = [...new Set(forms.filter((f): f is string => Boolean(f)))].join(" · ");
    if (both) table[name] = both;
  }
  return Object.keys(table).length > 0 ? table : null;
}

/** Present (or, for a perfective verb, simple future) by person, and the past by gender. */
function conjugation(infinitive: Parse, perfective: boolean): InflectionTable | null {
  const table: InflectionTable = {};
  const tense = perfective ? "futr" : "pres";
  const personal = PERSONS.map(([grammemes, pronoun]) => {
    const form = infinitive.inflect([tense, ...grammemes]);
    return form ? `${pronoun} ${form.word}` : null;
  });
  if (personal.every(Boolean)) table[perfective ? "Будущее простое" : "Настоящее"] = personal.join(", ");
  const past = (["masc", "femn", "neut", "plur"] as const).map((g) => {
    const form = infinitive.inflect(g === "plur" ? ["past", "plur"] : ["past", "sing", g]);
    return form ? form.word : null;
  });
  if (past.every(Boolean)) table.Прошедшее = past.join(", ");
  const imperative = infinitive.inflect(["impr", "sing", "excl"]);
  if (imperative) table.Повелительное = imperative.word;
  return Object.keys(table).length > 0 ? table : null;
}

function reading(parse: Parse): Reading | null {
  const pos = POS[parse.tag.POS ?? ""];
  if (!pos) return null;
  const lemma = parse.normalize();
  const isVerb = pos === "verb";
  const nominal = pos === "noun" || pos === "adjective" || pos === "pronoun" || pos === "numeral";
  return {
    partOfSpeech: pos === "noun" && parse.tag.Name ? "properNoun" : pos,
    lemma: lemma.word,
    gender: GENDERS[String(parse.tag.GNdr ?? "")] ?? null,
    case: CASES.find(([code]) => code === parse.tag.CAse)?.[1] ?? null,
    source: "Az.js (OpenCorpora)",
    tables: async () =>
      isVerb
        ? { conjugations: conjugation(lemma, parse.tag.ASpc === "perf") }
        : nominal && pos !== "adjective"
          ? { declension: declension(lemma) }
          : {},
  };
}

/**
 * An imperative reading. Where OpenCorpora has no frequency to tell readings apart (equal scores), it goes after the
 * others: an imperative homograph is far rarer in running text than the form it shares ('мой' is 'my' before it is
 * 'wash!', 'три' 'three' before 'rub!').
 */
function isImperative(parse: Parse): boolean {
  return parse.tag.impr === true || String(parse.tag).includes("impr");
}

/**
 * Russian: Az.js's OpenCorpora dictionary gives every reading of a form with its probability (part
 * of speech, lemma, gender, case), declension and conjugation by inflecting the lemma; ISO 9 for the
 * pronunciation (GOST 7.79 system A: letter for letter, Russian stress is not written).
 */
export const analyzeRussian: Analyzer = async (raw) => {
  const word = withoutStress(raw);
  const result = emptyAnalysis(word);
  if (!/[\u0400-\u04ff]/.test(word)) return result;
  result.pronunciation = { text: iso9(word), system: "iso9" };
  const parses = (await morph())(word.toLowerCase()).sort(
    (a, b) => b.score - a.score || Number(isImperative(a)) - Number(isImperative(b)),
  );
  const seen = new Set<string>();
  for (const parse of parses) {
    const found = reading(parse);
    if (!found || seen.has(`${found.partOfSpeech}\t${found.lemma}`)) continue;
    seen.add(`${found.partOfSpeech}\t${found.lemma}`);
    result.readings.push(found);
  }
  result.sources.push("ISO 9", ...(result.readings.length > 0 ? ["Az.js (OpenCorpora)"] : []));
  return result;
};
