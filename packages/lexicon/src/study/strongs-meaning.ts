import type { LexiconEntry } from "@bible/db";

/**
 * How a Strong's etymology clause opens: where the word comes from ("from G1537 and G2564", "a primitive root",
 * "probably from the base of…"), what it is akin to or to compare with, or that its origin is unknown.
 */
const ETYMOLOGY =
  /^(?:(?:probably|perhaps|apparently|prob\.|or|and|also|by (?:contraction|reduplication))\s+)*(?:akin to\b|compare\b|comp\.|see\b|a primitive\b|of (?:uncertain|foreign|Hebrew|Chaldee|Aramaic|Latin|Egyptian|Persian|Greek|Arabic|unknown)\b|the same as\b|same as\b|corresponding to\b|a (?:prolonged|collateral|strengthened|reduplicated|contracted|derivative|modified) (?:form|word)\b|prolonged\b|(?:an? )?(?:orthographical )?variation\b|an? (?:denominative|causative)\b|(?:a )?(?:masculine|feminine|plural|diminutive) of\b|(?:middle|passive) voice (?:of|from)\b|from (?:\(|the base\b|a (?:compound|derivative|primary|primitive|root|form)\b|an? (?:obsolete|unused|primitive)\b))/i;
/** A clause that only names the word's kind: "a primary verb", "apparently a primary particle". */
const KIND_ONLY = /^(?:\w+ )?an? (?:primary|primitive) \w+$/i;
/** A Strong's number cited in a clause: "G4422", "H1254". */
const CITED = /\b[GH]\d+\b/;
/** An origin: "from G1537 and G2564", "probably from G5143", "from 2596 and 5368" (some cite bare numbers). */
const FROM_CITED = /^(?:(?:probably|perhaps|apparently|prob\.)\s+)?from\b.*\b[GH]?\d{2,5}\b/i;

/** The clauses of a definition, split at the semicolons outside parentheses. */
function clauses(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === ";" && depth === 0) {
      found.push(text.slice(start, i));
      start = i + 1;
    }
  }
  found.push(text.slice(start));
  return found.map((c) => c.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** A clause that tells the word's origin rather than its meaning. */
function isEtymology(clause: string): boolean {
  const bare = clause.replace(/^[\s(),:;.-]+/, "");
  if (ETYMOLOGY.test(bare) || KIND_ONLY.test(withoutRemarks(bare))) return true;
  // "from G1537 and G2564" is an origin, "from far" (G4207) a meaning.
  if (FROM_CITED.test(bare)) return true;
  // What is left once the cited numbers and their Greek or Hebrew words are gone: nothing but linking words.
  if (!CITED.test(bare)) return false;
  const rest = bare
    .replace(/\([^)]*\)/g, " ")
    .replace(/\b[GH]\d+\b/g, " ")
    .replace(/[^\p{L}\s]/gu, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(and|or|the|of|with|to|in|a|an|base|alternate|as|same|but)$/i.test(w));
  return rest.length === 0;
}

/** "from G2288 (θάνατος) to kill": the origin cited first, the meaning after it in the same clause. */
const CITED_ORIGIN =
  /^from (?:the base of |a compound of )?[GH]\d+ \([^)]*\)(?:,? (?:and|or|with) (?:the base of )?[GH]\d+ \([^)]*\))*[.,]?\s*/i;

/** The meaning clauses of a definition: etymologies left out, an origin cited before a meaning cut off. */
function meaningClauses(text: string): string[] {
  return clauses(text).flatMap((clause) => {
    if (!isEtymology(clause)) return [clause];
    const rest = clause.replace(CITED_ORIGIN, "");
    // "… with adverbial enclitic of source" still tells the origin.
    const meaning =
      rest !== clause && /\p{L}{3}/u.test(rest) && !/^(with|and|or|of|through|in|by|as|the)\b/i.test(rest);
    return meaning && !isEtymology(rest) ? [rest] : [];
  });
}

/** Parenthesised remarks and their unbalanced leftovers taken out: "a beggar (as cringing), i.e. pauper" → "a beggar, i.e. pauper". */
function withoutRemarks(text: string): string {
  let out = text;
  for (let before = ""; before !== out; ) {
    before = out;
    out = out.replace(/\([^()]*\)/g, "");
  }
  return out
    .replace(/[()"]/g, "")
    .replace(/\s+([,.:;])/g, "$1")
    .replace(/\s+/g, " ")
    .replace(/^[\s,.:;"-]+|[\s,:;"-]+$/g, "")
    .trim();
}

/**
 * The meaning of a Strong's entry, its etymology left out: the definition's clauses after "from G…",
 * "akin to G…", "a primitive root", "of uncertain affinity"… The Greek dictionary's JSON cuts some definitions
 * in the middle of their etymology (the start of the meaning is then at the end of `derivation`): both are read
 * as one text. Null when the entry says nothing but where the word comes from.
 */
export function strongsMeaning(entry: Pick<LexiconEntry, "definition" | "derivation" | "language">): string | null {
  const definition = entry.definition ?? "";
  const text = entry.language === "greek" ? `${entry.derivation ?? ""} ${definition}` : definition;
  const meaning = meaningClauses(text.split(/:?--/)[0] ?? "");
  const joined = meaning.join("; ").replace(/[\s:;,]+$/, "");
  return joined || null;
}

/**
 * How a clause of a Strong's definition says what kind of sense it gives: derived ("by implication,", "specially,"…)
 * or concrete, abstract, proper ("concretely, crushed" for H2844): a label, not part of the meaning.
 */
const LEAD_IN =
  /^(?:(?:by (?:implication|extension|analogy|resemblance|euphemism|metonymy|Hebraism)|specially|specifically|figuratively|literally|generally|especially|properly|concretely|abstractly|collectively|causatively|intensively|reflexively|hence|also|and|or)\b[\s,]*)+/i;

/** The first meaning of the entry, short, without remarks: "to create", "a beggar, i.e. pauper", "luminousness". */
export function strongsGloss(
  entry: Pick<LexiconEntry, "definition" | "derivation" | "language" | "gloss" | "lemma">,
): string | null {
  const meaning = strongsMeaning(entry);
  for (const clause of meaning ? clauses(meaning) : []) {
    const short = withoutRemarks(clause).replace(LEAD_IN, "").trim();
    if (/\p{L}/u.test(short)) return short;
  }
  const gloss = entry.gloss && !isEtymology(entry.gloss) ? withoutRemarks(entry.gloss) : "";
  return gloss || null;
}

/** The words of a text, lower-cased, each also without a plural -s ("spirits" → spirit). */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (word.length < 3) continue;
    words.add(word);
    if (word.length > 3 && word.endsWith("s")) words.add(word.slice(0, -1));
  }
  return words;
}

/**
 * The meaning of the entry in this verse: where the verse's English words for the original (the KJV's, aligned to
 * it) name a later sense of the definition and not its first one, that sense without its lead-in ("the world" for
 * κόσμος, whose definition opens with "orderly arrangement, i.e. decoration; by implication, the world…"); else the
 * first meaning (`strongsGloss`).
 */
export function strongsGlossInVerse(
  entry: Pick<LexiconEntry, "definition" | "derivation" | "language" | "gloss" | "lemma">,
  verseWords: readonly string[],
): string | null {
  const first = strongsGloss(entry);
  const written = wordsOf(verseWords.join(" "));
  const meaning = strongsMeaning(entry);
  if (written.size === 0 || !meaning) return first;
  const names = (text: string) => [...wordsOf(text)].some((word) => written.has(word));
  if (first && names(first)) return first;
  for (const clause of clauses(meaning).slice(1)) {
    const sense = withoutRemarks(clause).replace(LEAD_IN, "").trim();
    if (/\p{L}{3}/u.test(sense) && names(sense)) return sense;
  }
  return first;
}
