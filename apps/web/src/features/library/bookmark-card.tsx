import { Link } from "@tanstack/react-router";
import { BookOpenIcon, CopyIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDelete } from "@/components/confirm-delete";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { bookName } from "@/lib/book-name";
import { passageReference } from "@/lib/format";
import { formatDate } from "@/lib/format-date";
import { languageName } from "@/lib/language-name";
import { contentLanguageProps } from "@/lib/text-direction";
import type { RouterOutputs } from "@/lib/trpc";
import { formatReference } from "./copy-text";

export type Bookmark = RouterOutputs["library"]["bookmarks"][number];

export function BookmarkCard({
  bookmark,
  onCopy,
  onDelete,
}: {
  bookmark: Bookmark;
  onCopy: (bookmark: Bookmark, reference: string) => void;
  onDelete: (bookmark: Bookmark) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = bookName(bookmark.bookId, i18n.language);
  const reference = passageReference(name, bookmark.chapter, bookmark.verse);
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="bookmark-card" aria-label={reference}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{reference}</h3>
        <Badge variant="secondary">{languageName(t, bookmark.language)}</Badge>
      </div>
      <blockquote
        className="border-s-2 border-primary/40 ps-3 font-serif leading-relaxed"
        {...contentLanguageProps(bookmark.language)}
      >
        {bookmark.text}
      </blockquote>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <span className="text-xs text-muted-foreground">
          {t("library.savedOn", { date: formatDate(bookmark.addedAt, i18n.language) })}
        </span>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onCopy(bookmark, formatReference(name, bookmark.chapter, bookmark.verse))}
          >
            <CopyIcon aria-hidden="true" />
            {t("library.copy")}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to="/lire" search={{ book: bookmark.book, chapter: bookmark.chapter }}>
              <BookOpenIcon aria-hidden="true" />
              {t("library.openInReader")}
            </Link>
          </Button>
          <ConfirmDelete
            label={t("library.delete")}
            question={t("library.deleteConfirm")}
            subject={reference}
            onConfirm={() => onDelete(bookmark)}
          />
        </div>
      </div>
    </Card>
  );
}
