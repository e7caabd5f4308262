import { convert } from "hangul-romanization";
import { type Analyzer, emptyAnalysis } from "./types";

/** Revised Romanization of the Hangul; the package has no grammar or dictionary data. */
export const analyzeKorean: Analyzer = async (word) => {
  const result = emptyAnalysis(word);
  if (/[\uac00-\ud7a3]/.test(word)) {
    result.pronunciation = convert(word);
    result.sources.push("hangul-romanization");
  }
  return result;
};
