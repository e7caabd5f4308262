import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { clearGuestPlans, readerTimeZone, readGuestPlans, todayDate } from "./guest-plans";

/**
 * Moves a guest's reading plans (start dates, days done, the active plan) into the account as soon as they are
 * signed in, then forgets the browser's copy. Mounted once, in the root layout.
 */
export function GuestPlanMigration() {
  const { signedIn } = useSession();
  const { i18n } = useTranslation();
  const utils = trpc.useUtils();
  const sent = useRef(false);
  const importGuest = trpc.plans.importGuest.useMutation({
    onSuccess: async () => {
      clearGuestPlans();
      // A request that left before the move (the home page's loader starts one at sign-in) would otherwise land
      // after this invalidation and show the plan as it was: drop it, then ask again.
      await Promise.all([utils.plans.list.cancel(), utils.reading.current.cancel()]);
      await Promise.all([utils.plans.list.invalidate(), utils.reading.current.invalidate()]);
    },
  });
  const { mutate } = importGuest;

  useEffect(() => {
    if (!signedIn || sent.current) return;
    const guest = readGuestPlans();
    const entries = Object.entries(guest.plans);
    if (entries.length === 0) return;
    sent.current = true;
    const timeZone = readerTimeZone();
    mutate({
      plans: entries.map(([plan, entry]) => ({
        plan,
        startDate: entry.startDate ?? todayDate(),
        done: entry.done,
        active: guest.active === plan,
      })),
      lang: i18n.language,
      ...(timeZone ? { timeZone } : {}),
    });
  }, [signedIn, mutate, i18n.language]);

  return null;
}
