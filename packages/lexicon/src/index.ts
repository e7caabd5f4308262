export * from "./install/index";
export type { PartOfSpeech, WordAnalysis } from "./languages/index";
export { prepareIndexCaches, setIndexCacheDir } from "./languages/sorted-index";
export * from "./manifest";
export * from "./study/context";
export * from "./study/explanation";
export type { OriginalMatch } from "./study/original";
export type { VerseRef } from "./study/reference";
export * from "./study/word-study";
