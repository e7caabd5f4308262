import { CalculatorIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatDate } from "@/lib/format-date";
import { formatCount } from "@/lib/format-number";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import { useOnline } from "@/lib/use-online";

/**
 * /revision: the reader's own FSRS parameters (issue 33 item 8). Below the reviews training needs, how far the log
 * is; then a button that trains the parameters on it, and once trained, the log loss on the reader's own history
 * before and after, which is what the new parameters gained.
 */
export function OwnSchedule() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const utils = trpc.useUtils();
  const schedule = trpc.review.schedule.useQuery(undefined, { enabled: online });
  const train = trpc.review.trainSchedule.useMutation({
    onSuccess: (result) => {
      utils.review.schedule.setData(undefined, { reviews: result.reviews, needed: result.needed, own: result.own });
      toast({ variant: "success", title: t(result.improved ? "review.own.improved" : "review.own.notImproved") });
    },
    onError: (error) => toast({ variant: "destructive", title: error.message }),
  });
  if (!online) {
    // Training and the history it reads are on the server: say so rather than hide the card.
    return (
      <Card data-testid="own-schedule">
        <CardHeader>
          <CardTitle className="text-base">{t("review.own.title")}</CardTitle>
          <CardDescription data-testid="own-schedule-status">{t("review.own.needsNetwork")}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  if (!schedule.data) return null;
  const { reviews, needed, own } = schedule.data;
  const count = (value: number) => formatCount(value, i18n.language);
  const loss = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const ready = reviews >= needed;
  return (
    <Card data-testid="own-schedule">
      <CardHeader>
        <CardTitle className="text-base">{t("review.own.title")}</CardTitle>
        <CardDescription data-testid="own-schedule-status">
          {own
            ? t("review.own.trained", {
                date: formatDate(own.trainedAt, i18n.language),
                reviews: count(own.reviews),
                before: loss.format(own.logLossBefore),
                after: loss.format(own.logLossAfter),
              })
            : ready
              ? t("review.own.ready", { reviews: count(reviews) })
              : t("review.own.needMore", { needed: count(needed), reviews: count(reviews) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {ready ? (
          <Button variant="outline" disabled={train.isPending} onClick={() => train.mutate()} data-testid="own-train">
            <CalculatorIcon aria-hidden="true" />
            {train.isPending ? t("review.own.training") : own ? t("review.own.retrain") : t("review.own.train")}
          </Button>
        ) : (
          <Progress value={(reviews / needed) * 100} aria-label={t("review.own.title")} />
        )}
      </CardContent>
    </Card>
  );
}
