import type { LanguageId } from "@bible/canon";
import { analyzeArabic } from "./arabic";
import { analyzeChinese } from "./chinese";
import { analyzeEnglish } from "./english";
import { analyzeFrench } from "./french";
import { analyzeGerman } from "./german";
import { analyzeItalian } from "./italian";
import { analyzeJapanese } from "./japanese";
import { analyzeKorean } from "./korean";
import { analyzePortuguese } from "./portuguese";
import { analyzeRussian } from "./russian";
import { analyzeSpanish } from "./spanish";
import type { Analyzer } from "./types";
import { analyzeUkrainian } from "./ukrainian";

export * from "./types";

/** The analyzer of each language (see each module for its data and LICENSES.md for the packages). */
export const ANALYZERS: Record<LanguageId, Analyzer> = {
  english: analyzeEnglish,
  french: analyzeFrench,
  german: analyzeGerman,
  italian: analyzeItalian,
  spanish: analyzeSpanish,
  portuguese: analyzePortuguese,
  japanese: analyzeJapanese,
  chinese: analyzeChinese,
  korean: analyzeKorean,
  russian: analyzeRussian,
  ukrainian: analyzeUkrainian,
  arabic: analyzeArabic,
};

export function analyzerFor(language: LanguageId): Analyzer {
  return ANALYZERS[language];
}
