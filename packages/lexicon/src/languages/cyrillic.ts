import cyrillicToTranslit from "cyrillic-to-translit-js";
import { type Analyzer, emptyAnalysis } from "./types";

/** A Latin transliteration with the language's own preset (Russian Bog, Ukrainian Boh). */
export function cyrillicAnalyzer(preset: "ru" | "uk"): Analyzer {
  const translit = cyrillicToTranslit({ preset });
  return async (word) => {
    const result = emptyAnalysis(word);
    // Stress marks (U+0301) in the Ohienko text are not letters of the word.
    const plain = word
      .normalize("NFD")
      .replace(/\u0301/g, "")
      .normalize("NFC");
    if (/[\u0400-\u04ff]/.test(plain)) {
      result.pronunciation = translit.transform(plain);
      result.sources.push("cyrillic-to-translit-js");
    }
    return result;
  };
}
