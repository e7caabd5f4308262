export { CATALOG, DEFAULT_INSTALL_SET, defaultVersionFor, findCatalogEntry, PUBLIC_DOMAIN_DEFAULTS } from "./catalog";
export { prepareChapterQuery } from "./chapter";
export { BibleImportError } from "./errors";
export {
  type InstallProgress,
  type InstallResult,
  importBibleFile,
  installedVersions,
  installVersion,
  installVersions,
  outdatedVersions,
  seedCatalog,
} from "./install";
export { readBible } from "./read";
export { coverage } from "./report";
export { BIBLE_FORMATS, type BibleFormat, FORMAT_LABELS } from "./types";
export { backfillSearchIndex, writeBibleVersion } from "./write";
