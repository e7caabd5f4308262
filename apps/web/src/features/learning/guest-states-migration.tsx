import { useEffect, useRef } from "react";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { clearLocalStates, localStateList } from "./local-states";

/** The most states one import carries (the API's limit). */
const BATCH = 20_000;

/**
 * Moves the words a guest marked (kept in the browser) into the account once they sign in, then forgets the
 * browser's copy; what the account already says of a word stays. Mounted once, in the root layout.
 */
export function GuestWordStatesMigration() {
  const { signedIn } = useSession();
  const utils = trpc.useUtils();
  const sent = useRef(false);
  const { mutateAsync } = trpc.learning.importGuest.useMutation();

  useEffect(() => {
    if (!signedIn || sent.current) return;
    const words = localStateList();
    if (words.length === 0) return;
    sent.current = true;
    void (async () => {
      for (let i = 0; i < words.length; i += BATCH) await mutateAsync({ words: words.slice(i, i + BATCH) });
      clearLocalStates();
      await Promise.all([utils.learning.states.invalidate(), utils.learning.counts.invalidate()]);
    })().catch(() => {
      // Kept in the browser: the next sign-in tries again.
      sent.current = false;
    });
  }, [signedIn, mutateAsync, utils]);

  return null;
}
