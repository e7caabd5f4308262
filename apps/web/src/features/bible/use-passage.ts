import { trpc } from "@/lib/trpc";

/** A language's versions, installed ones first (the server's order). */
export function useLanguageVersions(language: string) {
  return trpc.bible.versions.useQuery({ language });
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

/** SPEC §5: a passage is requested only with a book, a chapter > 0 and a version. */
export function usePassage(params: {
  book: string | undefined;
  chapter: number | undefined;
  language: string;
  version: string | undefined;
  verseStart?: number;
  verseEnd?: number;
}) {
  const { book, chapter, language, version, verseStart, verseEnd } = params;
  const enabled = Boolean(book) && (chapter ?? 0) > 0 && Boolean(version);
  return trpc.bible.chapter.useQuery(
    { book: book ?? "", chapter: chapter ?? 1, language, version: version ?? "" },
    {
      enabled,
      select: (data) => ({
        ...data,
        verses: data.verses.filter(
          (v) => (verseStart === undefined || v.verse >= verseStart) && (verseEnd === undefined || v.verse <= verseEnd),
        ),
      }),
    },
  );
}
