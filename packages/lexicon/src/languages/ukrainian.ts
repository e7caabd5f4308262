import { ukrainianNational, withoutStress } from "./cyrillic";
import { type Analyzer, emptyAnalysis } from "./types";

/**
 * Ukrainian: the national romanisation. No open morphological dictionary of Ukrainian is published on
 * npm (VESUM is distributed for Java and Python only), so grammar is left out and the word study says so.
 */
export const analyzeUkrainian: Analyzer = async (raw) => {
  const word = withoutStress(raw);
  const result = emptyAnalysis(word);
  if (/[\u0400-\u04ff]/.test(word)) {
    result.pronunciation = { text: ukrainianNational(word), system: "ukrainianNational" };
    result.sources.push("Ukrainian national romanisation (2010)");
  }
  return result;
};
