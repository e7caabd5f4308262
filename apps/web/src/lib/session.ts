import { meSchema } from "@bible/api/schemas";
import type { QueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useEffect } from "react";
import { readApiError } from "@/lib/errors";
import { readJson, readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { type RouterOutputs, trpc } from "@/lib/trpc";

type Me = RouterOutputs["auth"]["me"];
type Role = NonNullable<Me>["role"];

/** Moderators and administrators see the moderation queue (the server checks it again on every call). */
export function canModerate(role: Role | undefined): boolean {
  return role === "moderator" || role === "admin";
}

/**
 * The current user the server last answered on this device (issue 34): kept while it answers a user, dropped as
 * soon as it answers 'not signed in' or the reader signs out.
 */
export function rememberUser(user: Me): void {
  if (user === null) {
    removeStorage(STORAGE_KEYS.lastUser);
    return;
  }
  const value = JSON.stringify(user);
  if (readStorage(STORAGE_KEYS.lastUser) !== value) writeStorage(STORAGE_KEYS.lastUser, value);
}

export function forgetUser(): void {
  removeStorage(STORAGE_KEYS.lastUser);
}

/** The user kept by `rememberUser`, checked against the API's schema; null when none (or not one any more). */
export function lastKnownUser(): Me {
  const parsed = meSchema.safeParse(readJson(STORAGE_KEYS.lastUser));
  return parsed.success ? parsed.data : null;
}

/**
 * The reader as the current-user call leaves it: its answer when it has one (a user, or null: not signed in);
 * when the server was not reached, the user last answered on this device; after any other failure, a guest.
 */
export function sessionUser(query: { data: Me | undefined; error: unknown }): Me {
  if (query.data !== undefined) return query.data;
  if (query.error && readApiError(query.error).code === "NETWORK") return lastKnownUser();
  return null;
}

/**
 * SPEC §6: signed in is what the current-user call answers; everything else is a guest. When the call does not
 * reach the server (offline), the user it last answered on this device is still the reader, so a reload without
 * network keeps the account and the writes it queues; an answer 'not signed in' is always believed.
 */
export function useSession() {
  // Not asked again each time a component that reads the session mounts while the call has failed: offline, each
  // asking put the session back to loading, which unmounted the page that mounted the next asker (/revision opened
  // without the network asked for ever). It is asked again when the network returns, and after a sign-in or out.
  const query = trpc.auth.me.useQuery(undefined, { retry: false, retryOnMount: false });
  useEffect(() => {
    if (query.data !== undefined) rememberUser(query.data);
  }, [query.data]);
  const user = sessionUser(query);
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
