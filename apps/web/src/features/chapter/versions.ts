import { type RouterOutputs, trpc } from "@/lib/trpc";

/** A version of the catalog: installed or not, with its difficulty and fidelity levels. */
export type BibleVersion = RouterOutputs["bible"]["versions"][number];

/** A language's versions in the server's order: the one it opens with first, its other installed ones, the rest. */
export function useLanguageVersions(language: string) {
  return trpc.bible.versions.useQuery({ language });
}

/** Several languages' versions at once, each list requested only while `enabled` says so. */
export function useVersionLists(languages: readonly string[], enabled: (language: string) => boolean = () => true) {
  return trpc.useQueries((q) =>
    languages.map((language) => q.bible.versions({ language }, { enabled: enabled(language) })),
  );
}

/**
 * The version a language opens with, as the server decides it for every door (the reader, the word study, the
 * other occurrences): the first of its list when installed. Undefined when nothing of the language is installed.
 */
export function openingVersion(versions: readonly { code: string; installed: boolean }[] | undefined) {
  const [first] = versions ?? [];
  return first?.installed ? first.code : undefined;
}

/** The preferred version when it is installed, else the one the language opens with. */
export function resolveVersion(
  versions: readonly { code: string; installed: boolean }[] | undefined,
  preferred: string | undefined,
): string | undefined {
  return versions?.find((v) => v.installed && v.code === preferred)?.code ?? openingVersion(versions);
}

export function versionLabel(version: { code: string; name: string }): string {
  return `${version.code} - ${version.name}`;
}
