import type { LexiconEntry } from "@bible/db";

/**
 * How a Strong's etymology clause opens: where the word comes from ("from G1537 and G2564", "a primitive root",
 * "probably from the base of…"), what it is akin to or to compare with, or that its origin is unknown.
 */
const ETYMOLOGY =
  /^(?:(?:probably|perhaps|apparently|prob\.|or|and|also|by (?:contraction|reduplication))\s+)*(?:akin to\b|compare\b|comp\.|see\b|a primitive\b|of (?:uncertain|foreign|Hebrew|Chaldee|Aramaic|Latin|Egyptian|Persian|Greek|Arabic|unknown)\b|the same as\b|same as\b|corresponding to\b|a (?:prolonged|collateral|strengthened|reduplicated|contracted|derivative|modified) (?:form|word)\b|prolonged\b|(?:an? )?(?:orthographical )?variation\b|an? (?:denominative|causative)\b|(?:a )?(?:masculine|feminine|plural|diminutive) of\b|(?:middle|passive) voice (?:of|from)\b|from (?:\(|the base\b|a (?:compound|derivative|primary|primitive|root|form)\b|an? (?:obsolete|unused|primitive)\b))/i;
/** A clause that names the word's kind: "a primary verb", "apparently a primary particle of qualified negation". */
const KIND = /^(?:\w+ )?an? (?:primary|primitive)\b/i;
/**
 * The words Strong's uses to say what a word is made from and of which form it is, and never alone to say what it
 * means: grammar ("neuter", "participle", "tenses"), word formation ("derivative", "contracted"), origin ("akin",
 * "Latin"). Read from the dictionaries' derivations (their most frequent words that are not a meaning).
 */
const DERIVATION_TERMS = new Set(
  (
    "adverb adverbial adjective noun verb pronoun pronominal preposition prepositional particle article enclitic prefix " +
    "suffix conjunction interjection numeral ordinal multiplicative feminine masculine neuter plural dual dative " +
    "genitive accusative nominative vocative case participle infinitive imperative indicative subjunctive optative " +
    "imperfect aorist tense tenses comparative superlative diminutive patrial patronymic patronymically derivative " +
    "derivation derived compound contracted contraction prolonged prolongation strengthened shortened abbreviated " +
    "reduplicated reduplication variation orthographical permutation transposition transliteration transcription " +
    "collateral alternate denominative causative intensive reflexive primary primitive akin compare equivalent " +
    "affinity obsolete unused foreign aramaic chaldee hebrew latin persian egyptian greek borrowed presumed composition " +
    "personal possessive demonstrative interrogative relative indefinite"
  ).split(" "),
);
/**
 * Words that link the derivation's terms and say nothing of a meaning by themselves ("which uses … as alternate in
 * certain tenses", "used only in certain past tenses, the others being borrowed from…").
 */
const DERIVATION_LINKS = new Set(
  (
    "a an the and or of from for to in as with by which that its it is but also same another other others being " +
    "used uses occurs only certain some rest supplied before after probably perhaps apparently ultimately base form " +
    "forms word root voice middle passive active person first second third singular present past future perfect " +
    "irregular multiple continued apparent inseparable"
  ).split(" "),
);
/** The derivation terms that name a word class: what follows the class in the same clause is its meaning. */
const WORD_CLASSES = new Set("adverb particle preposition pronoun conjunction interjection".split(" "));
/** Words that cannot be a meaning alone: a clause of them ("which") tells only what its remark says. */
const FUNCTION_WORDS = new Set("a an the and or of which that it its namely".split(" "));
/**
 * A clause that opens by naming, in the derivation's words, a form and what it comes from: "adverb from G3778",
 * "contracted from Latin Lucanus", "a particle of succession".
 */
const FORM_OF = /^(?:[a-z]+\s+){1,5}?(?:from|of|for)\b/i;
/** A Strong's number cited in a clause: "G4422", "H1254". */
const CITED = /\b[GH]\d+\b/;
/** An origin: "from G1537 and G2564", "probably from G5143", "from 2596 and 5368" (some cite bare numbers). */
const FROM_CITED = /^(?:(?:probably|perhaps|apparently|prob\.)\s+)?from\b.*\b[GH]?\d{2,5}\b/i;

/** The positions of the parentheses that close, and of those that open and close: an unclosed one is text. */
function pairedParentheses(text: string): Set<number> {
  const paired = new Set<number>();
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") open.push(i);
    else if (text[i] === ")") {
      const from = open.pop();
      if (from !== undefined) paired.add(from).add(i);
    }
  }
  return paired;
}

/** The parts of a text split at `separator` outside parentheses (an unclosed parenthesis does not hide the rest). */
function splitOutside(text: string, separator: string): string[] {
  const paired = pairedParentheses(text);
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(" && paired.has(i)) depth++;
    else if (c === ")" && paired.has(i)) depth = Math.max(0, depth - 1);
    else if (c === separator && depth === 0) {
      found.push(text.slice(start, i));
      start = i + 1;
    }
  }
  found.push(text.slice(start));
  return found.map((c) => c.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The clauses of a definition, split at the semicolons outside parentheses. */
function clauses(text: string): string[] {
  return splitOutside(text, ";");
}

/** The Latin-letter words of a text, lower-cased, Strong's numbers left out. */
function latinWords(text: string): string[] {
  return text
    .replace(/\b[GH]\d+\b/g, " ")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * A clause written in the derivation's words only: once its remarks, cited numbers and Greek or Hebrew words are
 * gone, nothing is left but derivation terms and the words that link them, and it cites a number or names two
 * terms ("which uses (the base of G1408) as alternate in certain tenses", "neuter of a presumed derivative of
 * G3611"). One term alone is a meaning ("feminine", "a compound"), and so are linking words alone ("the same"),
 * unless they are function words whose remark names a form ("which (together with another form)").
 */
function inDerivationWords(clause: string): boolean {
  const plain = withoutRemarks(clause);
  const bare = latinWords(plain);
  if (bare.some((w) => !DERIVATION_TERMS.has(w) && !DERIVATION_LINKS.has(w))) return false;
  if (CITED.test(plain) || bare.filter((w) => DERIVATION_TERMS.has(w)).length >= 2) return true;
  return (
    bare.every((w) => FUNCTION_WORDS.has(w)) && latinWords(clause).some((w) => DERIVATION_TERMS.has(w) || w === "form")
  );
}

/** A clause that tells the word's origin or form rather than its meaning. */
function isEtymology(clause: string): boolean {
  const bare = clause.replace(/^[\s(),:;.-]+/, "");
  if (ETYMOLOGY.test(bare) || namesForm(clause)) return true;
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

/**
 * A clause that names the word's kind or form in the derivation's words: "a primary verb", "neuter of a presumed
 * derivative of G3611", "adverb from G3778", "a particle of succession"; "as adverb of place" is a use (`LEAD_IN`).
 */
function namesForm(clause: string): boolean {
  const plain = withoutRemarks(clause);
  if (KIND.test(plain) || inDerivationWords(clause)) return true;
  const opening = FORM_OF.exec(plain)?.[0];
  if (!opening || /^as\b/i.test(plain)) return false;
  const words = latinWords(opening);
  return (
    words.some((w) => DERIVATION_TERMS.has(w)) && words.every((w) => DERIVATION_TERMS.has(w) || DERIVATION_LINKS.has(w))
  );
}

/** "from G2288 (θάνατος) to kill": the origin cited first, the meaning after it in the same clause. */
const CITED_ORIGIN =
  /^from (?:the base of |a compound of )?[GH]\d+ \([^)]*\)(?:,? (?:and|or|with) (?:the base of )?[GH]\d+ \([^)]*\))*[.,]?\s*/i;

/**
 * Words that continue what came before them and so cannot open a meaning: "… with adverbial enclitic of source",
 * "…, meaning to straighten thoroughly" (the meaning of the word it comes from).
 */
const CONTINUES = /^(?:with|and|or|of|through|in|by|as|the|which|i\.e\.|etc\.|mean|meaning|namely)\b/i;

/** A text that can be a meaning: a word of three letters, not a continuation, not an origin. */
function canBeMeaning(text: string): boolean {
  const plain = withoutRemarks(text);
  return /\p{L}{3}/u.test(plain) && !CONTINUES.test(plain) && !isEtymology(text);
}

/**
 * The meaning told after the form in the same clause, after a comma: "adverb from G813 (ἄτακτος), irregularly",
 * "a particle of succession (…), then, moreover". Null when there is none.
 */
function meaningAfterForm(clause: string): string | null {
  const parts = splitOutside(clause, ",");
  for (let i = 1; i < parts.length; i++) {
    const after = parts.slice(i).join(", ");
    if (namesForm(parts.slice(0, i).join(", ")) && canBeMeaning(after)) return after;
  }
  return null;
}

/**
 * The meaning that follows, in the same clause, a run of derivation words naming the form: "a primary pronoun of the
 * first person | I", "for some tenses of which a prolonged form is used | to flow". Null when the clause is all
 * derivation words, when they end in "of" (what follows tells the kind: "a particle of emphasis"), or when what
 * follows cites a number or continues something else.
 */
function meaningAfterFormWords(clause: string): string | null {
  const words = withoutRemarks(clause).split(" ");
  let named = false;
  let i = 0;
  for (; i < words.length; i++) {
    const word = (words[i] ?? "").toLowerCase();
    // "… is used to flow": the infinitive's "to" opens the meaning.
    if (DERIVATION_TERMS.has(word)) named = true;
    else if ((named && word === "to") || !DERIVATION_LINKS.has(word)) break;
  }
  const rest = words.slice(i).join(" ");
  // "a particle of emphasis": what follows "of" is the kind's, not a meaning.
  if (
    !named ||
    i < 2 ||
    words[i - 1]?.toLowerCase() === "of" ||
    !/\p{L}/u.test(rest) ||
    CITED.test(rest) ||
    /^\d/.test(rest) ||
    CONTINUES.test(rest)
  )
    return null;
  return rest;
}

/**
 * The meaning clauses of a definition: etymologies and notes on the word's forms left out, an origin cited before a
 * meaning cut off ("from G2288 (θάνατος) to kill"). An entry with no other meaning keeps what follows its form in
 * the same clause ("adverb from G813, irregularly"), else the kind of word it says it is ("a primary particle of
 * emphasis or qualification"); a comma after an origin may instead tell the meaning of the word it comes from
 * ("feminine of Priscus, ancient"), so that is read last.
 */
function meaningClauses(text: string): string[] {
  const all = clauses(text);
  const meanings = all.flatMap((clause) => {
    if (!isEtymology(clause)) return latinWords(clause).some((w) => !FUNCTION_WORDS.has(w)) ? [clause] : [];
    const rest = clause.replace(CITED_ORIGIN, "");
    if (rest !== clause && canBeMeaning(rest)) return [rest];
    // "a particle of affirmation, surely": a word class, then the meaning.
    const opening = FORM_OF.exec(withoutRemarks(clause))?.[0] ?? "";
    return latinWords(opening).some((w) => WORD_CLASSES.has(w)) ? (meaningAfterForm(clause) ?? []) : [];
  });
  if (meanings.length > 0) return meanings;
  const afterForm = all.flatMap((clause) => meaningAfterForm(clause) ?? []);
  if (afterForm.length > 0) return afterForm;
  const afterFormWords = all.flatMap((clause) => (namesForm(clause) ? (meaningAfterFormWords(clause) ?? []) : []));
  if (afterFormWords.length > 0) return afterFormWords;
  return all.filter((clause) => KIND.test(withoutRemarks(clause)) && /\s(?:of|denoting)\s/i.test(clause));
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
  /^(?:(?:as (?:an? )?(?:adverb|adjective|noun|preposition|conjunction|interjection)(?: of \w+)?|by (?:implication|extension|analogy|resemblance|euphemism|metonymy|Hebraism)|specially|specifically|figuratively|literally|generally|especially|properly|concretely|abstractly|collectively|causatively|intensively|reflexively|hence|also|and|or)\b[\s,]*)+/i;

/**
 * A note on how the word is used that opens a meaning: "used only in plural the intestines", "only in plural the
 * bowels", "used as (abstract) noun, wickedness", "used adverbially (with preposition) at or upon the side of",
 * "used like G818, to maltreat", "used as imperative lo!", "used in a peculiar sense, the body".
 */
const USAGE_NOTE =
  /^(?:used\s+(?:very\s+widely\s+|chiefly\s+)?(?:only\s+)?|only\s+)(?:in\s+(?:the\s+)?(?:plural|dual|singular)(?:\s+(?:masculine|feminine))?(?:\s+as\s+abstractly)?|in\s+an?\s+\w+\s+sense|like\s+[GH]\d+|adverbially|as\s+(?:an?\s+)?(?:relative\s+)?(?:noun|adverb|adjective|conjunction|demonstrative|preposition|interjection|imperative))\b[\s,]*/i;

/**
 * A note on the word's use after its meaning: "to stand, used in various applications", "a shinpiece, only plural",
 * "to go out, in a great variety of applications, …", "boasting, in a good or a bad sense"; not "in the sense of …".
 */
const TRAILING_USAGE_NOTE = /,\s+(?:(?:used|only)\b|in\s+(?:[a-z]+\s+){0,6}?(?:applications?|senses?)\b(?!\s+of)).*$/i;

/** A clause of the meaning in a few words: without remarks, the kind of sense it gives, notes on its use. */
function shortSense(clause: string): string {
  const sense = withoutRemarks(clause).replace(LEAD_IN, "").replace(USAGE_NOTE, "").trim();
  const withoutNote = sense.replace(TRAILING_USAGE_NOTE, "");
  return /\p{L}{2}/u.test(withoutNote) ? withoutNote : sense;
}

/**
 * How the KJV renders the word, for an entry whose definition tells only its origin ("the same as 5332" → sorcerer):
 * a definition the dictionary left before its ":--" ("--to pour upon:--pour in"), else the KJV's first words,
 * without those it marks as idiom or addition ("X", "+") and without remarks.
 */
function kjvRendering(usage: string | null | undefined): string | null {
  const text = (usage ?? "").replace(/^[-:\s]+/, "");
  const defined = /^(.+?):--/.exec(text)?.[1];
  if (defined && /\p{L}{3}/u.test(defined)) return withoutRemarks(defined);
  const words = splitOutside(text.replace(/:--.*$/, ""), ",")
    .filter((item) => !/^[X+]\s/.test(item))
    .map(withoutRemarks)
    .filter((item) => /\p{L}/u.test(item));
  return words.length > 0 ? words.slice(0, 3).join(", ") : null;
}

/**
 * The first meaning of the entry, short, without remarks: "to create", "a beggar, i.e. pauper", "luminousness"; for
 * an entry that tells only where the word comes from, how the KJV renders it.
 */
export function strongsGloss(
  entry: Pick<LexiconEntry, "definition" | "derivation" | "language" | "gloss" | "lemma"> &
    Partial<Pick<LexiconEntry, "kjvUsage">>,
): string | null {
  const meaning = strongsMeaning(entry);
  for (const clause of meaning ? clauses(meaning) : []) {
    const short = shortSense(clause);
    if (/\p{L}/u.test(short)) return short;
  }
  const gloss = entry.gloss && !isEtymology(entry.gloss) ? withoutRemarks(entry.gloss) : "";
  return gloss || kjvRendering(entry.kjvUsage);
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
  entry: Pick<LexiconEntry, "definition" | "derivation" | "language" | "gloss" | "lemma"> &
    Partial<Pick<LexiconEntry, "kjvUsage">>,
  verseWords: readonly string[],
): string | null {
  const first = strongsGloss(entry);
  const written = wordsOf(verseWords.join(" "));
  const meaning = strongsMeaning(entry);
  if (written.size === 0 || !meaning) return first;
  const names = (text: string) => [...wordsOf(text)].some((word) => written.has(word));
  if (first && names(first)) return first;
  for (const clause of clauses(meaning).slice(1)) {
    const sense = shortSense(clause);
    if (/\p{L}{3}/u.test(sense) && names(sense)) return sense;
  }
  return first;
}
