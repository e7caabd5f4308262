import { useState } from "react";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { readReaderLanguages, writeReaderLanguages } from "./guest-storage";
import { type LanguageSelection, normalizeSelection } from "./language-selection";
import { READER_LANGUAGE_IDS } from "./reader-languages";
import type { BibleVersion } from "./version-select";

/**
 * The reader's languages and versions: from the preferences when signed in, from local storage for a
 * guest, else the primary language alone. Changes are kept the same way. A language's default version is
 * the first of its catalog list, which the API orders installed first, then the spec's default.
 */
export function useReaderLanguages(interfaceLanguageId: string) {
  const { signedIn, isLoading: sessionLoading } = useSession();
  const preferences = trpc.preferences.get.useQuery({}, { enabled: signedIn });
  const updatePreferences = trpc.preferences.update.useMutation();
  const versionQueries = trpc.useQueries((t) => READER_LANGUAGE_IDS.map((language) => t.bible.versions({ language })));
  const [chosen, setChosen] = useState<LanguageSelection | null>(null);

  const versionsByLanguage = new Map<string, readonly BibleVersion[] | undefined>(
    READER_LANGUAGE_IDS.map((language, i) => [language, versionQueries[i]?.data]),
  );
  const versionsOf = (language: string) => versionsByLanguage.get(language);
  const defaultVersionOf = (language: string) => {
    const versions = versionsOf(language) ?? [];
    return (versions.find((v) => v.installed) ?? versions[0])?.code ?? "";
  };

  let initial: LanguageSelection | null = null;
  if (!sessionLoading && (!signedIn || preferences.data || preferences.isError)) {
    const stored = signedIn
      ? preferences.data && {
          languages: preferences.data.selectedLanguages,
          versions: preferences.data.languageVersionMap,
        }
      : toSelectionInput(readReaderLanguages());
    const primary = (signedIn && preferences.data?.primaryLanguage) || interfaceLanguageId;
    const candidate = normalizeSelection(stored ?? {}, READER_LANGUAGE_IDS, primary, defaultVersionOf);
    // A language without a stored version waits for its catalog, so its first chapter request is the right one;
    // a language whose catalog is empty or failed gets no version, and its column says the version is unavailable.
    const settled = (language: string) => !versionQueries[READER_LANGUAGE_IDS.indexOf(language)]?.isPending;
    if (candidate.languages.every((language) => candidate.versions[language] || settled(language))) initial = candidate;
  }
  const selection = chosen ?? initial;

  function change(next: LanguageSelection) {
    if (next === selection) return;
    setChosen(next);
    const stored = { selectedLanguages: [...next.languages], languageVersionMap: { ...next.versions } };
    if (signedIn) updatePreferences.mutate(stored);
    else writeReaderLanguages(stored);
  }

  return { selection, change, versionsOf, defaultVersionOf };
}

function toSelectionInput(stored: ReturnType<typeof readReaderLanguages>) {
  return stored && { languages: stored.selectedLanguages, versions: stored.languageVersionMap };
}
