/** Only same-origin paths are followed after sign-in: '/lire?x=1' yes, '//evil.example' or 'https://…' no. */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return "/";
  }
  try {
    const url = new URL(value, "http://same.origin");
    if (url.origin !== "http://same.origin") return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

/** The browser navigation to sign in (SPEC §2), returning here afterwards. */
export function signInHref(returnTo: string): string {
  const path = safeRedirectPath(returnTo);
  const target = path.startsWith(SIGN_IN_PATH) ? "/" : path;
  return `/api/login?redirect=${encodeURIComponent(target)}`;
}

export const SIGN_IN_PATH = "/connexion";
export const SIGN_OUT_HREF = "/api/logout";
