import { useNavigate, useRouterState } from "@tanstack/react-router";
import { SearchIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { referenceTarget } from "@/lib/reference-target";
import { cn } from "@/lib/utils";

/** True when a key typed there belongs to the reader's text, not to a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The header's search field ('/' focuses it): a reference ('Jean 3:16', '요한복음 3:16') opens /lire at that
 * place, anything else the results page /recherche?q=….
 */
export function SearchBox({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const current = useRouterState({
    select: (state) => (state.location.pathname === "/recherche" ? String(state.location.search.q ?? "") : ""),
  });
  const [q, setQ] = useState(current);
  useEffect(() => setQ(current), [current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = q.trim();
    if (!text) return;
    const target = referenceTarget(text, i18n.language);
    input.current?.blur();
    if (target) void navigate({ to: "/lire", search: target });
    else void navigate({ to: "/recherche", search: { q: text } });
  }

  return (
    <search className={cn("relative", className)}>
      <form onSubmit={submit}>
        <SearchIcon
          className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={input}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t("search.placeholder")}
          aria-label={t("search.label")}
          aria-keyshortcuts="/"
          enterKeyHint="search"
          maxLength={200}
          data-testid="header-search"
          className="h-9 w-full rounded-md border border-input bg-card ps-8 pe-8 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
        />
        <kbd className="pointer-events-none absolute end-2 top-1/2 hidden -translate-y-1/2 rounded border bg-muted px-1.5 text-xs text-muted-foreground sm:inline">
          /
        </kbd>
      </form>
    </search>
  );
}
