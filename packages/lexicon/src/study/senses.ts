import { type EnglishSense, type PartOfSpeech, sameClass } from "../languages/index";

/**
 * Function words of the dictionaries' languages; none that is also an English content word (son, die, den). English
 * particles (up, out, off, forth…) too: 'get out' for descendre and 'start out' in a meaning of נָסַע say nothing alike,
 * nor 'set forth in court' and the KJV's 'bringeth forth'. Words that only restrict or qualify what they go with
 * ('certain', 'particular') and the Strong's remarks on any sense ('literally or figuratively') say nothing of a
 * sense either: 'in certain tenses' and 'a certain point' are not one meaning.
 */
const STOP_WORDS = new Set(
  [
    "a an the of to in on at by for from with as or and but not no be is are was were been it its this that these those",
    "which who whom what one some any etc ie i e x sth sb also used especially esp something someone",
    "up out off down over into onto upon away back forth certain particular literally figuratively",
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

/**
 * A crude stem so that "loving" meets "love", "terres" meets "terre" and "offspring" stays itself; an ending is
 * taken off only after three letters at least ("bring" stays, not "br"; "brings" is "bring").
 */
export function stem(word: string): string {
  return word.length > 4 ? word.replace(/(?<=\p{L}{3})(ings?|ed|es|s|e)$/u, "") : word;
}

/** The stems of the meaning words of some texts. */
export function stems(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(meaningWords).map(stem));
}

/**
 * A sense without its labels: bracketed tags ("[astron.]", "{f}"), a leading parenthesised register or domain
 * ("(Physique)", "(figuré, vieilli)"), parenthesised abbreviations ("(fig.)"), a leading abbreviated label
 * ("fig. …", "astron. …") or a label before a colon ("nur Singular: …", "Familier : …"), Wiktionary's sense numbers
 * ("Welt 2.", "von [3]") and its template remnants ("…|pronominal"). What is left is the meaning; an
 * empty string when the sense was only labels.
 */
export function stripLabels(sense: string): string {
  let text = sense
    .replace(/\[[^\]]*\]|\{[^}]*\}|<[^>]*>/g, " ")
    // Wiktionary's template remnants around a definition: "1|Lieu où…", "… à distance|pronominal", "…|(Pronominal): 2".
    .replace(/^\s*\d+[a-z]?\s*\|/u, "")
    .replace(/\|[^|]{0,30}$/u, "")
    .replace(/\|/g, " ");
  // Leading labels, one after the other: "(Physique) (Vieilli) Radiation…", "fig. …", "Familier : …".
  for (;;) {
    const next = text
      .replace(/^\s*\([^)]*\)\s*/u, "")
      .replace(/^\s*\p{Ll}{1,8}\.\s+(?=\S)/u, "")
      .replace(/^\s*\p{L}[\p{L} ]{0,20}:\s+(?=\S)/u, "");
    if (next === text) break;
    text = next;
  }
  // Trailing labels, one after the other: "Fermeté, courage (Par extension) (Vieilli)", "… (Sens général)". A
  // capitalised word or three in parentheses ends a sense as Wiktionary's labels do; a lower-case gloss ("earth
  // (soil)") says what the sense is and stays.
  for (;;) {
    const next = text.replace(
      /(?<=\p{L}\S*)\s*\((?:\p{Lu}[\p{L}’'-]*(?:\s+[\p{L}’'-]+){0,2}|sens [\p{L} ]+)\)\s*\.?\s*$/u,
      "",
    );
    if (next === text) break;
    text = next;
  }
  text = text
    // An abbreviation in parentheses anywhere is a label: "(fig.)", "(vx.)".
    .replace(/\(\s*\p{L}{1,8}\.(\s*,?\s*\p{L}{1,8}\.)*\s*\)/gu, " ")
    // A sense number left at the end: "Welt 2.".
    .replace(/\s+\d+\.?\s*$/u, "")
    .replace(/\s+/g, " ")
    // A tag taken out before a comma leaves its space: "kiss <v>, buss" → "kiss, buss".
    .replace(/ ,/g, ",")
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
  /**
   * English words of an equivalent the dictionary prints beside this definition and beside others of the same entry
   * ("Verser des larmes" and "Regretter la perte de quelqu'un", both ↔ weinen → weep): it does not tell them apart,
   * so a word said only through it counts half.
   */
  paired?: readonly string[];
  /**
   * The sense is a definition written in the headword's own language ("Ensemble d’arbres assez proches"), not a list
   * of equivalents: two such definitions are two senses even when they share words (both ↔ wood), so each is the
   * other's rival.
   */
  defines?: boolean;
  /**
   * A definition's words put into English, one group per word (the equivalent printed beside it, each of its own
   * words): all the senses of that word ('Tafel' → board, table, meal; 'plat' → flat, dish), so a group says at most
   * one thing and agrees with the verse by one point at most.
   */
  worded?: readonly (readonly string[])[];
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
  /**
   * The original's English meaning put into the reader's language through a dictionary, one group per English
   * word: all the senses of that word ('fire' → feu · licencier, renvoyer · tirer), so a group says at most one
   * thing, and agrees with a sense by one point at most, however many of its words the sense has.
   */
  bridged: readonly ReadonlySet<string>[];
  /**
   * What this very verse writes for the original, in both languages: the in-context translations (the KJV's words,
   * the reader's own version's) and the words they are put into the reader's language as. The Strong's meaning lists
   * every sense of the original over the Bible; a sense that says none of these words is at best one of them.
   */
  inVerse: ReadonlySet<string>;
  /**
   * The in-context translations alone (the KJV's words for the original in this verse, the reader's own version's,
   * with their dictionary forms), without the lexicon's gloss of the occurrence: the words a translator chose for this
   * very verse, which weigh more than the original's meaning (see `TRANSLATION_WEIGHT`).
   */
  translated: ReadonlySet<string>;
};

export function verseEvidence(
  english: readonly string[],
  reader: readonly string[],
  weak: readonly string[] = [],
  bridged: readonly (readonly string[])[] = [],
  inVerse: readonly string[] = [],
  translated: readonly string[] = [],
): VerseEvidence {
  const weakStems = stems(weak);
  const notWeak = (words: readonly string[]) => new Set([...stems(words)].filter((w) => !weakStems.has(w)));
  return {
    english: stems(english),
    reader: stems(reader),
    weak: weakStems,
    bridged: bridged.map((group) => stems(group)).filter((group) => group.size > 0),
    inVerse: notWeak(inVerse),
    translated: notWeak(translated),
  };
}

/**
 * The stems of what a sense says: its words in the reader's language and in English, the equivalent printed beside
 * it (`ScoredSense.paired`) and the words its definition is said by (`ScoredSense.worded`); its synonyms left out.
 */
function senseWords(sense: ScoredSense): Set<string> {
  return stems([...sense.reader, ...sense.english, ...(sense.paired ?? []), ...(sense.worded ?? []).flat()]);
}

/**
 * Whether a sense says something this verse writes for the original (`VerseEvidence.inVerse`), the clicked word
 * itself left out. True when the verse writes nothing to check against.
 */
export function saysTheVerse(sense: ScoredSense, evidence: VerseEvidence): boolean {
  const written = [...evidence.inVerse].filter((w) => !evidence.weak.has(w));
  if (written.length === 0) return true;
  const words = senseWords(sense);
  const synonyms = stems(sense.synonyms ?? []);
  return written.some((w) => words.has(w) || synonyms.has(w));
}

/**
 * How much a word a sense says as an equivalent or in English counts when this verse's translations write it for the
 * original (`VerseEvidence.translated`: the KJV's word, the reader's version's), against 1 for a word of the original's
 * meaning only (the Strong's meaning, the lexicon's gloss, which list the senses of the original over the Bible).
 * 'Hals' in Psalm 115:7 (גָּרוֹן, "the throat; neck"), where the KJV writes "throat": the sense 'throat' outweighs
 * 'neck', which only the original's meaning names. Not through the words of a definition (`ScoredSense.worded`):
 * « Éprouver un désir charnel » says 'desire' as any definition of désirer may, whatever the sense.
 */
export const TRANSLATION_WEIGHT = 2;

/**
 * How much of what the verse says a sense says too: each word of the verse's English or of the reader's own
 * version the sense says counts 1 (`TRANSLATION_WEIGHT` when a translation of the verse writes it, the clicked word
 * itself ½, once), each bridged group the sense meets 1 (½ when only through the clicked word).
 */
export function senseScore(sense: ScoredSense, evidence: VerseEvidence): number {
  const english = stems([...sense.english, ...(sense.synonyms ?? [])]);
  const reader = stems(sense.reader);
  const said = new Set([
    ...[...english].filter((w) => evidence.english.has(w)),
    ...[...reader].filter((w) => evidence.reader.has(w)),
  ]);
  const weight = (word: string) =>
    evidence.weak.has(word) ? 0.5 : evidence.translated.has(word) ? TRANSLATION_WEIGHT : 1;
  let score = 0;
  for (const word of said) score += weight(word);
  // Said only by the equivalent printed beside the definition: half, once (see `ScoredSense.paired`).
  if ([...stems(sense.paired ?? [])].some((w) => evidence.english.has(w) && !said.has(w))) score += 0.5;
  // Each word a definition is said by (its equivalent, its own words), put into English, once (see `ScoredSense.worded`).
  for (const group of sense.worded ?? []) {
    const met = [...stems(group)].filter((w) => evidence.english.has(w) && !said.has(w));
    if (met.length === 0) continue;
    score += met.every((w) => evidence.weak.has(w)) ? 0.5 : 1;
    for (const w of met) said.add(w);
  }
  for (const group of evidence.bridged) {
    const met = [...reader].filter((w) => group.has(w));
    if (met.length > 0) score += met.every((w) => evidence.weak.has(w)) ? 0.5 : 1;
  }
  return score;
}

/** The least score a sense needs to be shown: a word in common with what the verse says (the clicked word's own, half). */
export const AGREEMENT_THRESHOLD = 0.5;

export function hasEvidence(evidence: VerseEvidence): boolean {
  return evidence.english.size > 0 || evidence.reader.size > 0 || evidence.bridged.length > 0;
}

/** Whether all the senses share a word: "sol, terre" · "terre, sol" · "Terre, terre" say the same thing. */
function sayTheSame(senses: readonly ScoredSense[]): boolean {
  const [first, ...rest] = senses.map(senseWords);
  if (!first) return false;
  return [...first].some((word) => rest.every((other) => other.has(word)));
}

/**
 * How much less sure a choice is when the sense agrees with the original's meaning only and says nothing the verse
 * writes for it ('meaning, sense' for νοῦς in Romans 1:28, where the KJV writes 'mind'): its confidence is scaled
 * by this, so that only a sense the verse's meaning backs twice over (0.75 and more) is still shown. Read on the
 * dev half of the sense benchmark: 0.5 (never shown) and 0.9 (a sense backed once shown) are right less often.
 */
const OFF_VERSE_FACTOR = 0.7;

/** A sense chosen for the verse, with how sure the choice is (0 to 1). */
export type SenseChoice<T extends ScoredSense> = { sense: T; confidence: number };

/**
 * How sure a choice is, from its score and its nearest rival's: the more the verse says the sense's words, the
 * surer (a word in common gives 1/2, two 3/4…), and the less a sense that says something else scores as much (a
 * tie with a rival is a guess, worth half). A sense alone, or whose rivals say the same, has no rival.
 */
export function choiceConfidence(best: number, rival: number): number {
  if (best <= 0) return 0;
  const support = 1 - 2 ** -best;
  const margin = Math.max(0, best - rival) / best;
  return support * (0.5 + 0.5 * margin);
}

/**
 * The least confidence a sense needs to be shown: one word of the verse said and no rival that says something else
 * (0.5); a tie between senses that say different things is a guess and shows nothing. Read on the dev half of the
 * sense benchmark (bench/senses.ts): 0.65 (two words said) would make nine shown in ten right on dev, but shows a
 * sixth of the words to an English reader and drops 'monde' for κόσμος in John 3:16. Below it the dialog shows the
 * in-context translation and the original's gloss, and no definition.
 */
export const CONFIDENCE_THRESHOLD = 0.5;

/**
 * The sense that agrees with the verse: the best score at or above the agreement threshold (the dictionary's
 * order on a tie), with its confidence. When nothing agrees, none, never the first sense by default. Without
 * anything of the verse to check them against (no original word found), a word keeps its sense only when its
 * senses all say the same thing (there is no choice to get wrong).
 */
export function chooseSense<T extends ScoredSense>(
  senses: readonly T[],
  evidence: VerseEvidence,
): SenseChoice<T> | null {
  const usable = senses.filter((s) => s.text);
  if (!hasEvidence(evidence)) {
    const first = usable[0];
    // No choice to get wrong: the senses all say one thing.
    return first && sayTheSame(usable) ? { sense: first, confidence: 1 } : null;
  }
  const scored = usable.map((sense) => ({ sense, score: senseScore(sense, evidence) }));
  let best: { sense: T; score: number } | null = null;
  for (const candidate of scored) {
    if (candidate.score >= AGREEMENT_THRESHOLD && candidate.score > (best?.score ?? 0)) best = candidate;
  }
  if (!best) return null;
  const chosen = best;
  const penalty = saysTheVerse(chosen.sense, evidence) ? 1 : OFF_VERSE_FACTOR;
  // A rival says something else: it shares no word with the chosen sense but the clicked word itself; or, between
  // two definitions in the headword's language, it is another definition (see `ScoredSense.defines`).
  const words = (sense: ScoredSense) => [...senseWords(sense)].filter((w) => !evidence.weak.has(w));
  const chosenWords = new Set(words(chosen.sense));
  const saysElse = (other: T) =>
    (chosen.sense.defines && other.defines) || !words(other).some((w) => chosenWords.has(w));
  const rival = Math.max(0, ...scored.filter((c) => c !== chosen && saysElse(c.sense)).map((c) => c.score));
  return { sense: chosen.sense, confidence: penalty * choiceConfidence(chosen.score, rival) };
}

/** The sense `chooseSense` picks when it is sure enough to show it (CONFIDENCE_THRESHOLD), else none. */
export function agreeingSense<T extends ScoredSense>(
  senses: readonly T[],
  evidence: VerseEvidence,
): SenseChoice<T> | null {
  const choice = chooseSense(senses, evidence);
  return choice && choice.confidence >= CONFIDENCE_THRESHOLD ? choice : null;
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

/**
 * The English senses of the word class read in the verse (the original's): 'eyes' for עַיִן is the noun, not the
 * verb "look at"; a noun and a proper noun are one class. Without a class, or when the dictionary has no sense of it,
 * the senses of the analysis's own class (the first given), unless `classOnly` (then none); senses without a class
 * (CC-CEDICT) are all kept.
 */
export function sensesOfClass<T extends EnglishSense>(
  senses: readonly T[],
  wanted: PartOfSpeech | null,
  classOnly = false,
): readonly T[] {
  const fitting = wanted ? senses.filter((s) => sameClass(s.partOfSpeech, wanted)) : [];
  if (fitting.length > 0) return fitting;
  if (wanted && classOnly && senses.some((s) => s.partOfSpeech)) return [];
  const first = senses[0]?.partOfSpeech;
  return first ? senses.filter((s) => s.partOfSpeech === first) : senses;
}
