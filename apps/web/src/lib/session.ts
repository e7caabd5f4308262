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
