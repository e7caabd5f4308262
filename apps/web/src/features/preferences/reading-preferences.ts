import { findLanguage, LANGUAGES } from "@bible/canon";
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

// Guests keep these for the session only (SPEC §3 stores just preferredLanguage and lastReading locally).
const guestPreferences = createStore<Preferences>(DEFAULT_PREFERENCES);

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
      guestPreferences.set((current) => applyPatch(current, patch));
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
