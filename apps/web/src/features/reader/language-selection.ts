/**
 * The reader's language list (SPEC §2 language selector, §4, §5): at most 3 languages, at least 1,
 * no duplicates, each selected language with one version. Pure functions: every refused change
 * returns the selection unchanged, so callers can compare by reference to know nothing happened.
 */
export const MAX_READER_LANGUAGES = 3;
export const MIN_READER_LANGUAGES = 1;

export type LanguageSelection = {
  /** Language ids ('french', 'russian', ...) in display order. */
  languages: readonly string[];
  /** Version code per selected language; an unselected language has no entry. */
  versions: Readonly<Record<string, string>>;
};

export type DefaultVersionOf = (language: string) => string;

export function initialSelection(primaryLanguage: string, defaultVersionOf: DefaultVersionOf): LanguageSelection {
  return { languages: [primaryLanguage], versions: { [primaryLanguage]: defaultVersionOf(primaryLanguage) } };
}

export function canAddLanguage(selection: LanguageSelection): boolean {
  return selection.languages.length < MAX_READER_LANGUAGES;
}

export function canRemoveLanguage(selection: LanguageSelection): boolean {
  return selection.languages.length > MIN_READER_LANGUAGES;
}

export function addLanguage(
  selection: LanguageSelection,
  language: string,
  defaultVersionOf: DefaultVersionOf,
): LanguageSelection {
  if (!canAddLanguage(selection) || selection.languages.includes(language)) return selection;
  return {
    languages: [...selection.languages, language],
    versions: { ...selection.versions, [language]: defaultVersionOf(language) },
  };
}

export function removeLanguage(selection: LanguageSelection, language: string): LanguageSelection {
  if (!canRemoveLanguage(selection) || !selection.languages.includes(language)) return selection;
  const { [language]: _removed, ...versions } = selection.versions;
  return { languages: selection.languages.filter((l) => l !== language), versions };
}

/** Moves `language` to the place of `target` (what a drop of one sortable item on another means). */
export function moveLanguage(selection: LanguageSelection, language: string, target: string): LanguageSelection {
  const from = selection.languages.indexOf(language);
  const to = selection.languages.indexOf(target);
  if (from < 0 || to < 0 || from === to) return selection;
  const languages = [...selection.languages];
  languages.splice(from, 1);
  languages.splice(to, 0, language);
  return { ...selection, languages };
}

export function setLanguageVersion(selection: LanguageSelection, language: string, version: string): LanguageSelection {
  if (!selection.languages.includes(language) || selection.versions[language] === version) return selection;
  return { ...selection, versions: { ...selection.versions, [language]: version } };
}

/** Languages that can still be added, in the order of `allLanguages`. */
export function languagesToAdd(selection: LanguageSelection, allLanguages: readonly string[]): string[] {
  return canAddLanguage(selection) ? allLanguages.filter((l) => !selection.languages.includes(l)) : [];
}

/**
 * Turns a stored selection (preferences or local storage, possibly from an older app or edited by hand)
 * into a valid one: known languages only, no duplicates, at most 3, at least the primary language, and
 * a version for each selected language and none for the others.
 */
export function normalizeSelection(
  stored: { languages?: readonly string[] | null; versions?: Readonly<Record<string, string>> | null },
  knownLanguages: readonly string[],
  primaryLanguage: string,
  defaultVersionOf: DefaultVersionOf,
): LanguageSelection {
  const languages = [...new Set(stored.languages ?? [])]
    .filter((l) => knownLanguages.includes(l))
    .slice(0, MAX_READER_LANGUAGES);
  if (languages.length === 0) return initialSelection(primaryLanguage, defaultVersionOf);
  const versions: Record<string, string> = {};
  for (const language of languages) versions[language] = stored.versions?.[language] || defaultVersionOf(language);
  return { languages, versions };
}

/**
 * The one rule between the interface and the reader (SPEC §4): the reader starts with the primary language, and
 * the interface language is the primary language. When it changes, the new primary language takes the first
 * column, for guests and signed-in readers alike: moved there when it is already shown, otherwise in place of the
 * previous first language (the other columns stay).
 */
export function withPrimaryLanguage(
  selection: LanguageSelection,
  language: string,
  defaultVersionOf: DefaultVersionOf,
): LanguageSelection {
  if (selection.languages[0] === language) return selection;
  if (selection.languages.includes(language)) {
    return { ...selection, languages: [language, ...selection.languages.filter((l) => l !== language)] };
  }
  const [first, ...rest] = selection.languages;
  const versions: Record<string, string> = { ...selection.versions };
  if (first !== undefined) delete versions[first];
  versions[language] = defaultVersionOf(language);
  return { languages: [language, ...rest], versions };
}
