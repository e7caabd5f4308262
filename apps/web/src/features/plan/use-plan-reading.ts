import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readLastReading } from "@/features/chapter/last-reading";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";

/**
 * Today's reading of the plan: the stored day for a signed-in reader, the locally remembered day for a
 * guest. Titles and themes come in the interface language.
 */
export function usePlanReading() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { signedIn, isLoading: sessionLoading } = useSession();
  const utils = trpc.useUtils();
  const [guestDay, setGuestDay] = useState<number | undefined>(() => readLastReading()?.day);
  // Without a remembered day the request is the same for guests and readers (the server knows whose day
  // it is), so it need not wait for the session: the first visit loads session and reading in parallel.
  const input = signedIn || guestDay === undefined ? { lang } : { lang, day: guestDay };

  const reading = trpc.reading.current.useQuery(input, {
    enabled: guestDay === undefined || !sessionLoading,
    placeholderData: keepPreviousData,
  });

  const onReading = (data: NonNullable<typeof reading.data>) => {
    if (signedIn) utils.reading.current.setData({ lang }, data);
    else {
      setGuestDay(data.day);
      utils.reading.current.setData({ lang, day: data.day }, data);
    }
  };

  const navigate = trpc.reading.navigate.useMutation({
    onSuccess: onReading,
    onError: () =>
      toast({ variant: "destructive", title: t("toast.error.title"), description: t("toast.navigationFailed") }),
  });

  const complete = trpc.reading.complete.useMutation({
    onSuccess: (data) => {
      onReading(data);
      // 'Progrès du Jour' counts the reading of the reader's day.
      void utils.review.counts.invalidate();
    },
    onError: () =>
      toast({ variant: "destructive", title: t("toast.error.title"), description: t("errors.unexpected") }),
  });

  function move(direction: "previous" | "next") {
    const day = reading.data?.day;
    navigate.mutate(signedIn ? { direction, lang } : { direction, lang, day });
  }

  function markCompleted(completed: boolean) {
    if (!reading.data) return;
    if (!signedIn) {
      toast({ title: t("toast.signInRequired.title"), description: t("errors.authRequired") });
      return;
    }
    complete.mutate({ day: reading.data.day, completed, lang });
  }

  return {
    reading: reading.data,
    isLoading: reading.isLoading,
    isError: reading.isError,
    navigating: navigate.isPending,
    completing: complete.isPending,
    move,
    markCompleted,
  };
}
