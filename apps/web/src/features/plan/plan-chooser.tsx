import { ChevronDownIcon, ListChecksIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import { planListInput, readerTimeZone, startGuestPlan, stopGuestPlan, todayDate, useGuestPlans } from "./guest-plans";
import { daysOf } from "./plan-header";

type Followed = { startDate: string | null; active: boolean; done: number };

/**
 * The reading plans a reader can follow: start one on a date (today by default), open another one they follow,
 * or stop one. Signed in, the server keeps them (several at once); a guest's stay in the browser.
 */
export function PlanChooser({ currentPlan, onChosen }: { currentPlan: string; onChosen: () => void }) {
  const { t, i18n } = useTranslation();
  const { signedIn } = useSession();
  const utils = trpc.useUtils();
  const guestPlans = useGuestPlans();
  const [open, setOpen] = useState(false);
  const [startDate, setStartDate] = useState(todayDate);
  const dateId = useId();
  const listId = useId();
  const timeZone = readerTimeZone();
  const zone = timeZone ? { timeZone } : {};
  const plans = trpc.plans.list.useQuery(planListInput(i18n.language));

  const refresh = async () => {
    onChosen();
    await Promise.all([utils.plans.list.invalidate(), utils.reading.current.invalidate()]);
  };
  const onError = () =>
    toast({ variant: "destructive", title: t("toast.error.title"), description: t("errors.unexpected") });
  const start = trpc.plans.start.useMutation({ onSuccess: refresh, onError });
  const stop = trpc.plans.stop.useMutation({ onSuccess: refresh, onError });
  const busy = start.isPending || stop.isPending;

  function followed(code: string): Followed | null {
    if (signedIn) {
      const entry = plans.data?.find((p) => p.code === code)?.followed;
      return entry ? { startDate: entry.startDate, active: entry.active, done: entry.progress.completedDays } : null;
    }
    const entry = guestPlans.plans[code];
    return entry
      ? { startDate: entry.startDate ?? null, active: guestPlans.active === code, done: entry.done.length }
      : null;
  }

  function onStart(code: string, date: string | undefined) {
    if (signedIn) start.mutate({ plan: code, ...(date ? { startDate: date } : {}), lang: i18n.language, ...zone });
    else {
      startGuestPlan(code, date);
      onChosen();
    }
    setOpen(false);
  }

  function onStop(code: string) {
    if (signedIn) stop.mutate({ plan: code });
    else {
      stopGuestPlan(code);
      onChosen();
    }
  }

  const current = plans.data?.find((p) => p.code === currentPlan);
  const formatDate = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );

  return (
    <Card data-testid="plan-chooser">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2 text-base">
          <ListChecksIcon className="size-4" aria-hidden="true" />
          <span>{current?.name ?? t("plan.choose.title")}</span>
        </CardTitle>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          data-testid="plan-choose"
        >
          {t("plan.choose.toggle")}
          <ChevronDownIcon className={open ? "rotate-180" : undefined} aria-hidden="true" />
        </Button>
      </CardHeader>
      {open ? (
        <CardContent id={listId} className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <Label htmlFor={dateId}>{t("plan.choose.startDate")}</Label>
            <Input
              id={dateId}
              type="date"
              className="w-auto"
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
              data-testid="plan-start-date"
            />
          </div>
          <ul className="flex flex-col divide-y">
            {(plans.data ?? []).map((plan) => {
              const mine = followed(plan.code);
              return (
                <li key={plan.code} className="flex flex-col gap-2 py-3" data-testid={`plan-option-${plan.code}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{plan.name}</span>
                    <Badge variant="muted">{t("plan.choose.days", { days: plan.dayCount })}</Badge>
                    {mine?.active ? <Badge>{t("plan.choose.active")}</Badge> : null}
                  </div>
                  <p className="text-sm text-muted-foreground">{plan.description}</p>
                  {mine?.startDate ? (
                    <p className="text-xs text-muted-foreground">
                      {t("plan.choose.following", {
                        date: formatDate(mine.startDate),
                        days: daysOf(mine.done, plan.dayCount),
                      })}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      disabled={busy || !startDate}
                      onClick={() => onStart(plan.code, startDate)}
                      data-testid={`plan-start-${plan.code}`}
                    >
                      {mine?.startDate ? t("plan.choose.restart") : t("plan.choose.start")}
                    </Button>
                    {mine && !mine.active ? (
                      <Button variant="outline" size="sm" disabled={busy} onClick={() => onStart(plan.code, undefined)}>
                        {t("plan.choose.open")}
                      </Button>
                    ) : null}
                    {mine ? (
                      <Button variant="ghost" size="sm" disabled={busy} onClick={() => onStop(plan.code)}>
                        {t("plan.choose.stop")}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
