import type { RubyWord, TaggedWord } from "@bible/db";

const WHITESPACE = /\s+/g;
/** Whitespace that WHITESPACE would change: two in a row, or one that is not a plain space. */
const UNTIDY_SPACE = /\s\s|[^\S ]/;
/** USFM character markers that some SWORD modules left inside OSIS text (`\+nd*`, `\nd `), and stray backslashes. */
const USFM_RESIDUE = /\\\+?[a-z]+[0-9]*\*?[ ]?|\\/g;
const PILCROW = /¶\s*/g;
/**
 * Reading aids of the JapBungo module that escaped its ruby markup: the reading after the word in `](…)}`
 * (2 Sam 6:13 "六歩行](ゆき)}たる") is dropped, the word kept; and `／`, a line mark of the printed page inside a
 * sentence (24 verses), which Japanese joins without a space.
 */
const LOOSE_READING = /\]\([^)]*\)\}/g;
const LINE_MARK = /／/g;
/** JapBungo's text of a verse its Greek text omits ("none"): the verse is missing, not a verse reading "[なし]". */
const NONE = "[なし]";

/** Put where a note was cut out: the WEB writes `born<note>…</note>Son`, the note standing for the space. */
export const NOTE_GAP = "\uE000";
const NOTE_GAPS = /\uE000+/g;
/** Scripts written without spaces between words: a note between two of their characters needs no space. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD_START = /[\p{L}\p{N}“‘«(¿¡]/u;

function closeNoteGap(gap: string, offset: number, text: string): string {
  const before = text[offset - 1];
  const after = text[offset + gap.length];
  if (!before || !after || /\s/.test(before) || /\s/.test(after)) return "";
  if (UNSPACED_SCRIPT.test(before) || UNSPACED_SCRIPT.test(after)) return "";
  return WORD_START.test(after) ? " " : "";
}

export function cleanText(text: string): string {
  let out = text;
  if (out.includes(NOTE_GAP)) out = out.replace(NOTE_GAPS, closeNoteGap);
  if (out.includes("\\")) out = out.replace(USFM_RESIDUE, "");
  if (out.includes("¶")) out = out.replace(PILCROW, "");
  if (out.includes("](")) out = out.replace(LOOSE_READING, "");
  if (out.includes("／")) out = out.replace(LINE_MARK, "");
  if (UNTIDY_SPACE.test(out)) out = out.replace(WHITESPACE, " ");
  out = out.trim();
  return out === NONE ? "" : out;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const STRONG = /^(?:strong:)?([HG])0*([0-9]+)[a-z]?$/i;

/** A tagged Bible repeats a few thousand lemma values hundreds of thousands of times: parse each once. */
const parsedLemmas = new Map<string, string[]>();
const LEMMA_CACHE_LIMIT = 50_000;

/** The arrays of singleStrongNumber, by testament letter and number. */
const singleNumbers = { H: [] as string[][], G: [] as string[][] };

/**
 * The commonest lemma, one number in OSIS form ("strong:H0430"), read without a regex or a look-up by its text (two
 * million words in the default install): the same result as STRONG, undefined for any other form.
 */
function singleStrongNumber(value: string): string[] | undefined {
  if (value.length < 9 || value.length > 13 || !value.startsWith("strong:")) return undefined;
  const letter = value[7];
  if (letter !== "H" && letter !== "G") return undefined;
  let number = 0;
  for (let i = 8; i < value.length; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    number = number * 10 + digit;
  }
  const numbers = singleNumbers[letter];
  let found = numbers[number];
  if (!found) {
    found = [`${letter}${number}`];
    numbers[number] = found;
  }
  return found;
}

/**
 * Strong's numbers from an OSIS lemma ("strong:H0430 strong:H1254", or "strong:G0846 G3588"), a USFM
 * strong attribute ("H430,H1254") or a bare number with the testament's prefix; zero padding removed.
 * The arrays returned are shared: never modify them.
 */
export function strongNumbers(value: string, defaultPrefix?: "H" | "G"): string[] {
  const single = singleStrongNumber(value);
  if (single) return single;
  const key = defaultPrefix ? `${defaultPrefix}|${value}` : value;
  const cached = parsedLemmas.get(key);
  if (cached) return cached;
  const out: string[] = [];
  for (const token of value.split(/[\s,;]+/)) {
    if (!token) continue;
    const bare = /^0*([0-9]+)$/.exec(token);
    if (bare && defaultPrefix) {
      out.push(`${defaultPrefix}${bare[1]}`);
      continue;
    }
    const match = STRONG.exec(token);
    if (match?.[1]) out.push(`${match[1].toUpperCase()}${match[2]}`);
  }
  if (parsedLemmas.size >= LEMMA_CACHE_LIMIT) parsedLemmas.clear();
  parsedLemmas.set(key, out);
  return out;
}

/** What in a tagged word needs cleanText rather than a trim (a module constant: a literal is a new object per call). */
const WORD_TO_CLEAN = /\s\s|[\t\n\\¶\uE000]/;

/**
 * V8 makes a slice of 13 characters or more a view into the string it was cut from: a word kept for the whole
 * install would keep the 256 KB chunk of the file it was read from alive (a Bible's file, about 60 MB, for
 * its tagged words). Such a word is copied into a string of its own.
 */
function compact(text: string): string {
  return text.length < 13 ? text : `${text}\u0000`.slice(0, -1);
}

/** A tagged Bible repeats a few thousand morphology codes: one string each (kept, see compact). */
const morphs = new Map<string, string>();
function sharedMorph(morph: string): string {
  let shared = morphs.get(morph);
  if (shared === undefined) {
    if (morphs.size >= LEMMA_CACHE_LIMIT) morphs.clear();
    shared = compact(morph);
    morphs.set(shared, shared);
  }
  return shared;
}

/** Collects the tagged words of one verse. */
export class StrongsCollector {
  private words: TaggedWord[] = [];

  add(word: string, numbers: string[], morph?: string): void {
    const w = WORD_TO_CLEAN.test(word) ? cleanText(word) : word.trim();
    if (!w || numbers.length === 0) return;
    this.words.push(morph ? { w: compact(w), s: numbers, m: sharedMorph(morph) } : { w: compact(w), s: numbers });
  }

  take(): TaggedWord[] | undefined {
    if (this.words.length === 0) return undefined;
    const words = this.words;
    this.words = [];
    return words;
  }
}

export function osisRef(osisBook: string, chapter: number, verse: number, lastVerse?: number): string {
  return lastVerse && lastVerse !== verse
    ? `${osisBook}.${chapter}.${verse}-${lastVerse}`
    : `${osisBook}.${chapter}.${verse}`;
}

/** A ruby pair worth keeping: a word with at least one kanji, read in kana only (a few glosses carry typos: "`をさ"). */
const RUBY_BASE = /\p{Script=Han}/u;
const RUBY_READING = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/** Collects the ruby of one verse (`<w gloss="ことば">言</w>`): each kanji word with the kana it is read with. */
export class RubyCollector {
  private words: RubyWord[] = [];

  add(word: string, reading: string): void {
    const w = WORD_TO_CLEAN.test(word) ? cleanText(word) : word.trim();
    const r = reading.trim();
    if (!RUBY_BASE.test(w) || !RUBY_READING.test(r)) return;
    this.words.push({ w: compact(w), r: compact(r) });
  }

  take(): RubyWord[] | undefined {
    if (this.words.length === 0) return undefined;
    const words = this.words;
    this.words = [];
    return words;
  }
}
