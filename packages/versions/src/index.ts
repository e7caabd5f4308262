export {
  catalogVersions,
  findVersion,
  forgetVersions,
  installedVersions,
  openingVersion,
  versionCatalogToken,
  versionsOf,
  watchVersions,
} from "./catalog";
export { PUBLIC_DOMAIN_DEFAULTS } from "./opening";
