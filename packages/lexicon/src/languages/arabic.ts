import { type Analyzer, emptyAnalysis, type Reading } from "./types";

/** DIN 31635 values of the letters (the scholarly standard, close to ISO 233-2). */
const LETTERS: Record<string, string> = {
  ء: "ʾ",
  أ: "ʾ",
  إ: "ʾ",
  ؤ: "ʾ",
  ئ: "ʾ",
  آ: "ʾā",
  ا: "ā",
  ٱ: "",
  ب: "b",
  ت: "t",
  ث: "ṯ",
  ج: "ǧ",
  ح: "ḥ",
  خ: "ḫ",
  د: "d",
  ذ: "ḏ",
  ر: "r",
  ز: "z",
  س: "s",
  ش: "š",
  ص: "ṣ",
  ض: "ḍ",
  ط: "ṭ",
  ظ: "ẓ",
  ع: "ʿ",
  غ: "ġ",
  ف: "f",
  ق: "q",
  ك: "k",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
  و: "w",
  ي: "y",
  ى: "ā",
  ة: "a",
};
const FATHA = "\u064e";
const DAMMA = "\u064f";
const KASRA = "\u0650";
const SHADDA = "\u0651";
const SUKUN = "\u0652";
const VOWELS: Record<string, string> = {
  [FATHA]: "a",
  [DAMMA]: "u",
  [KASRA]: "i",
  "\u064b": "an",
  "\u064c": "un",
  "\u064d": "in",
  "\u0670": "ā",
  [SUKUN]: "",
};
const HARAKAT = /[\u064b-\u0652\u0670]/;
/**
 * The conjunction (wa-, fa-) and preposition (bi-, li-, ka-) joined before the article al-: only
 * before the article are they sure to be clitics rather than the first letter of the word (بيت bayt).
 */
const PROCLITICS = /^(و|ف)?(ب|ل|ك)?(ال)(?=..)/;

/** Whether the text carries vowel signs (harakat): the Smith–Van Dyck text as shipped has none. */
export function isVocalised(text: string): boolean {
  return HARAKAT.test(text);
}

/** The letters and vowel signs of a word, transliterated one by one. */
function letters(chars: string[]): string {
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? "";
    const previous = chars[i - 1] ?? "";
    if (c in VOWELS) out += VOWELS[c];
    else if (c === SHADDA) out += out.slice(-1);
    else if (c === "\u0640") continue;
    else if (c === "و" && previous === DAMMA && chars[i + 1] !== FATHA) out += "ū";
    else if (c === "ي" && previous === KASRA && chars[i + 1] !== FATHA) out += "ī";
    // A word's first alif carries a hamza even where the text does not write it.
    else if (c === "ا" && i === 0) out += "ʾ";
    else out += LETTERS[c] ?? c;
  }
  return out;
}

/**
 * DIN 31635 transliteration, the joined conjunction, preposition and article set off by hyphens
 * (wa-, bi-, al-). With vowel signs the vowels are written (alif, waw and ya after their own vowel are
 * long ā ū ī, shadda doubles); without them, only what the letters say.
 */
export function transliterateArabic(word: string): string {
  const chars = [...word.normalize("NFC")];
  const bare = chars.filter((c) => !HARAKAT.test(c) && c !== "\u0640").join("");
  const clitics = PROCLITICS.exec(bare);
  const prefixes: string[] = [];
  let skip = 0;
  const take = (letter: string | undefined, latin: string) => {
    if (!letter) return;
    prefixes.push(latin);
    // Move past the letter and the vowel signs that follow it.
    let seen = 0;
    while (skip < chars.length && seen < letter.length) {
      if (!HARAKAT.test(chars[skip] ?? "")) seen++;
      skip++;
    }
    while (skip < chars.length && HARAKAT.test(chars[skip] ?? "")) skip++;
  };
  const vocalised = isVocalised(word);
  take(clitics?.[1], clitics?.[1] === "و" ? (vocalised ? "wa-" : "w-") : vocalised ? "fa-" : "f-");
  const preposition = clitics?.[2];
  take(preposition, `${LETTERS[preposition ?? ""] ?? ""}${vocalised ? (preposition === "ك" ? "a" : "i") : ""}-`);
  take(clitics?.[3], "al-");
  return `${prefixes.join("")}${letters(chars.slice(skip))}`;
}

/**
 * The word without its joined conjunction, preposition and article, for the dictionaries ("والأرض"
 * → "الأرض", "أرض"), and whether it had the article (only nouns and adjectives take it).
 */
export function arabicStems(word: string): { stems: string[]; definite: boolean } {
  const bare = word.replace(/[\u064b-\u0652\u0670\u0640]/g, "");
  const clitics = PROCLITICS.exec(bare);
  const stems = new Set<string>([bare]);
  if (clitics) {
    stems.add(bare.slice((clitics[1] ?? "").length + (clitics[2] ?? "").length));
    stems.add(bare.slice(clitics[0].length));
  } else if (/^[وف]../.test(bare)) {
    stems.add(bare.slice(1));
  }
  return { stems: [...stems], definite: clitics !== null };
}

/** The object pronouns a verb carries at its end (خلقهم 'he created them'). */
const OBJECT_SUFFIX = /(هما|هم|هن|ها|كم|ني|نا|ه|ك)$/;
/** The letters of an unvocalised word, without its joined conjunction, that can stand in a verb. */
const LETTERS_ONLY = /^[\u0621-\u064a]+$/;

/**
 * A stem of an imperfect as the perfect writes it: a weak middle letter as alif (قول → قال, سير → سار), and a first
 * hamza on alif, the seat the imperfect's vowel gave it left behind (يؤمن 'he believes' → ؤمن → أمن, its root).
 */
function perfectOf(stem: string, imperfect: boolean): string {
  if (!imperfect) return stem;
  const seated = stem.replace(/^[ؤئ]/, "أ");
  return seated.length === 3 && /^.[وي].$/.test(seated) ? `${seated[0]}ا${seated[2]}` : seated;
}

/**
 * The verb readings the unvocalised form allows, by the affixes of the Arabic verb: a perfect with the plural
 * ending -ū (قالوا) or -tum, an imperfect with the plural -ūn (يقولون), or the future sa- before an imperfect, is a
 * verb for sure; a bare three-letter word (خلق), an imperfect prefix before three letters (يقول) or a perfect in
 * -t (خلقت) may be a verb or a noun: a guess the original's class must confirm. The lemma is the perfect of the
 * third person masculine, the dictionary form (يقول → قال); its three letters are the root.
 */
export function arabicVerbReadings(bare: string): Reading[] {
  const readings: Reading[] = [];
  const add = (stem: string, sure: boolean, imperfect = false) => {
    if (stem.length < 3 || stem.length > 4 || !LETTERS_ONLY.test(stem) || stem.startsWith("ال")) return;
    const lemma = perfectOf(stem, imperfect);
    readings.push({ partOfSpeech: "verb", lemma, source: "Arabic verb affixes", ...(sure ? {} : { guess: true }) });
  };
  const bases = new Set([bare]);
  if (/^[وف]/.test(bare) && bare.length > 3) bases.add(bare.slice(1));
  for (const base of bases) {
    for (const word of new Set([base, base.replace(OBJECT_SUFFIX, "")])) {
      if (word.length < 3) continue;
      const future = /^س[يتن]/.test(word);
      const body = future ? word.slice(1) : word;
      if (/^[يت].{3,4}ون$/.test(body)) add(body.slice(1, -2), true, true);
      else if (/^[يتنأ]/.test(body) && body.length === 4) add(body.slice(1), future, true);
      if (/.{3,4}وا$/.test(word)) add(word.slice(0, -2), true);
      else if (/.{3,4}تم$/.test(word)) add(word.slice(0, -2), true);
      else if (/.{3}ت$/.test(word)) add(word.slice(0, -1), false);
      if (word.length === 3) add(word, false);
    }
  }
  // The sure readings first, each lemma once.
  const seen = new Set<string>();
  return [...readings.filter((r) => !r.guess), ...readings.filter((r) => r.guess)].filter((r) => {
    if (seen.has(r.lemma)) return false;
    seen.add(r.lemma);
    return true;
  });
}

/** The pronouns a word carries at its end: a noun's owner (عنقه 'his neck'), a verb's object. */
const PRONOUN_SUFFIX = /(هما|كما|هم|هن|ها|كم|كن|نا|ني|ه|ك|ي)$/;
/**
 * Three of the five nouns (al-asmāʾ al-ḫamsa) lengthen their vowel before a suffix (أبوه, أبيه 'his father'):
 * their dictionary forms.
 */
const FIVE_NOUNS = new Map([
  ["اب", "أب"],
  ["اخ", "أخ"],
  ["حم", "حم"],
]);

/**
 * The word's stems without a pronoun joined at its end (and without its joined conjunction), as a dictionary would
 * list them: a ta marbuta written ت before the suffix is given back (كلمته → كلمة), and the five nouns lose the
 * vowel the suffix lengthened (ابوه → أب).
 */
export function arabicSuffixStems(bare: string): string[] {
  const stems = new Set<string>();
  for (const word of /^[وف]/.test(bare) && bare.length > 3 ? [bare, bare.slice(1)] : [bare]) {
    const suffix = PRONOUN_SUFFIX.exec(word);
    const stem = suffix ? word.slice(0, -suffix[0].length) : "";
    if (stem.length < 2 || !LETTERS_ONLY.test(stem)) continue;
    const five = stem.length === 3 && /[ويا]$/.test(stem) ? FIVE_NOUNS.get(stem.slice(0, 2)) : undefined;
    if (five) stems.add(five);
    stems.add(stem);
    if (stem.endsWith("ت")) stems.add(`${stem.slice(0, -1)}ة`);
  }
  return [...stems];
}

/**
 * Arabic: DIN 31635 transliteration (consonants only when the text is not vocalised, which the word
 * study says); the stems without clitics for the ara-eng dictionary. No open Arabic morphological
 * analyser is published on npm, so the classes come from the affixes: a word with al- is a noun or an
 * adjective (the original word's class chooses between them), a verb's affixes make it a verb
 * (`arabicVerbReadings`, sure or to be confirmed by the original word's class).
 */
export const analyzeArabic: Analyzer = async (word, input) => {
  const result = emptyAnalysis(word);
  if (!/[\u0600-\u06ff]/.test(word)) return result;
  result.pronunciation = {
    text: transliterateArabic(word),
    system: isVocalised(word) ? "arabicVocalised" : "arabicConsonantal",
  };
  result.sources.push("DIN 31635");
  const { stems, definite } = arabicStems(word);
  const known = await input.headwords(stems);
  const found = stems.filter((s) => known.some((e) => e.headword === s));
  // A word the dictionary does not list may be a listed one with a pronoun at its end: a noun (whose owner it
  // names) or a verb (its object), as the original's class confirms.
  const suffixed = found.length === 0 && !definite ? arabicSuffixStems(stems.at(-1) ?? word) : [];
  const knownSuffixed = suffixed.length > 0 ? await input.headwords(suffixed) : [];
  const foundSuffixed = suffixed.filter((s) => knownSuffixed.some((e) => e.headword === s));
  result.dictionaryForms = found.length > 0 ? found : foundSuffixed.length > 0 ? foundSuffixed : stems;
  const [owned] = foundSuffixed;
  if (owned) result.readings.push({ partOfSpeech: "noun", lemma: owned, source: "Arabic pronoun suffix", guess: true });
  if (definite) {
    const lemma = found.at(-1) ?? stems.at(-1) ?? word;
    const nominal = (partOfSpeech: Reading["partOfSpeech"]): Reading => ({
      partOfSpeech,
      lemma,
      source: "Arabic article",
    });
    result.readings.push(nominal("noun"), nominal("adjective"));
  } else {
    result.readings.push(...arabicVerbReadings(stems[0] ?? word));
  }
  return result;
};
