import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { RouterOutputs } from "@/lib/trpc";

type Reading = RouterOutputs["reading"]["current"];

export function PlanHeader({
  reading,
  reference,
  navigating,
  onMove,
}: {
  reading: Reading;
  reference: string;
  navigating: boolean;
  onMove: (direction: "previous" | "next") => void;
}) {
  const { t } = useTranslation();
  const percent = reading.progress.percent;
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight" data-testid="plan-title">
            {t("plan.title", { day: reading.day })}
          </h1>
          <span className="text-sm text-muted-foreground" data-testid="plan-progress">
            {t("plan.progress", { percent })}
          </span>
        </div>
        <Progress value={percent} aria-label={t("plan.progressLabel")} />
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
