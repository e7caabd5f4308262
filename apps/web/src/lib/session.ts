import type { QueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { type RouterOutputs, trpc } from "@/lib/trpc";

type Role = NonNullable<RouterOutputs["auth"]["me"]>["role"];

/** Moderators and administrators see the moderation queue (the server checks it again on every call). */
export function canModerate(role: Role | undefined): boolean {
  return role === "moderator" || role === "admin";
}

/** SPEC §6: signed in is what the current-user call answers; everything else is a guest. */
export function useSession() {
  const query = trpc.auth.me.useQuery(undefined, { retry: false });
  const user = query.data ?? null;
  return { user, signedIn: user !== null, moderator: canModerate(user?.role), isLoading: query.isLoading };
}

/**
 * After a sign-in, everything cached was a guest's view. The current-user call is asked again first and alone, so
 * the header shows the account as soon as the server answers it; the rest is asked again after, without waiting:
 * in one batch, the account would wait for the page's slowest call (a loaded server took over 15 s).
 */
export async function reloadAsSignedIn(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ refetchType: "none" });
  await queryClient.refetchQueries({ queryKey: getQueryKey(trpc.auth.me), type: "active" });
  void queryClient.refetchQueries({ type: "active", stale: true });
}
