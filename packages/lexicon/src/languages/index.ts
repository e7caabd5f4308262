import type { LanguageId } from "@bible/canon";
import { analyzeChinese } from "./chinese";
import { cyrillicAnalyzer } from "./cyrillic";
import { analyzeEnglish } from "./english";
import { analyzeFrench } from "./french";
import { analyzeGerman } from "./german";
import { analyzeItalian } from "./italian";
import { analyzeJapanese } from "./japanese";
import { analyzeKorean } from "./korean";
import { spanishAnalyzer } from "./spanish";
import { type Analyzer, emptyAnalysis, type PartOfSpeech } from "./types";

export * from "./types";

const noData: Analyzer = async (word) => emptyAnalysis(word);

/**
 * The analyzer of each language. Portuguese and Arabic have no package with usable data (see
 * LICENSES.md), so every field of theirs says it is not available.
 */
export function analyzerFor(language: LanguageId, knownPartOfSpeech: PartOfSpeech | null = null): Analyzer {
  switch (language) {
    case "english":
      return analyzeEnglish;
    case "french":
      return analyzeFrench;
    case "german":
      return analyzeGerman;
    case "italian":
      return analyzeItalian;
    case "spanish":
      return spanishAnalyzer(knownPartOfSpeech);
    case "japanese":
      return analyzeJapanese;
    case "chinese":
      return analyzeChinese;
    case "korean":
      return analyzeKorean;
    case "russian":
      return cyrillicAnalyzer("ru");
    case "ukrainian":
      return cyrillicAnalyzer("uk");
    case "portuguese":
    case "arabic":
      return noData;
  }
}
