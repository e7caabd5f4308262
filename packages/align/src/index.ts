export type { TaggedLanguage as GoldLanguage } from "@bible/canon";
export {
  type AlignPhase,
  alignTranslation,
  type OriginalVerse,
  PreparedOriginals,
  refKey,
  type TranslationVerse,
} from "./align.ts";
export { confidentStrongs, decodeLinks, encodeLinks } from "./codec.ts";
export { contentNumbers, type Judgement, judgeVerse, measureAt } from "./evaluate/score.ts";
export { CONFIDENCE_THRESHOLD, type TokenLink } from "./links.ts";
export { taggedLinks } from "./tagged.ts";
export {
  encodeWordSpans,
  type TextLanguage,
  type Token,
  tokenize,
  tokenizerRevision,
  tokensAt,
  writtenWords,
} from "./tokenize/index.ts";
