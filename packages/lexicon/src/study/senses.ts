/** Function words of the dictionaries' languages; none that is also an English content word (son, die, den). */
const STOP_WORDS = new Set(
  [
    "a an the of to in on at by for from with as or and but not no be is are was were been it its this that these those",
    "which who whom what one some any etc ie i e x sth sb also used especially esp something someone",
    "le la les un une des de du et ou en au aux à par pour sur dans ce cet cette ces qui que quoi dont on se sa ses",
    "est sont être avoir fait faire chose quelque quelqu celui celle ceux tout toute tous",
    "der das dem des ein eine einen einem einer und oder zu von mit für auf sich ist sind etwas",
    "el los las y o del al lo il gli uno una di da che",
  ]
    .join(" ")
    .split(" "),
);

/** Folded, accent-free words of a text, stop words left out. */
export function meaningWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

/** The content words of a text as it writes them (accents kept, for a dictionary look-up), stop words left out. */
export function contentWords(text: string): string[] {
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((w) => meaningWords(w).length > 0 && w.length > 2);
}

/** A crude stem so that "loving" meets "love", "terres" meets "terre" and "offspring" stays itself. */
export function stem(word: string): string {
  return word.length > 4 ? word.replace(/(ings?|ed|es|s|e)$/, "") : word;
}

/** The stems of the meaning words of some texts. */
export function stems(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(meaningWords).map(stem));
}

/**
 * A sense without its labels: bracketed tags ("[astron.]", "{f}"), a leading parenthesised register or domain
 * ("(Physique)", "(figuré, vieilli)"), parenthesised abbreviations ("(fig.)"), a leading abbreviated label
 * ("fig. …", "astron. …") or a label before a colon ("nur Singular: …", "Familier : …") and Wiktionary's sense numbers ("Welt 2.", "von [3]"). What is left is the meaning; an
 * empty string when the sense was only labels.
 */
export function stripLabels(sense: string): string {
  let text = sense.replace(/\[[^\]]*\]|\{[^}]*\}|<[^>]*>/g, " ");
  // Leading labels, one after the other: "(Physique) (Vieilli) Radiation…", "fig. …", "Familier : …".
  for (;;) {
    const next = text
      .replace(/^\s*\([^)]*\)\s*/u, "")
      .replace(/^\s*\p{Ll}{1,8}\.\s+(?=\S)/u, "")
      .replace(/^\s*\p{L}[\p{L} ]{0,20}:\s+(?=\S)/u, "");
    if (next === text) break;
    text = next;
  }
  text = text
    // An abbreviation in parentheses anywhere is a label: "(fig.)", "(vx.)".
    .replace(/\(\s*\p{L}{1,8}\.(\s*,?\s*\p{L}{1,8}\.)*\s*\)/gu, " ")
    // A sense number left at the end: "Welt 2.".
    .replace(/\s+\d+\.?\s*$/u, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.]+|[\s,;:]+$/g, "");
  return /\p{L}/u.test(text) ? text : "";
}

/**
 * Whether a definition written in the headword's own language is a definition at all: a single word
 * ("Héraldique", "Figuré") is a label or a bare synonym, not a definition.
 */
export function isDefinition(text: string): boolean {
  return /\p{L}[\s']+\p{L}/u.test(text);
}

/**
 * A candidate sense of the clicked word, with what it means as words of the reader's language and as English
 * words, to compare with the verse.
 */
export type ScoredSense = {
  /** The sense as shown, labels stripped. */
  text: string;
  source: string;
  /** Words of the sense in the reader's language (its equivalents, or the definition's own words). */
  reader: readonly string[];
  /** English words for the sense (the sense itself when English, else its equivalents put into English). */
  english: readonly string[];
  /** Synonyms shown with the sense (WordNet's synset). */
  synonyms?: readonly string[];
};

/**
 * What the verse says the word means: the original word's meaning and renderings (English), the in-context
 * translations (the reader's own version, the KJV) and the original's gloss put into the reader's language.
 */
export type VerseEvidence = {
  /** English: the KJV's words for the original in the verse, the Strong's meaning and renderings. */
  english: ReadonlySet<string>;
  /** The reader's language: their own version's words for the original, the gloss through the dictionaries. */
  reader: ReadonlySet<string>;
  /**
   * The clicked word and its lemma: a sense that only names them (WordNet lists the word in each of its synsets)
   * agrees by half as much as one that says what the verse says in other words.
   */
  weak: ReadonlySet<string>;
};

export function verseEvidence(
  english: readonly string[],
  reader: readonly string[],
  weak: readonly string[] = [],
): VerseEvidence {
  return { english: stems(english), reader: stems(reader), weak: stems(weak) };
}

/** How much of what the verse says a sense says too: its words in English and in the reader's language. */
export function senseScore(sense: ScoredSense, evidence: VerseEvidence): number {
  let score = 0;
  const count = (words: Set<string>, said: ReadonlySet<string>) => {
    for (const word of words) if (said.has(word)) score += evidence.weak.has(word) ? 0.5 : 1;
  };
  count(stems([...sense.english, ...(sense.synonyms ?? [])]), evidence.english);
  count(stems(sense.reader), evidence.reader);
  return score;
}

/** The least score a sense needs to be shown: a word in common with what the verse says (the clicked word's own, half). */
export const AGREEMENT_THRESHOLD = 0.5;

export function hasEvidence(evidence: VerseEvidence): boolean {
  return evidence.english.size > 0 || evidence.reader.size > 0;
}

/** Whether all the senses share a word: "sol, terre" · "terre, sol" · "Terre, terre" say the same thing. */
function sayTheSame(senses: readonly ScoredSense[]): boolean {
  const [first, ...rest] = senses.map((s) => stems([...s.reader, ...s.english]));
  if (!first) return false;
  return [...first].some((word) => rest.every((other) => other.has(word)));
}

/**
 * The sense that agrees with the verse: the best score at or above the threshold (the dictionary's order on a
 * tie). When nothing agrees, none, never the first sense by default. Without anything of the verse to check
 * them against (no original word found), a word keeps its sense only when its senses all say the same thing
 * (there is no choice to get wrong).
 */
export function agreeingSense<T extends ScoredSense>(senses: readonly T[], evidence: VerseEvidence): T | null {
  const usable = senses.filter((s) => s.text);
  if (!hasEvidence(evidence)) return sayTheSame(usable) ? (usable[0] ?? null) : null;
  let best: T | null = null;
  let bestScore = 0;
  for (const sense of usable) {
    const score = senseScore(sense, evidence);
    if (score >= AGREEMENT_THRESHOLD && score > bestScore) {
      best = sense;
      bestScore = score;
    }
  }
  return best;
}

/** The equivalents of a sense: "terre, sol" → terre, sol; "[astron.] Earth" → Earth; "(fig.) lumière" → lumière. */
export function equivalentsOf(sense: string): string[] {
  return sense
    .split(/[,;]/)
    .map((part) => stripLabels(part.replace(/\([^)]*\)/g, " ")))
    .filter(Boolean);
}

/**
 * The word's translation from the chosen sense: the equivalent that agrees with the verse, else the one the
 * other senses repeat most ("Erde": sol, terre · terre, sol · Terre, terre → terre); when nothing tells its
 * equivalents apart, the whole sense ("age, génération, monde, société"), not its first word.
 */
export function translationOf(
  chosen: string,
  all: readonly string[],
  evidence: ReadonlySet<string> = new Set(),
): string | null {
  const candidates = equivalentsOf(chosen);
  const agreeing = candidates.find((word) => [...stems([word])].some((s) => evidence.has(s)));
  if (agreeing) return agreeing;
  const count = (word: string) =>
    all.filter((sense) => equivalentsOf(sense).some((e) => e.toLowerCase() === word.toLowerCase())).length;
  const ranked = [...candidates].sort((a, b) => count(b) - count(a));
  const [first, second] = ranked;
  if (first === undefined) return null;
  return second === undefined || count(first) > count(second) ? first : candidates.join(", ");
}
