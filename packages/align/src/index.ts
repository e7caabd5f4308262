export {
  type AlignOptions,
  type AlignPhase,
  type AlignResult,
  alignTranslation,
  type OriginalVerse,
  refKey,
  type TranslationVerse,
  type VerseAlignment,
  type VerseKey,
} from "./align.ts";
export { decodeLinks, decodeStrongs, encodeLinks, encodeStrongs } from "./codec.ts";
export { FUNCTION_WORDS, type GoldLanguage } from "./evaluate/function-words.ts";
export { contentNumbers, type Judgement, judgeVerse, type Measure, measureAt, wordClass } from "./evaluate/score.ts";
export { trainingKey } from "./keys.ts";
export { CONFIDENCE_THRESHOLD, KEEP_FLOOR, type TokenLink } from "./links.ts";
export { DEFAULT_MODEL_OPTIONS, type ModelOptions } from "./model.ts";
export { type OriginalWordInput, type SourceUnit, sourceUnits } from "./source.ts";
export { normalizeStrongs, type TaggedWordInput, taggedLinks } from "./tagged.ts";
export { type TextLanguage, type Token, tokenize, tokensAt } from "./tokenize/index.ts";
