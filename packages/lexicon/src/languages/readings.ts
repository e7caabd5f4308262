import { type PartOfSpeech, type Reading, sameClass } from "./types";

const NOMINAL = new Set<PartOfSpeech>(["noun", "properNoun", "adjective"]);

/** The lower-cased words of the sentence before the bracketed word, nearest last ("de l'" → [de, l']). */
export function wordsBefore(context: string | null): string[] {
  if (!context) return [];
  const bracket = context.indexOf("[");
  if (bracket < 0) return [];
  return (
    context
      .slice(0, bracket)
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{M}]+'?/gu) ?? []
  );
}

/** Whether the bracketed word opens its sentence (a capital there says nothing about a German noun). */
export function opensSentence(context: string | null): boolean {
  if (!context) return true;
  const before = context.slice(0, Math.max(0, context.indexOf("["))).trim();
  return before === "" || /[.!?:;«»"“”]$/.test(before);
}

/** Words that announce a noun (articles, possessives, demonstratives) or a verb (subject pronouns). */
export type ContextCues = { nominal: ReadonlySet<string>; verbal: ReadonlySet<string> };

/**
 * The readings ordered by what the previous word says: after an article a noun or adjective comes
 * first, after a subject pronoun a verb. Otherwise their order is kept (each analyzer puts the
 * reading of the form as a dictionary headword before a rarer inflected reading).
 */
export function orderByContext(readings: Reading[], previous: string | undefined, cues: ContextCues): Reading[] {
  if (!previous) return readings;
  const wantsNominal = cues.nominal.has(previous);
  const wantsVerb = cues.verbal.has(previous);
  if (!wantsNominal && !wantsVerb) return readings;
  const fits = (r: Reading) => (wantsNominal ? NOMINAL.has(r.partOfSpeech) : r.partOfSpeech === "verb");
  return [...readings.filter(fits), ...readings.filter((r) => !fits(r))];
}

/**
 * Whether the bracketed word follows an auxiliary of a compound tense or a passive ("a tant [aimé]", "ha [amato]",
 * "fue [creado]"): an auxiliary's form among the three words before it, with no article or other noun cue between.
 * The analyser asks only for a form its data knows as a past participle.
 */
export function afterAuxiliary(
  context: string | null,
  auxiliaries: ReadonlySet<string>,
  cues: Pick<ContextCues, "nominal">,
): boolean {
  const before = wordsBefore(context).slice(-3);
  for (let i = before.length - 1; i >= 0; i--) {
    const word = before[i] ?? "";
    if (auxiliaries.has(word)) return true;
    if (cues.nominal.has(word)) return false;
  }
  return false;
}

/** Every form of a verb table, however nested (Lefff's, italian-verbs-dict's JSON). */
export function formsOfTable(table: unknown): string[] {
  if (typeof table === "string") return table === "NA" ? [] : [table];
  if (Array.isArray(table)) return table.flatMap(formsOfTable);
  if (table && typeof table === "object") return Object.values(table).flatMap(formsOfTable);
  return [];
}

/** Readings that would be told apart by their part of speech and lemma only once. */
export function distinctReadings(readings: Reading[]): Reading[] {
  const seen = new Set<string>();
  return readings.filter((r) => {
    const key = `${r.partOfSpeech}\t${r.lemma}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The reading to show: the one whose class is the original word's (Hebrew or Greek morphology) when
 * the word's original is known and one fits, else the language's own first choice. A guess is shown only when
 * the original's class confirms it.
 */
export function chooseReading(readings: Reading[], original: PartOfSpeech | null): Reading | null {
  if (original) {
    const fitting =
      readings.find((r) => r.partOfSpeech === original) ?? readings.find((r) => sameClass(r.partOfSpeech, original));
    if (fitting) return fitting;
  }
  return readings.find((r) => !r.guess) ?? null;
}
