export { readOriginalText, readVersionText, type VersionText } from "./alignment/input";
export { type AlignedVerseView, lookUpVerse, type VerseAlignmentLookup } from "./alignment/lookup";
export { forgetWordStudyRevisions, WORD_STUDY_CHANGED, wordStudyRevision } from "./alignment/revision";
export {
  ALIGNMENT_MODEL,
  type AlignmentQueue,
  type AlignOptions as AlignVersionOptions,
  type AlignProgress,
  type AlignReport,
  alignmentQueue,
  alignVersion,
  alignVersions,
} from "./alignment/run";
export { type AlignedVerse, writeAlignment } from "./alignment/store";
export * from "./install/index";
export type { PartOfSpeech, Reading, WordAnalysis } from "./languages/index";
export { prepareIndexCaches, setIndexCacheDir } from "./languages/sorted-index";
export { stopSegmenters } from "./languages/worker-pool";
export * from "./manifest";
export { segmentChineseVersions } from "./segmentation/run";
export * from "./sources";
export { type AlignedOriginal, type ClickedWord, originalOfClickedWord } from "./study/aligned-word";
export * from "./study/context";
export { entriesCovering, type VersionVocabulary, versionVocabulary } from "./study/core-vocabulary";
export { type DictionaryEntry, lookUpDictionary } from "./study/dictionary";
export * from "./study/explanation";
export {
  type AlignedToken,
  type ContextTranslation,
  type ContextTranslationRequest,
  translationInContext,
} from "./study/in-context";
export {
  MAX_PAGE_SIZE as MAX_OCCURRENCE_PAGE_SIZE,
  type OccurrenceItem,
  type OccurrencePage,
  type OccurrenceRequest,
  otherOccurrences,
} from "./study/occurrences";
export type { OriginalMatch, OriginalMiss } from "./study/original";
export { type PackOriginal, type PackVerse, type VersionPack, versionPack } from "./study/pack";
export type { VerseRef } from "./study/reference";
export { alignedSpans, taggedSpans } from "./study/strongs-spans";
export { type ChapterWordKeys, chapterWordKeys, wordKey } from "./study/word-keys";
export * from "./study/word-study";
