import { currentReadingSchema } from "@bible/api/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readLastReading } from "@/features/chapter/last-reading";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import { newWriteKey } from "@/lib/write-queue";
import { sendOrQueue } from "@/lib/write-sync";
import { planReadingInput, readGuestPlans, setGuestDayDone, useGuestPlans } from "./guest-plans";

/**
 * The reading-plan page's day: today's day of the reader's active plan (counted from its start date in the
 * reader's time zone), or the day they moved to. A signed-in reader's plans are on the server; a guest's are in
 * the browser and sent with the call. Titles and themes come in the interface language.
 */
export function usePlanReading() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { signedIn, isLoading: sessionLoading } = useSession();
  const utils = trpc.useUtils();
  const guestPlans = useGuestPlans();
  const guest = signedIn ? null : guestPlans;
  // A guest who has not started a plan comes back to the day they last read (SPEC §3 lastReading).
  const [viewedDay, setViewedDay] = useState<number | undefined>(() =>
    readGuestPlans().active ? undefined : readLastReading()?.day,
  );
  const input = planReadingInput(lang, guest, viewedDay);
  // Without a remembered day the request is the same for guests and readers (the server knows whose plan it
  // is), so it need not wait for the session: the first visit loads session and reading in parallel.
  const plain = viewedDay === undefined && !guestPlans.active;
  const reading = trpc.reading.current.useQuery(input, {
    enabled: plain || !sessionLoading,
    placeholderData: keepPreviousData,
  });

  const navigate = trpc.reading.navigate.useMutation({
    onSuccess: (data) => {
      setViewedDay(data.day);
      utils.reading.current.setData(planReadingInput(lang, guest, data.day), data);
    },
    onError: () =>
      toast({ variant: "destructive", title: t("toast.error.title"), description: t("toast.navigationFailed") }),
  });

  const [completing, setCompleting] = useState(false);

  function move(direction: "previous" | "next") {
    const day = reading.data?.day;
    navigate.mutate({ ...planReadingInput(lang, guest, day), direction });
  }

  /** Shows a day of the plan; without one, today's (after choosing a plan). */
  function goTo(day: number | undefined) {
    setViewedDay(day);
  }

  function markCompleted(completed: boolean) {
    const data = reading.data;
    if (!data) return;
    if (!signedIn) {
      setGuestDayDone(data.plan, data.day, completed);
      return;
    }
    setCompleting(true);
    // Kept on the device before it is sent, and sent again until the server has it (issue 34).
    const write = {
      key: newWriteKey("planDay"),
      kind: "planDay" as const,
      path: "/api/reading/complete" as const,
      body: { plan: data.plan, day: data.day, completed, lang, ...timeZoneOf(input) },
    };
    sendOrQueue(write)
      .then(async (outcome) => {
        if (outcome.state === "refused") throw new Error(`refused with ${outcome.status}`);
        const answer = outcome.state === "sent" ? currentReadingSchema.safeParse(outcome.answer) : null;
        utils.reading.current.setData(input, answer?.success ? answer.data : { ...data, completed });
        if (outcome.state === "queued") {
          toast({ title: t("sync.planDayQueued") });
          return;
        }
        // 'Progrès du Jour' counts the reading of the reader's day.
        void utils.review.counts.invalidate();
        await utils.plans.list.invalidate();
      })
      .catch(() =>
        toast({ variant: "destructive", title: t("toast.error.title"), description: t("errors.unexpected") }),
      )
      .finally(() => setCompleting(false));
  }

  return {
    reading: reading.data,
    isLoading: reading.isLoading,
    isError: reading.isError,
    navigating: navigate.isPending,
    completing,
    move,
    goTo,
    markCompleted,
  };
}

function timeZoneOf(input: { timeZone?: string }) {
  return input.timeZone ? { timeZone: input.timeZone } : {};
}
