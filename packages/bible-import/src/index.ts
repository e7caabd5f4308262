export {
  CATALOG,
  DEFAULT_INSTALL_SET,
  findCatalogEntry,
} from "./catalog.ts";
export { prepareChapterQuery } from "./chapter.ts";
export { BibleImportError } from "./errors.ts";
export {
  type InstallProgress,
  type InstallResult,
  importBibleFile,
  installVersion,
  installVersions,
  outdatedVersions,
  seedCatalog,
} from "./install.ts";
export { backfillStrongsOccurrences, rebuildStrongsOccurrences } from "./occurrences.ts";
export { readBible } from "./read.ts";
export { coverage } from "./report.ts";
export { BIBLE_FORMATS, type BibleFormat, FORMAT_LABELS } from "./types.ts";
export { backfillSearchIndex, writeBibleVersion } from "./write.ts";
