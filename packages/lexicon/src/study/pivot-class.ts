import { type PartOfSpeech, type Reading, sameClass } from "../languages/index";

/**
 * Whether an original verb form is a participle or an infinitive (OSHB HVqrmsa, HVqc; Robinson V-PAP-NSM, V-AAN):
 * a verbal noun or adjective, which a translation renders as a noun ('shepherd' for רֹעֶה) or an adjective as well as
 * a verb.
 */
export function isVerbalNoun(morphology: string | null, greek: boolean): boolean {
  if (!morphology) return false;
  if (greek) {
    const [part, tense] = morphology.split("-");
    return part === "V" && /[PN]$/.test(tense ?? "");
  }
  return morphology
    .slice(1)
    .split("/")
    .some((segment) => /^V.[rsac]/.test(segment));
}

/**
 * The classes a translation may render an original word as, from its class and morphology: its own class; a noun's
 * or an adjective's too for a participle or an infinitive. Empty when unknown.
 */
export function renderingClasses(
  originalClass: PartOfSpeech | null,
  morphology: string | null,
  greek: boolean,
): PartOfSpeech[] {
  if (!originalClass) return [];
  if (originalClass === "verb" && isVerbalNoun(morphology, greek)) return ["verb", "noun", "adjective"];
  return [originalClass];
}

const nominal = (p: PartOfSpeech) => p === "noun" || p === "properNoun";

/**
 * The classes the reader's version's word is best read as for its sense to stand for the clicked word's (the pivot,
 * "sense of « berger », the word of LSG in this verse"): those the original is rendered as (`renderingClasses`), the
 * clicked word's first when it is one of them; an empty list when the original's class is unknown. None (no pivot)
 * when the clicked word is a verb where the original is a noun, or a noun where it is a finite verb (a noun clicked
 * where the aligner links the verb 'be light'): the version's word for that original then says nothing of the
 * clicked word, and its sense would be another class's ('make lighter' for a noun). Other differences (an adverb
 * for a noun, an adjective for a verb) are how languages translate, and do not stop the pivot.
 *
 * `clicked` is the clicked word's reading (null when its language's data has none).
 */
export function pivotClasses(clicked: Reading | null, rendered: readonly PartOfSpeech[]): PartOfSpeech[] | null {
  if (rendered.length === 0) return [];
  const pos = clicked?.partOfSpeech;
  if (pos === "verb" && rendered.every(nominal)) return null;
  if (pos && nominal(pos) && rendered.every((r) => r === "verb")) return null;
  return pos && rendered.some((r) => sameClass(pos, r)) ? [pos, ...rendered] : [...rendered];
}

/**
 * The reading of the version's word of the first class wanted it has ('bow' the verb for a clicked verb, never the
 * weapon), or none.
 */
export function readingOfClass(readings: readonly Reading[], wanted: readonly PartOfSpeech[]): Reading | null {
  for (const pos of wanted) {
    const found = readings.find((r) => r.partOfSpeech === pos) ?? readings.find((r) => sameClass(r.partOfSpeech, pos));
    if (found) return found;
  }
  return null;
}
