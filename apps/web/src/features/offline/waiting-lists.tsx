import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useBookNames } from "@/features/chapter/use-book-names";
import { passageReference, truncate } from "@/lib/format";
import { languageName } from "@/lib/language-name";
import { useWaitingBookmarks, useWaitingWords } from "./waiting-writes";

/** The words added offline on this device, above the vocabulary until the server has them (issue 34). */
export function WaitingWordsList() {
  const { t } = useTranslation();
  const waiting = useWaitingWords();
  if (waiting.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="vocabulary-waiting-list">
      {waiting.map((word) => (
        <li key={word.key} className="flex flex-col gap-1 rounded-lg border border-dashed p-4">
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium" dir="auto">
              {word.word}
            </p>
            <Badge variant="outline">{t("sync.waiting")}</Badge>
          </div>
          <p className="text-xs text-muted-foreground" dir="auto">
            {[languageName(t, word.language), word.note].filter(Boolean).join(" · ")}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The passages saved offline on this device, above the saved verses until the server has them (issue 34). */
export function WaitingBookmarksList() {
  const { t } = useTranslation();
  const bookName = useBookNames();
  const waiting = useWaitingBookmarks();
  if (waiting.length === 0) return null;
  return (
    <ul className="mb-4 grid gap-4 md:grid-cols-2" data-testid="library-waiting-list">
      {waiting.map((bookmark) => (
        <li key={bookmark.key} className="flex flex-col gap-2 rounded-lg border border-dashed p-4">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium">
              {passageReference(bookName(bookmark.bookId), bookmark.chapter, bookmark.verse)}
            </p>
            <Badge variant="outline">{t("sync.waiting")}</Badge>
          </div>
          <p className="font-serif text-sm" dir="auto">
            {truncate(bookmark.text, 200)}
          </p>
        </li>
      ))}
    </ul>
  );
}
