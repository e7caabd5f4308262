import { romanize } from "es-hangul";
import { type Analyzer, emptyAnalysis, type PartOfSpeech, type Reading } from "./types";
import { segment } from "./worker-pool";

/** Sejong tags of mecab-ko-dic → parts of speech; particles (J…) and endings (E…) are not words of their own. */
const SEJONG: Record<string, PartOfSpeech> = {
  NNG: "noun",
  NNB: "noun",
  NNP: "properNoun",
  NP: "pronoun",
  NR: "numeral",
  VV: "verb",
  VA: "adjective",
  VX: "auxiliary",
  VCP: "verb",
  VCN: "adjective",
  MM: "determiner",
  MAG: "adverb",
  MAJ: "conjunction",
  IC: "interjection",
  SL: "noun",
};

const primaryTag = (tag: string) => tag.split("+")[0] ?? tag;

/**
 * Korean: the word (one eojeol) analysed by mecab-ko-dic (kuromoji-ko's build of it) in a thread of
 * its own: its content morpheme gives the part of speech and the dictionary form (a verb or adjective
 * stem + 다; a noun + 하 is the 하다 verb: 창조하시니라 → 창조하다). Revised Romanization with the
 * standard pronunciation rules (es-hangul).
 */
export const analyzeKorean: Analyzer = async (word) => {
  const result = emptyAnalysis(word);
  if (!/[\uac00-\ud7a3]/.test(word)) return result;
  result.pronunciation = { text: romanize(word), system: "revisedRomanization" };
  result.sources.push("es-hangul");
  const tokens = (await segment("korean", word)).filter((t) => t.text.trim());
  const contentAt = tokens.findIndex((t) => SEJONG[primaryTag(t.tag)]);
  const content = tokens[contentAt];
  if (!content) return result;
  const next = primaryTag(tokens[contentAt + 1]?.tag ?? "");
  let partOfSpeech = SEJONG[primaryTag(content.tag)] ?? "noun";
  let lemma = content.text;
  if ((partOfSpeech === "noun" || partOfSpeech === "adverb") && (next === "XSV" || next === "XSA")) {
    partOfSpeech = next === "XSV" ? "verb" : "adjective";
    lemma = `${content.text}하다`;
  } else if (["verb", "adjective", "auxiliary"].includes(partOfSpeech)) {
    lemma = `${content.text}다`;
  } else if (content.tag === "VCP") {
    lemma = "이다";
  }
  const reading: Reading = { partOfSpeech, lemma, source: "mecab-ko-dic (kuromoji-ko)" };
  result.readings.push(reading);
  result.sources.push("mecab-ko-dic (kuromoji-ko)");
  return result;
};
