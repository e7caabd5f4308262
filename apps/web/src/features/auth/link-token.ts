import { useState } from "react";

/**
 * The token of an e-mailed link (`#token=…`): the fragment never reaches a server or its logs. It is then taken
 * out of the address bar, so the history does not keep it.
 */
export function useLinkToken(): string {
  const [token] = useState(() => {
    const value = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
    if (value) window.history.replaceState(window.history.state, "", window.location.pathname);
    return value;
  });
  return token;
}
