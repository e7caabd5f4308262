/** The spec's language order (SPEC §2, header dropdown): groups follow it, unknown languages come last. */
const LANGUAGE_ORDER = [
  "french",
  "english",
  "spanish",
  "german",
  "italian",
  "portuguese",
  "chinese",
  "korean",
  "japanese",
  "russian",
  "arabic",
  "ukrainian",
];

export type LanguageGroup<T> = { language: string; items: T[] };

function rank(language: string): number {
  const index = LANGUAGE_ORDER.indexOf(language);
  return index === -1 ? LANGUAGE_ORDER.length : index;
}

/** Groups entries by language, keeping each group's entries in the order they came (newest first from the API). */
export function groupByLanguage<T extends { language: string }>(items: readonly T[]): LanguageGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.language);
    if (group) group.push(item);
    else groups.set(item.language, [item]);
  }
  return [...groups.entries()]
    .map(([language, grouped]) => ({ language, items: grouped }))
    .sort((a, b) => rank(a.language) - rank(b.language) || a.language.localeCompare(b.language));
}
