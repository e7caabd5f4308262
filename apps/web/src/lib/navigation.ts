import { safeRedirectPath } from "@bible/api/redirect";

/** Only same-origin paths are followed after sign-in: the check every door shares (see @bible/api/redirect). */
export { safeRedirectPath };

/** The browser navigation to sign in (SPEC §2), returning here afterwards. */
export function signInHref(returnTo: string): string {
  const path = safeRedirectPath(returnTo);
  const target = path.startsWith(SIGN_IN_PATH) ? "/" : path;
  return `/api/login?redirect=${encodeURIComponent(target)}`;
}

export const SIGN_IN_PATH = "/connexion";
export const SIGN_OUT_HREF = "/api/logout";
