import { useEffect, useRef, useState } from "react";
import { type BibleVersion, openingVersion, useVersionLists } from "@/features/chapter/versions";
import { setGuestReadingLanguages } from "@/features/preferences/reading-preferences";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { readReaderLanguages, writeReaderLanguages } from "./guest-storage";
import { type LanguageSelection, normalizeSelection, withPrimaryLanguage } from "./language-selection";
import { READER_LANGUAGE_IDS } from "./reader-languages";

function sameSelection(a: LanguageSelection | null, b: LanguageSelection | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The reader's languages and versions. Signed-in readers keep them in their preferences and guests in local
 * storage (SPEC §6); the local copy is also a cache for signed-in readers, so the chapters are requested at
 * once instead of after the session and preferences calls, and the server's choice replaces it when it
 * arrives. Without either, the primary language alone. When the interface (primary) language changes, it becomes
 * the first column, for guests and signed-in readers alike (withPrimaryLanguage). A language's default version is the
 * one it opens with, which the API lists first (the word study and the other occurrences open the same); with
 * nothing installed, the first of its catalog, whose column then says it is unavailable.
 */
export function useReaderLanguages(interfaceLanguageId: string) {
  const { signedIn } = useSession();
  const preferences = trpc.preferences.get.useQuery({}, { enabled: signedIn });
  const updatePreferences = trpc.preferences.update.useMutation();
  const versionQueries = useVersionLists(READER_LANGUAGE_IDS);
  const [stored] = useState(readReaderLanguages);
  const [chosen, setChosen] = useState<LanguageSelection | null>(null);

  const versionsByLanguage = new Map<string, readonly BibleVersion[] | undefined>(
    READER_LANGUAGE_IDS.map((language, i) => [language, versionQueries[i]?.data]),
  );
  const versionsOf = (language: string) => versionsByLanguage.get(language);
  const defaultVersionOf = (language: string) => {
    const versions = versionsOf(language);
    return openingVersion(versions) ?? versions?.[0]?.code ?? "";
  };
  // A language without a version waits for its catalog, so its first chapter request is the right one; one
  // whose catalog is empty or failed gets no version, and its column says the version is unavailable.
  const settled = (selection: LanguageSelection) =>
    selection.languages.every(
      (language) => selection.versions[language] || !versionQueries[READER_LANGUAGE_IDS.indexOf(language)]?.isPending,
    );
  const normalize = (languages: readonly string[] | undefined, versions: Record<string, string> | undefined) => {
    const primary = (signedIn && preferences.data?.primaryLanguage) || interfaceLanguageId;
    const selection = normalizeSelection({ languages, versions }, READER_LANGUAGE_IDS, primary, defaultVersionOf);
    return settled(selection) ? selection : null;
  };

  const fromServer =
    signedIn && preferences.data
      ? normalize(preferences.data.selectedLanguages, preferences.data.languageVersionMap)
      : null;
  const fromDevice = normalize(stored?.selectedLanguages, stored?.languageVersionMap);
  const selection = chosen ?? fromServer ?? fromDevice;

  // Keep the device copy in step with the server's, so the next visit starts with the right columns.
  const serverKey = fromServer && JSON.stringify(fromServer);
  useEffect(() => {
    if (!serverKey) return;
    const server: LanguageSelection = JSON.parse(serverKey);
    writeReaderLanguages({ selectedLanguages: [...server.languages], languageVersionMap: { ...server.versions } });
  }, [serverKey]);

  // The interface language switched while reading: it becomes the reader's first language (withPrimaryLanguage).
  const previousInterface = useRef(interfaceLanguageId);
  useEffect(() => {
    if (previousInterface.current === interfaceLanguageId) return;
    previousInterface.current = interfaceLanguageId;
    if (selection) change(withPrimaryLanguage(selection, interfaceLanguageId, defaultVersionOf));
  });

  function change(next: LanguageSelection) {
    if (sameSelection(next, selection)) return;
    setChosen(next);
    const saved = { selectedLanguages: [...next.languages], languageVersionMap: { ...next.versions } };
    writeReaderLanguages(saved);
    if (signedIn) updatePreferences.mutate(saved);
    else setGuestReadingLanguages(saved);
  }

  return { selection, change, versionsOf, defaultVersionOf };
}
