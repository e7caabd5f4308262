import { ChevronLeftIcon, ChevronRightIcon, FlameIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { RouterOutputs } from "@/lib/trpc";

type Reading = RouterOutputs["reading"]["current"];

/** Missed days offered as buttons; the rest are counted in the label. */
const MISSED_SHOWN = 6;

/** 'done / total' kept left to right inside right-to-left text. */
export function daysOf(done: number, total: number): string {
  return `\u2066${done} / ${total}\u2069`;
}

/** A plan day's calendar date in the interface language ('lundi 2 mars 2026'). */
function formatDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

export function PlanHeader({
  reading,
  reference,
  navigating,
  onMove,
  onGoTo,
}: {
  reading: Reading;
  reference: string;
  navigating: boolean;
  onMove: (direction: "previous" | "next") => void;
  onGoTo: (day: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const { completedDays, totalDays, percent, streak, missedDays } = reading.progress;
  const exact = totalDays === 0 ? 0 : (completedDays / totalDays) * 100;
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight" data-testid="plan-title">
            {t("plan.title", { day: reading.day })}
          </h1>
          <span className="text-sm text-muted-foreground" data-testid="plan-progress">
            {t("plan.daysDone", { days: daysOf(completedDays, totalDays) })}
            {" · "}
            {t("plan.progress", { percent })}
          </span>
        </div>
        <p className="text-sm text-muted-foreground" data-testid="plan-name">
          {reading.planName}
          {reading.date ? ` · ${formatDate(reading.date, i18n.language)}` : ""}
        </p>
        <Progress value={exact} aria-label={t("plan.progressLabel")} />
        {reading.today !== null ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="inline-flex items-center gap-1.5" data-testid="plan-streak">
              <FlameIcon className="size-4 text-orange-600 dark:text-orange-400" aria-hidden="true" />
              {t("plan.streak", { days: streak })}
            </span>
            {reading.day !== reading.today ? (
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onGoTo(undefined)}>
                {t("plan.backToToday", { day: reading.today })}
              </Button>
            ) : null}
          </div>
        ) : null}
        {missedDays.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="plan-missed">
            <span className="text-muted-foreground">{t("plan.missed", { days: missedDays.length })}</span>
            {missedDays.slice(0, MISSED_SHOWN).map((day) => (
              <Button
                key={day}
                variant={day === reading.day ? "secondary" : "outline"}
                size="sm"
                className="h-7 px-2"
                onClick={() => onGoTo(day)}
              >
                {t("plan.dayLabel", { day })}
              </Button>
            ))}
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onMove("previous")}
            disabled={navigating || !reading.hasPrevious}
            data-testid="plan-previous"
          >
            <ChevronLeftIcon className="rtl:rotate-180" aria-hidden="true" />
            <span className="hidden sm:inline">{t("plan.previous")}</span>
            <span className="sr-only sm:hidden">{t("plan.previous")}</span>
          </Button>
          <span className="text-center font-medium" data-testid="plan-reference">
            {reference}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onMove("next")}
            disabled={navigating || !reading.hasNext}
            data-testid="plan-next"
          >
            <span className="hidden sm:inline">{t("plan.next")}</span>
            <span className="sr-only sm:hidden">{t("plan.next")}</span>
            <ChevronRightIcon className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
