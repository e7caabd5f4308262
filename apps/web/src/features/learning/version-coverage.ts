import { createContext, useContext } from "react";

/** The share of the open chapter's words the reader knows in each version, `language:code` → percent. */
export type VersionCoverageMap = ReadonlyMap<string, number>;

export const VersionCoverageContext = createContext<VersionCoverageMap | undefined>(undefined);

export const coverageKey = (language: string, version: string) => `${language}:${version}`;

/** The percent known of the open chapter in a version, when the learning view has counted it. */
export function useVersionCoverage(language: string, version: string): number | undefined {
  return useContext(VersionCoverageContext)?.get(coverageKey(language, version));
}
