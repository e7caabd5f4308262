/** Stands in for the app's origin where the caller does not know it (a browser's own page knows its origin). */
const SOME_ORIGIN = "http://app.invalid";

/**
 * The one check of every door that sends a reader somewhere after signing in or out (REST, tRPC, web):
 * the value is parsed against the app's origin as a browser would (tabs and newlines dropped, `\` read as
 * `/`, dot segments resolved) and kept only when it stays on that origin. The answer is the normalised
 * path, never one a browser could read as another host (`//evil`), else "/".
 */
export function safeRedirectPath(value: unknown, origin: string = SOME_ORIGIN): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return "/";
  }
  if (url.origin !== base.origin) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") || path.startsWith("/\\") ? "/" : path;
}
