import type { LanguageId } from "@bible/canon";
import { type Analyzer, lazy } from "./types";

export * from "./types";

/**
 * The analyzer of each language (see each module for its data and LICENSES.md for the packages), imported on its
 * first use: their modules and the packages they read (verb tables, dictionaries, a tokenizer) are most of the
 * server's code, and a start or a first request that looks up no word of a language does not load them (a restart
 * evaluated them all before answering /readyz).
 */
const ANALYZERS: Record<LanguageId, () => Promise<Analyzer>> = {
  english: lazy(async () => (await import("./english")).analyzeEnglish),
  french: lazy(async () => (await import("./french")).analyzeFrench),
  german: lazy(async () => (await import("./german")).analyzeGerman),
  italian: lazy(async () => (await import("./italian")).analyzeItalian),
  spanish: lazy(async () => (await import("./spanish")).analyzeSpanish),
  portuguese: lazy(async () => (await import("./portuguese")).analyzePortuguese),
  japanese: lazy(async () => (await import("./japanese")).analyzeJapanese),
  chinese: lazy(async () => (await import("./chinese")).analyzeChinese),
  korean: lazy(async () => (await import("./korean")).analyzeKorean),
  russian: lazy(async () => (await import("./russian")).analyzeRussian),
  ukrainian: lazy(async () => (await import("./ukrainian")).analyzeUkrainian),
  arabic: lazy(async () => (await import("./arabic")).analyzeArabic),
};

export function analyzerFor(language: LanguageId): Analyzer {
  const load = ANALYZERS[language];
  return async (word, input) => (await load())(word, input);
}
