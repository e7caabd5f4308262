import { trpc } from "@/lib/trpc";

/** SPEC §6: signed in is what the current-user call answers; everything else is a guest. */
export function useSession() {
  const query = trpc.auth.me.useQuery(undefined, { retry: false });
  const user = query.data ?? null;
  return { user, signedIn: user !== null, isLoading: query.isLoading };
}
