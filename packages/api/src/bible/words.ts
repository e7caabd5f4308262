import { encodeWordSpans, type TextLanguage, tokenizerRevision, writtenWords } from "@bible/align";

/** Languages written without spaces between words (Korean: between eojeols, which the aligner splits further). */
const SEGMENTED = new Set<TextLanguage>(["chinese", "japanese", "korean"]);

/**
 * A verse's written words as the aligner reads them (@bible/align's tokenizer), encoded compactly (see
 * `encodeWordSpans`), for the languages the reader cannot split by itself; undefined for the others, whose words
 * the browser finds between spaces and punctuation like the tokenizer does.
 */
export function verseWords(text: string, language: TextLanguage): string | undefined {
  if (!SEGMENTED.has(language)) return undefined;
  return encodeWordSpans(writtenWords(text, language));
}

/**
 * What the chapter's words depend on besides the text: part of the answer's revision (its ETag), so a browser's
 * copy from before a change of the tokenizer is not kept (2: a Japanese compound verb is one written word; 3: also
 * when its second verb's stem is cut from its ending, and not after an adjective or an adverb).
 */
export const WORDS_REVISION = `words 3; zh ${tokenizerRevision("chinese") ?? "-"}`;
