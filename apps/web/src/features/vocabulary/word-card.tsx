import { EyeIcon, GraduationCapIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDelete } from "@/components/confirm-delete";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { truncate } from "@/lib/format";
import { formatDate } from "@/lib/format-date";
import { contentLanguageProps } from "@/lib/text-direction";
import type { RouterOutputs } from "@/lib/trpc";
import { pronunciationLabel } from "./pronunciation";

/** SPEC §9: a card shows the first 80 characters of the context. */
const CONTEXT_PREVIEW_LENGTH = 80;

export type VocabularyWord = RouterOutputs["vocabulary"]["list"][number];

/** 'study' shows everything; 'quiz' hides the meaning so the reader can test themself; 'revealed' shows it again. */
type ReviewState = "study" | "quiz" | "revealed";

export function WordCard({ word, onDelete }: { word: VocabularyWord; onDelete: (word: VocabularyWord) => void }) {
  const { t, i18n } = useTranslation();
  const [review, setReview] = useState<ReviewState>("study");
  const info = word.grammaticalInfo;
  const showMeaning = review !== "quiz";
  const wordLanguage = contentLanguageProps(word.language);

  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="word-card" data-review={review} aria-label={word.word}>
      {/* The type badge goes under the word when both do not fit: the word is never squeezed into pieces. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5" data-testid="word-card-head">
        <div className="min-w-[min(100%,9rem)] flex-1">
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

      {review === "quiz" ? (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-muted p-4 animate-fade-in">
          <p className="text-sm text-muted-foreground">{t("vocabulary.quiz.prompt")}</p>
          <Button size="sm" onClick={() => setReview("revealed")}>
            <EyeIcon aria-hidden="true" />
            {t("vocabulary.quiz.reveal")}
          </Button>
        </div>
      ) : null}

      {showMeaning ? (
        <dl className="flex flex-col gap-2 text-sm animate-fade-in">
          {info.translation ? (
            <div>
              <dt className="text-xs font-medium text-muted-foreground">{t("vocabulary.translation")}</dt>
              <dd className="font-medium" dir="auto">
                {info.translation}
              </dd>
            </div>
          ) : null}
          {word.definition ? (
            <div>
              <dt className="text-xs font-medium text-muted-foreground">{t("vocabulary.definition")}</dt>
              <dd dir="auto">{word.definition}</dd>
            </div>
          ) : null}
          {review === "study" && word.context ? (
            <div>
              <dt className="text-xs font-medium text-muted-foreground">{t("vocabulary.context")}</dt>
              <dd className="font-serif italic text-muted-foreground" title={word.context} {...wordLanguage}>
                {truncate(word.context, CONTEXT_PREVIEW_LENGTH)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <span className="text-xs text-muted-foreground">
          {t("vocabulary.addedOn", { date: formatDate(word.addedAt, i18n.language) })}
        </span>
        <div className="flex flex-wrap gap-1">
          {review === "study" ? (
            <Button variant="outline" size="sm" onClick={() => setReview("quiz")}>
              <GraduationCapIcon aria-hidden="true" />
              {t("vocabulary.review")}
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => setReview("study")}>
              <RotateCcwIcon aria-hidden="true" />
              {t("vocabulary.quiz.finish")}
            </Button>
          )}
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
