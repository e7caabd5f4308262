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

const SYLLABLES = 0xac00;
/** The final consonant ㅅ's index among the 28 finals of a Hangul syllable. */
const FINAL_S = 19;

/** The syllable with ㅅ as its final consonant (나 → 낫), or null when it has a final already. */
function withFinalS(syllable: string): string | null {
  const code = syllable.charCodeAt(0) - SYLLABLES;
  if (code < 0 || code > 11_171 || code % 28 !== 0) return null;
  return String.fromCharCode(SYLLABLES + code + FINAL_S);
}

type Token = Awaited<ReturnType<typeof segment>>[number];

/**
 * A ㅅ-irregular stem's noun form the dictionary splits wrongly: 나음 (낫 + 음, 'healing') is read as the
 * pronoun 나 'I' and the noun 음 by mecab-ko-dic. When the syllable before 음 with ㅅ as its final is a verb or
 * adjective stem (낫고 → 낫/VA), the word is that verb's noun form.
 */
async function irregularNounForm(tokens: readonly Token[]): Promise<Reading[] | null> {
  const [head, next] = tokens;
  if (!head || next?.text !== "음" || !head.text) return null;
  const last = head.text.at(-1) ?? "";
  const final = withFinalS(last);
  if (!final) return null;
  const stem = `${head.text.slice(0, -1)}${final}`;
  const [probe] = await segment("korean", `${stem}고`);
  const tag = primaryTag(probe?.tag ?? "");
  if (probe?.text !== stem || (tag !== "VV" && tag !== "VA")) return null;
  const source = "mecab-ko-dic (kuromoji-ko)";
  return [
    { partOfSpeech: "noun", lemma: `${head.text}음`, source },
    { partOfSpeech: tag === "VV" ? "verb" : "adjective", lemma: `${stem}다`, source },
  ];
}

/**
 * The case particles a noun takes at the end of an eojeol, longest first. mecab-ko-dic (this build) often reads a
 * noun with its genitive 의 as two nouns, or the noun cut short (하나님의 → 하나/NR + 님의/NNP, 여호와의 → 여호/NNG +
 * 와의/NNG, 백성의 → 백/NR + 성의/NNG), while it reads the noun alone right (하나님/NNG).
 */
const PARTICLES = [
  "에게서",
  "께서",
  "에게",
  "에서",
  "으로",
  "의",
  "께",
  "로",
  "에",
  "을",
  "를",
  "이",
  "가",
  "은",
  "는",
  "과",
  "와",
  "도",
];
const NOUNS = new Set(["NNG", "NNP", "NNB", "NP"]);
const VERBAL = new Set(["VV", "VA", "VX", "VCP", "VCN"]);

/**
 * When mecab found no particle (no J… tag) in a word that ends with one, read it as more than one token, and the word
 * without it is one noun, the word is that noun with its particle: its tokens are the noun's, then the particle's. Null
 * otherwise (the analysis stands).
 */
async function particleSplit(word: string, tokens: readonly Token[]): Promise<Token[] | null> {
  // One token for the whole word is mecab's reading of it (회의 'meeting'), not a noun cut short; a verb read with
  // its endings is not either (보시기에 'in his seeing': 보 + 시 + 기 + 에, not the noun 보시기 'bowl').
  const content = tokens.find((t) => SEJONG[primaryTag(t.tag)]);
  if (
    tokens.some((t) => t.tag.startsWith("J")) ||
    (tokens.length === 1 && tokens[0]?.text === word) ||
    (content && VERBAL.has(primaryTag(content.tag)))
  ) {
    return null;
  }
  const particle = PARTICLES.find((p) => word.endsWith(p) && word.length > p.length);
  if (!particle) return null;
  const stem = word.slice(0, -particle.length);
  const analysed = (await segment("korean", stem)).filter((t) => t.text.trim());
  const [noun] = analysed;
  if (analysed.length !== 1 || !noun || noun.text !== stem || !NOUNS.has(primaryTag(noun.tag))) return null;
  return [noun, { ...noun, text: particle, start: noun.start + stem.length, tag: "J", lemma: null }];
}

/** A noun-forming suffix that makes a word of its own with its noun (선생 + 님, 영 + 적); not the plural 들. */
const joinsNoun = (token: Token | undefined) => token?.tag === "XSN" && token.text !== "들";

/** 두려워 + 하다: an adjective's -어/-아 form with 하다 is a verb (두렵다 'fearful' → 두려워하다 'to fear'). */
const INFINITIVE = /[어아워와여해]$/;

/**
 * Korean: the word (one eojeol) analysed by mecab-ko-dic (kuromoji-ko's build of it) in a thread of
 * its own: its content morpheme gives the part of speech and the dictionary form (a verb or adjective
 * stem + 다, the stem of a contracted form from the dictionary's expression: 지으시고 → 짓다; a noun + 하 is
 * the 하다 verb: 창조하시니라 → 창조하다; an adjective's -어 form + 하 too: 두려워하지 → 두려워하다). Revised
 * Romanization with the standard pronunciation rules (es-hangul).
 */
export const analyzeKorean: Analyzer = async (word) => {
  const result = emptyAnalysis(word);
  if (!/[\uac00-\ud7a3]/.test(word)) return result;
  result.pronunciation = { text: romanize(word), system: "revisedRomanization" };
  result.sources.push("es-hangul");
  const segmented = (await segment("korean", word)).filter((t) => t.text.trim());
  const tokens = (await particleSplit(word, segmented)) ?? segmented;
  const irregular = await irregularNounForm(tokens);
  if (irregular) {
    result.readings.push(...irregular);
    result.sources.push("mecab-ko-dic (kuromoji-ko)");
    return result;
  }
  const contentAt = tokens.findIndex((t) => SEJONG[primaryTag(t.tag)]);
  const content = tokens[contentAt];
  if (!content) return result;
  const following = tokens[contentAt + 1];
  const next = primaryTag(following?.tag ?? "");
  let partOfSpeech = SEJONG[primaryTag(content.tag)] ?? "noun";
  let lemma = content.text;
  if ((partOfSpeech === "noun" || partOfSpeech === "adverb") && (next === "XSV" || next === "XSA")) {
    partOfSpeech = next === "XSV" ? "verb" : "adjective";
    lemma = `${content.text}하다`;
  } else if (
    partOfSpeech === "adjective" &&
    content.tag.includes("+") &&
    INFINITIVE.test(content.text) &&
    following?.text === "하" &&
    ["VV", "VX", "XSV"].includes(next)
  ) {
    partOfSpeech = "verb";
    lemma = `${content.text}하다`;
  } else if (["verb", "adjective", "auxiliary"].includes(partOfSpeech)) {
    lemma = `${content.lemma ?? content.text}다`;
  } else if (content.tag === "VCP") {
    lemma = "이다";
  } else if ((partOfSpeech === "noun" || partOfSpeech === "properNoun") && joinsNoun(following)) {
    lemma = `${content.text}${following?.text ?? ""}`;
  }
  const reading: Reading = { partOfSpeech, lemma, source: "mecab-ko-dic (kuromoji-ko)" };
  result.readings.push(reading);
  result.sources.push("mecab-ko-dic (kuromoji-ko)");
  return result;
};
