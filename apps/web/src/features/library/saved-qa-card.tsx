import { BookmarkXIcon, CopyIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SafeMarkdown } from "@/components/safe-markdown";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { bookName } from "@/lib/book-name";
import { passageReference } from "@/lib/format";
import { formatDate } from "@/lib/format-date";
import type { RouterOutputs } from "@/lib/trpc";
import { formatReference } from "./copy-text";

export type SavedQa = RouterOutputs["library"]["savedQa"][number];

export function SavedQaCard({
  entry,
  onCopy,
  onRemove,
}: {
  entry: SavedQa;
  onCopy: (entry: SavedQa, reference: string) => void;
  onRemove: (entry: SavedQa) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = bookName(entry.bookId, i18n.language);
  const reference = passageReference(name, entry.chapter);
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="saved-qa-card" aria-label={reference}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{reference}</h3>
        <span className="text-xs text-muted-foreground">
          {t("library.savedOn", { date: formatDate(entry.savedAt, i18n.language) })}
        </span>
      </div>
      <div>
        <p className="text-xs font-medium text-muted-foreground">{t("qa.yourQuestion")}</p>
        <p className="font-medium" dir="auto">
          {entry.question}
        </p>
      </div>
      <div>
        <p className="text-xs font-medium text-muted-foreground">{t("qa.aiAnswer")}</p>
        <SafeMarkdown className="text-sm leading-relaxed" dir="auto">
          {entry.answer}
        </SafeMarkdown>
      </div>
      <div className="mt-auto flex flex-wrap justify-end gap-1 border-t pt-3">
        <Button variant="ghost" size="sm" onClick={() => onCopy(entry, formatReference(name, entry.chapter))}>
          <CopyIcon aria-hidden="true" />
          {t("library.copy")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive-text hover:text-destructive-text"
          onClick={() => onRemove(entry)}
        >
          <BookmarkXIcon aria-hidden="true" />
          {t("library.remove")}
        </Button>
      </div>
    </Card>
  );
}
