/** A context sentence split around its [bracketed] word; no brackets: the whole text before, no word. */
export type ContextParts = { before: string; word: string | null; after: string };

export function contextParts(context: string): ContextParts {
  const match = /^(.*?)\[([^\]]+)\](.*)$/su.exec(context);
  if (!match) return { before: context, word: null, after: "" };
  return { before: match[1] ?? "", word: match[2] ?? null, after: match[3] ?? "" };
}

/** The sentence read aloud: brackets removed. */
export function plainContext(context: string): string {
  const { before, word, after } = contextParts(context);
  return `${before}${word ?? ""}${after}`;
}
