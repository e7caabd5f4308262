import { type RouterOutputs, trpc } from "@/lib/trpc";

/** A version of the catalog: installed or not, with its difficulty and fidelity levels. */
export type BibleVersion = RouterOutputs["bible"]["versions"][number];

/** A language's versions, installed ones first, then the spec's default (the server's order). */
export function useLanguageVersions(language: string) {
  return trpc.bible.versions.useQuery({ language });
}

/** Several languages' versions at once, each list requested only while `enabled` says so. */
export function useVersionLists(languages: readonly string[], enabled: (language: string) => boolean = () => true) {
  return trpc.useQueries((q) =>
    languages.map((language) => q.bible.versions({ language }, { enabled: enabled(language) })),
  );
}

/** The preferred version when it is installed, else the language's first installed one. */
export function resolveVersion(
  versions: readonly { code: string; installed: boolean }[] | undefined,
  preferred: string | undefined,
): string | undefined {
  if (!versions) return undefined;
  const installed = versions.filter((v) => v.installed);
  return installed.find((v) => v.code === preferred)?.code ?? installed[0]?.code;
}

export function versionLabel(version: { code: string; name: string }): string {
  return `${version.code} - ${version.name}`;
}
