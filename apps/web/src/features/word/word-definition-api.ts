import type { WordSelectedDetail } from "@/lib/word-selection";

/** SPEC §3 'Word definition response'. */
export type WordDefinition = {
  word: string;
  definition: string;
  context: string;
  grammaticalType: string;
  infinitive: string | null;
  pronunciation: string;
  translation: string;
  conjugations: Record<string, string> | null;
  hebrew: string | null;
  hebrewPhonetic: string | null;
  hebrewExplanation: string | null;
  aramaic: string | null;
  aramaicPhonetic: string | null;
  aramaicExplanation: string | null;
};

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  // SPEC §7: a non-OK answer is an error reading "status: body" (or the status text when empty).
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as T;
}

export function fetchWordDefinition(detail: WordSelectedDetail, nativeLanguage: string): Promise<WordDefinition> {
  return postJson<WordDefinition>("/api/word-definition", {
    word: detail.word,
    context: detail.context,
    targetLanguage: detail.language,
    nativeLanguage,
  });
}
