import { findLanguage, LANGUAGES } from "@bible/canon";
import { readReaderLanguages, type StoredLanguages, writeReaderLanguages } from "@/features/reader/guest-storage";
import { withPrimaryLanguage } from "@/features/reader/language-selection";
import { storedInterfaceLanguage } from "@/lib/i18n";
import { useSession } from "@/lib/session";
import { createStore } from "@/lib/store";
import { type RouterInputs, type RouterOutputs, trpc } from "@/lib/trpc";

type Preferences = RouterOutputs["preferences"]["get"];
type PreferencesPatch = RouterInputs["preferences"]["update"];

/** SPEC §4 defaults: french, LSG. */
export const DEFAULT_PREFERENCES: Preferences = {
  selectedLanguages: ["french"],
  languageVersionMap: { french: "LSG" },
  primaryLanguage: "french",
  lastBook: null,
  lastChapter: null,
  lastVerse: null,
  desiredRetention: 0.9,
};

/**
 * The languages rule, the same on every screen (SPEC §4: the interface language is the primary language, and the
 * reader starts with the primary language). A guest's reading languages are the reader's device copy
 * (features/reader/guest-storage), so the home page and /lire read the same first language; without one, the
 * interface language alone. When the interface language changes, on any page, it becomes the first reading
 * language (withPrimaryLanguage: moved first, or in place of the previous first; the others stay). A signed-in
 * reader's languages follow the same rule on the server (preferences.setPrimaryLanguage). Choices made after the
 * switch (the learning-language card, the reader's columns) are kept until the next switch.
 */
function initialGuestPreferences(): Preferences {
  const primaryLanguage = storedInterfaceLanguage().id;
  const stored = readReaderLanguages();
  if (!stored || stored.selectedLanguages.length === 0) {
    return { ...DEFAULT_PREFERENCES, primaryLanguage, selectedLanguages: [primaryLanguage], languageVersionMap: {} };
  }
  return { ...DEFAULT_PREFERENCES, primaryLanguage, ...stored };
}

const guestPreferences = createStore<Preferences>(initialGuestPreferences());

/** Without the catalog here, a language put first has no version entry: the pages take its default one. */
function withoutBlankVersions(map: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).filter(([, version]) => version !== ""));
}

/** The interface language was switched: it becomes the first reading language on this device. */
export function followInterfaceLanguage(next: string): void {
  const current = guestPreferences.get();
  const moved = withPrimaryLanguage(
    { languages: current.selectedLanguages, versions: current.languageVersionMap },
    next,
    () => "",
  );
  const selectedLanguages = [...moved.languages];
  const languageVersionMap = withoutBlankVersions(moved.versions);
  guestPreferences.set({ ...current, primaryLanguage: next, selectedLanguages, languageVersionMap });
  writeReaderLanguages({ selectedLanguages, languageVersionMap });
}

/** The reader's columns changed (a guest's): the home page reads the first of them too. */
export function setGuestReadingLanguages(languages: StoredLanguages): void {
  guestPreferences.set((current) => ({ ...current, ...languages }));
}

/**
 * The reader's languages with their versions a guest reads, for the account they create (SPEC §1: signing in keeps
 * the language preferences). Only a new account takes them; an existing account's own preferences win at sign-in.
 */
export function guestReadingLanguages(): PreferencesPatch {
  const { selectedLanguages } = guestPreferences.get();
  const languageVersionMap = withoutBlankVersions(guestPreferences.get().languageVersionMap);
  // Without a version chosen here the account keeps its default ones (French: LSG).
  return Object.keys(languageVersionMap).length === 0
    ? { selectedLanguages }
    : { selectedLanguages, languageVersionMap };
}

/** The learning language and its version a guest reads in (route loaders prefetch with it). */
export function guestReadingChoice(): { language: string; version: string | undefined } {
  const { selectedLanguages, languageVersionMap } = guestPreferences.get();
  const language = selectedLanguages[0] ?? "french";
  return { language, version: languageVersionMap[language] };
}

function applyPatch(current: Preferences, patch: PreferencesPatch): Preferences {
  return {
    ...current,
    ...(patch.selectedLanguages ? { selectedLanguages: patch.selectedLanguages } : {}),
    ...(patch.languageVersionMap ? { languageVersionMap: patch.languageVersionMap } : {}),
    ...(patch.primaryLanguage ? { primaryLanguage: patch.primaryLanguage } : {}),
  };
}

/** Preferences from the server when signed in, from memory for guests; `save` writes to the right place. */
export function useReadingPreferences() {
  const { signedIn, isLoading: sessionLoading } = useSession();
  const utils = trpc.useUtils();
  const remote = trpc.preferences.get.useQuery({}, { enabled: signedIn });
  const guest = guestPreferences.use();
  const update = trpc.preferences.update.useMutation({
    onSuccess: (data) => utils.preferences.get.setData({}, data),
  });

  const preferences = signedIn ? (remote.data ?? DEFAULT_PREFERENCES) : guest;
  const ready = !sessionLoading && (!signedIn || !remote.isLoading);
  const learningLanguage = findLanguage(preferences.selectedLanguages[0]) ?? findLanguage("french") ?? LANGUAGES[0];

  function save(patch: PreferencesPatch) {
    if (signedIn) {
      // Optimistic: the page follows the choice at once, the server catches up.
      utils.preferences.get.setData({}, (current) => applyPatch(current ?? DEFAULT_PREFERENCES, patch));
      update.mutate(patch);
    } else {
      const next = applyPatch(guestPreferences.get(), patch);
      guestPreferences.set(next);
      // The reader opens with what the guest chose here (one copy of a guest's reading languages).
      writeReaderLanguages({
        selectedLanguages: next.selectedLanguages,
        languageVersionMap: withoutBlankVersions(next.languageVersionMap),
      });
    }
  }

  function setLearningLanguage(id: string) {
    const rest = preferences.selectedLanguages.filter((language) => language !== id);
    save({ selectedLanguages: [id, ...rest].slice(0, 3) });
  }

  function setVersion(language: string, version: string) {
    save({ languageVersionMap: { ...preferences.languageVersionMap, [language]: version } });
  }

  return { preferences, ready, signedIn, learningLanguage, setLearningLanguage, setVersion, save };
}
