export { PUBLIC_DOMAIN_DEFAULTS } from "@bible/canon";
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
