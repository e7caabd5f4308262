export {
  CATALOG,
  type CatalogEntry,
  DEFAULT_INSTALL_SET,
  defaultVersionFor,
  findCatalogEntry,
  PUBLIC_DOMAIN_DEFAULTS,
  type Upstream,
} from "./catalog";
export { type ChapterVerse, prepareChapterQuery } from "./chapter";
export { detectFormat } from "./detect";
export { BibleImportError, type BibleImportErrorCode } from "./errors";
export {
  type ImportFileOptions,
  type InstallOptions,
  type InstallOutcome,
  type InstallProgress,
  type InstallResult,
  importBibleFile,
  installCatalogEntry,
  installedVersions,
  installVersion,
  installVersions,
  seedCatalog,
} from "./install";
export { type BibleText, type ReadOptions, readBible } from "./read";
export { type CoverageReport, coverage } from "./report";
export { BIBLE_FORMATS, type BibleFormat, FORMAT_LABELS, type VerseRecord } from "./types";
export { isMappedScheme, type MappingNote, mapToKjv } from "./versification/index";
export { writeBibleVersion } from "./write";
