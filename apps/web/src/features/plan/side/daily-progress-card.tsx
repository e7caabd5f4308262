import { BookOpenCheckIcon, FlameIcon, RepeatIcon, SparklesIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The vocabulary review of the day: grades given today and cards still due before the day ends. */
export type ReviewProgress = { done: number; due: number; streak: number };

/**
 * SPEC §2 'Progrès du Jour': the reading, the new words and the vocabulary review of the reader's day.
 * 'À faire' shows only while cards are due; without counts (guests) the review stays greyed out.
 */
export function DailyProgressCard({
  completed,
  newWords,
  review,
}: {
  completed: boolean;
  newWords: number;
  review?: ReviewProgress | undefined;
}) {
  const { t } = useTranslation();
  const total = review ? review.done + review.due : 0;
  const status = !review || review.due > 0 ? t("side.progress.todo") : review.done > 0 ? t("side.progress.done") : null;
  return (
    <Card data-testid="daily-progress">
      <CardHeader>
        <CardTitle>{t("side.progress.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          <Item icon={<BookOpenCheckIcon aria-hidden="true" />} done={completed}>
            {t("side.progress.readingCompleted")}
          </Item>
          <Item icon={<SparklesIcon aria-hidden="true" />} done={newWords > 0}>
            {t("side.progress.newWords", { count: newWords })}
          </Item>
          <Item
            icon={<RepeatIcon aria-hidden="true" />}
            done={review !== undefined && review.due === 0 && review.done > 0}
            muted={!review || total === 0}
          >
            <span className="flex w-full flex-wrap justify-between gap-x-2" data-testid="review-progress-item">
              <span>
                {t("side.progress.vocabularyReview")}
                {review && total > 0 ? (
                  <span className="block text-xs text-muted-foreground" data-testid="review-progress-count">
                    {t("side.progress.reviewCount", { done: review.done, total })}
                  </span>
                ) : null}
              </span>
              {status ? <span className="text-xs">{status}</span> : null}
            </span>
          </Item>
          {review && review.streak > 0 ? (
            <Item icon={<FlameIcon aria-hidden="true" />} done>
              <span data-testid="streak">{t("side.progress.streak", { n: review.streak })}</span>
            </Item>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}

function Item({
  icon,
  done,
  muted,
  children,
}: {
  icon: ReactNode;
  done: boolean;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={cn("flex items-center gap-3", muted && "text-muted-foreground")}>
      <span
        className={cn(
          "flex size-7 shrink-0 items-center justify-center rounded-full [&_svg]:size-3.5",
          done ? "bg-success/15 text-success" : "bg-muted text-muted-foreground",
        )}
      >
        {icon}
      </span>
      {children}
    </li>
  );
}
