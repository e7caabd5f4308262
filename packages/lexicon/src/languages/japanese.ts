import { toRomaji } from "wanakana";
import { type Analyzer, emptyAnalysis, type PartOfSpeech } from "./types";
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

/**
 * Japanese: kuromoji (IPADIC, in a thread of its own) reads the word in its sentence: its reading (shown as Hepburn with the
 * kana), part of speech and dictionary form.
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
  result.sources.push("kuromoji (IPADIC)");
  if (own.every((t) => t.reading)) {
    const kana = toHiragana(own.map((t) => t.reading).join(""));
    const romaji = own.map((t) => hepburn(toHiragana(t.reading ?? ""), t.tag === "動詞")).join("");
    result.pronunciation = { text: `${romaji} (${kana})`, system: "hepburn" };
  }
  const content = own.find((t) => POS[t.tag] && t.tag !== "助詞" && t.tag !== "助動詞") ?? own[0];
  const pos = content ? POS[content.tag] : undefined;
  if (content && pos) {
    const lemma = content.lemma ?? content.text;
    result.readings.push({
      partOfSpeech: pos === "noun" && content.detail === "固有名詞" ? "properNoun" : pos,
      lemma,
      source: "kuromoji (IPADIC)",
    });
    result.dictionaryForms.push(lemma);
  }
  return result;
};
