import { toRomaji } from "wanakana";
import { type Analyzer, emptyAnalysis, type PartOfSpeech, type RubySpan } from "./types";
import { segment } from "./worker-pool";

const POS: Record<string, PartOfSpeech> = {
  名詞: "noun",
  動詞: "verb",
  形容詞: "adjective",
  形容動詞: "adjective",
  副詞: "adverb",
  助詞: "particle",
  助動詞: "auxiliary",
  接続詞: "conjunction",
  連体詞: "determiner",
  感動詞: "interjection",
};

/** Katakana → hiragana (the readings come in katakana). */
export function toHiragana(katakana: string): string {
  return katakana.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/**
 * Modified Hepburn of one morpheme's kana: long o and u written ō and ū (とうきょう → tōkyō), except
 * the u of a verb ending (おもう omou), which is a syllable of its own.
 */
export function hepburn(kana: string, verb: boolean): string {
  const romaji = toRomaji(kana);
  const ending = verb && /[ou]u$/.test(romaji) ? romaji.slice(-2) : "";
  const body = ending ? romaji.slice(0, -2) : romaji;
  return `${body.replace(/ou|oo/g, "ō").replace(/uu/g, "ū")}${ending}`;
}

const KANJI = /\p{Script=Han}/u;
/** Kana read as written (the prolonged sound mark is of no script of its own). */
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]$/u;
const KANA_WORD = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/**
 * The kana of `text` from `from` to `to` as its verse reads it: each word with ruby by its ruby, kana as themselves
 * (in hiragana). Null when a character is neither (a kanji without ruby, a sign) or a ruby word is cut by the
 * bounds: the verse does not say how the whole of it is read.
 */
export function rubyReading(text: string, from: number, to: number, ruby: readonly RubySpan[]): string | null {
  let kana = "";
  let at = from;
  while (at < to) {
    const span = ruby.find((s) => s.start <= at && at < s.end);
    if (span) {
      if (span.start < from || span.end > to) return null;
      kana += toHiragana(span.reading);
      at = span.end;
      continue;
    }
    const char = text[at] ?? "";
    if (!KANA.test(char)) return null;
    kana += toHiragana(char);
    at++;
  }
  return kana;
}

type Token = { start: number; text: string; tag: string };

/**
 * The word read by its verse's ruby, as Hepburn with the kana: morpheme by morpheme (the analyser's tokens cut to
 * the word) when no ruby word straddles two of them, else the word in one piece. Null when the word has no kanji
 * or one the ruby does not cover.
 */
function verseReading(sentence: string, at: number, word: string, tokens: readonly Token[], ruby: readonly RubySpan[]) {
  const end = at + word.length;
  if (!KANJI.test(word) || sentence.slice(at, end) !== word) return null;
  const kana = rubyReading(sentence, at, end, ruby);
  if (kana === null) return null;
  const pieces = tokens.map((t) => {
    const from = Math.max(t.start, at);
    const to = Math.min(t.start + t.text.length, end);
    return { kana: from < to ? rubyReading(sentence, from, to, ruby) : "", verb: t.tag === "動詞" };
  });
  const whole =
    pieces.length > 0 && pieces.every((p) => p.kana !== null) && pieces.map((p) => p.kana).join("") === kana;
  const romaji = whole
    ? pieces.map((p) => hepburn(p.kana ?? "", p.verb)).join("")
    : hepburn(kana, tokens.at(-1)?.tag === "動詞");
  return { text: `${romaji} (${kana})`, system: "hepburn" as const };
}

/**
 * Japanese: kuromoji (IPADIC, in a thread of its own) reads the word in its sentence: its reading (shown as Hepburn with the
 * kana), part of speech and dictionary form. Where the verse prints ruby (`input.ruby`), the word is read as the verse
 * reads it (言 in John 1:1 is ことば); the dictionary form and part of speech stay kuromoji's.
 */
export const analyzeJapanese: Analyzer = async (word, input) => {
  const { context } = input;
  const result = emptyAnalysis(word);
  const sentence = context ? context.replace(/[[\]]/g, "") : word;
  const bracket = context?.indexOf("[") ?? -1;
  const at = bracket >= 0 ? bracket : Math.max(0, sentence.indexOf(word));
  const tokens = await segment("japanese", sentence);
  const covering = tokens.filter((t) => t.start < at + word.length && t.start + t.text.length > at);
  const own = covering.length > 0 ? covering : await segment("japanese", word);
  if (own.length === 0) return result;
  if (KANA_WORD.test(word) && covering.some((t) => t.start < at || t.start + t.text.length > at + word.length)) {
    // Kana the analyser reads as part of a longer word than the one clicked (お|おぞ|ら where the verse has おおぞら,
    // a word IPADIC does not list in kana): its reading and grammar would be another word's. Kana read as written.
    const kana = toHiragana(word);
    result.pronunciation = { text: `${hepburn(kana, false)} (${kana})`, system: "hepburn" };
    return result;
  }
  result.sources.push("kuromoji (IPADIC)");
  const fromVerse = covering.length > 0 && input.ruby ? verseReading(sentence, at, word, covering, input.ruby) : null;
  if (fromVerse) {
    result.pronunciation = fromVerse;
  } else if (own.every((t) => t.reading)) {
    const kana = toHiragana(own.map((t) => t.reading).join(""));
    const romaji = own.map((t) => hepburn(toHiragana(t.reading ?? ""), t.tag === "動詞")).join("");
    result.pronunciation = { text: `${romaji} (${kana})`, system: "hepburn" };
  }
  const head = wordHead(own);
  const pos = head ? POS[head.token.tag] : undefined;
  if (head && pos) {
    result.readings.push({
      partOfSpeech: pos === "noun" && head.token.detail === "固有名詞" ? "properNoun" : pos,
      lemma: head.lemma,
      source: "kuromoji (IPADIC)",
    });
    result.dictionaryForms.push(head.lemma);
    // A noun made a verb with する (接吻した → 接吻する) is in the dictionaries as the noun.
    if (head.noun && head.noun !== head.lemma) result.dictionaryForms.push(head.noun);
  }
  return result;
};

/** A token of kuromoji's, with its part of speech, detail and dictionary form. */
type Segmented = Awaited<ReturnType<typeof segment>>[number];

/** Tokens that carry no word of their own inside a word: particles, auxiliaries, dependent verbs (い of ていた), suffixes. */
const carriesWord = (t: Segmented) =>
  POS[t.tag] !== undefined && t.tag !== "助詞" && t.tag !== "助動詞" && t.detail !== "非自立" && t.detail !== "接尾";

/**
 * The word's head and dictionary form. Japanese words end with their head: a compound verb's last verb (走り寄り:
 * kuromoji cuts 走り, read as a noun, and 寄り), a noun's verb with する (接吻した). The dictionary form is the text
 * before the head, from the first token that carries a word, then the head's dictionary form (走り寄る, 接吻する);
 * endings after the head (た, ていた) are left out, and so is what comes before a particle.
 */
function wordHead(tokens: readonly Segmented[]): { token: Segmented; lemma: string; noun: string | null } | null {
  const content = tokens.filter(carriesWord);
  const token = content.at(-1) ?? tokens.find((t) => POS[t.tag] !== undefined) ?? tokens[0];
  if (!token) return null;
  const first = content[0] ?? token;
  const inside = tokens.slice(tokens.indexOf(first), tokens.indexOf(token));
  // A particle between them makes a phrase (哀れに思って), not one word: its head is the word.
  const before = inside.some((t) => t.tag === "助詞") ? "" : inside.map((t) => t.text).join("");
  const previous = tokens[tokens.indexOf(token) - 1];
  const noun =
    token.lemma === "する" && previous?.tag === "名詞" && previous.detail === "サ変接続"
      ? (previous.lemma ?? previous.text)
      : null;
  return { token, lemma: `${before}${token.lemma ?? token.text}`, noun };
}
