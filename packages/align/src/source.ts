/** A word of the original text as `tagged_verses` stores it (OSHB and RP2018). */
export type OriginalWordInput = { w: string; s: readonly string[]; m?: string | undefined };

/**
 * What the aligner sees of the original: one unit per Strong's-numbered word, plus units for the Hebrew
 * prefixes and pronoun suffixes written on that word (and, the, in, his…), which give the translation's
 * function words something to align to instead of a content word. Only `strongs` units become links.
 */
export type SourceUnit = { type: string; word: number; strongs: string | null };

/** The letter of a prefixed preposition tells which it is: ב in, כ like, ל to, מ from. */
const PREPOSITIONS: Record<string, string> = { ב: "b", כ: "k", ל: "l", מ: "m" };
const PREFIX = /^(C|R|Td|Ti|Tr)$/;

function consonants(form: string): string[] {
  return [...form.normalize("NFD").replace(/[^\u05d0-\u05ea]/g, "")];
}

/** The prefix units of an OSHB word, read from its morphology (HC/R/Ncfsa) and the letters of its form. */
function prefixTypes(segments: string[], form: string): string[] {
  const letters = consonants(form);
  let at = 0;
  return segments.map((segment) => {
    const letter = letters[at];
    if (segment === "Td" || segment === "Ti") {
      // After a preposition the article's ה is elided (לַמַּיִם): only its vowel remains.
      if (letter === "ה") at++;
      return `~${segment}`;
    }
    at++;
    if (segment === "R") return `~R${PREPOSITIONS[letter ?? ""] ?? ""}`;
    return `~${segment}`;
  });
}

/** The aligner's units for one verse of the original text. */
export function sourceUnits(words: readonly OriginalWordInput[]): SourceUnit[] {
  const units: SourceUnit[] = [];
  words.forEach((word, index) => {
    const strongs = word.s[0] ?? null;
    const morph = word.m ?? "";
    const hebrew = !strongs?.startsWith("G") && /^[HA]/.test(morph);
    if (!hebrew) {
      units.push({ type: strongs ?? `~${morph}`, word: index, strongs });
      return;
    }
    const segments = morph.slice(1).split("/");
    const suffixes = segments.filter((s) => s.startsWith("S"));
    const stems = segments.filter((s) => !s.startsWith("S"));
    const main = stems.at(-1) ?? "";
    const prefixes = stems.slice(0, -1).filter((s) => PREFIX.test(s));
    for (const type of prefixTypes(prefixes, word.w)) units.push({ type, word: index, strongs: null });
    units.push({ type: strongs ?? `~${main}`, word: index, strongs });
    for (const suffix of suffixes) {
      // Directional and paragogic letters (Sd, Sh, Sn) are not translated.
      if (suffix.startsWith("Sp")) units.push({ type: `~${suffix}`, word: index, strongs: null });
    }
  });
  return units;
}
