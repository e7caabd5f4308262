import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDelete } from "@/components/confirm-delete";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { truncate } from "@/lib/format";
import { formatDate } from "@/lib/format-date";
import { contentLanguageProps } from "@/lib/text-direction";
import type { RouterOutputs } from "@/lib/trpc";
import { DefinitionRow, MeaningRows } from "./definition-rows";
import { pronunciationLabel } from "./pronunciation";

/** SPEC §9: a card shows the first 80 characters of the context. */
const CONTEXT_PREVIEW_LENGTH = 80;

export type VocabularyWord = RouterOutputs["vocabulary"]["list"][number];

/** A saved word; `review` is its 'Réviser' action (a link to the review of this word). */
export function WordCard({
  word,
  onDelete,
  review,
}: {
  word: VocabularyWord;
  onDelete: (word: VocabularyWord) => void;
  review?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const info = word.grammaticalInfo;
  const wordLanguage = contentLanguageProps(word.language);

  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="word-card" aria-label={word.word}>
      {/* The type badge goes under the word when both do not fit: the word takes its whole width first (flex-basis
          auto), so it is never squeezed into pieces beside the badge, whatever the font. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5" data-testid="word-card-head">
        <div className="min-w-0 flex-auto">
          <h3 className="font-serif text-xl font-semibold break-words" {...wordLanguage}>
            {word.word}
          </h3>
          <p className="font-mono text-sm text-muted-foreground" dir="ltr">
            {pronunciationLabel(info.pronunciation, t("vocabulary.pronunciationDefault"))}
          </p>
        </div>
        {info.type ? (
          <Badge
            variant="secondary"
            title={t("vocabulary.grammaticalType")}
            dir="auto"
            className="max-w-full shrink-0 whitespace-normal"
          >
            {info.type}
          </Badge>
        ) : null}
      </div>

      <dl className="flex flex-col gap-2 text-sm">
        <MeaningRows translation={info.translation} definition={word.definition} />
        {word.context ? (
          <DefinitionRow label={t("vocabulary.context")}>
            <dd className="font-serif italic text-muted-foreground" title={word.context} {...wordLanguage}>
              {truncate(word.context, CONTEXT_PREVIEW_LENGTH)}
            </dd>
          </DefinitionRow>
        ) : null}
      </dl>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <span className="text-xs text-muted-foreground">
          {t("vocabulary.addedOn", { date: formatDate(word.addedAt, i18n.language) })}
        </span>
        <div className="flex flex-wrap gap-1">
          {review}
          <ConfirmDelete
            label={t("vocabulary.delete")}
            question={t("vocabulary.deleteConfirm")}
            subject={word.word}
            onConfirm={() => onDelete(word)}
          />
        </div>
      </div>
    </Card>
  );
}
