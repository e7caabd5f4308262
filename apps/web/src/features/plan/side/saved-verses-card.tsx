import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useBookNames } from "@/features/chapter/use-book-names";
import type { WaitingBookmark } from "@/features/offline/waiting-writes";
import { passageReference, truncate } from "@/lib/format";
import type { RouterOutputs } from "@/lib/trpc";

type Bookmark = RouterOutputs["library"]["bookmarks"][number];

/** SPEC §2: count and the first 2 saved passages, text cut to 60 characters, then book chapter:verse. */
export function SavedVersesCard({
  bookmarks,
  waiting = [],
}: {
  bookmarks: readonly Bookmark[];
  /** Passages saved offline, shown first until the server has them. */
  waiting?: readonly WaitingBookmark[];
}) {
  const { t } = useTranslation();
  const bookName = useBookNames();
  return (
    <Card data-testid="saved-verses">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t("side.saved.title")}</CardTitle>
        <Badge variant="secondary">{bookmarks.length + waiting.length}</Badge>
      </CardHeader>
      <CardContent>
        {bookmarks.length + waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("side.saved.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {waiting.slice(0, 2).map((bookmark) => (
              <li
                key={bookmark.key}
                className="rounded-md border-s-2 border-dashed border-primary/60 bg-muted/50 px-3 py-2"
                data-testid="saved-waiting"
              >
                <p className="font-serif text-sm">{truncate(bookmark.text, 60)}</p>
                <p className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                  {passageReference(bookName(bookmark.bookId), bookmark.chapter, bookmark.verse)}
                  <Badge variant="outline">{t("sync.waiting")}</Badge>
                </p>
              </li>
            ))}
            {bookmarks.slice(0, Math.max(0, 2 - waiting.length)).map((bookmark) => (
              <li key={bookmark.id} className="rounded-md border-s-2 border-primary/60 bg-muted/50 px-3 py-2">
                <p className="font-serif text-sm">{truncate(bookmark.text, 60)}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {passageReference(bookName(bookmark.bookId), bookmark.chapter, bookmark.verse)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm" className="w-full">
          <Link to="/bibliotheque">{t("side.saved.viewLibrary")}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
