import { Link } from "@tanstack/react-router";
import { ShieldCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";

/** How often a moderator's header asks how much waits (the screen itself refreshes it after each decision). */
const COUNT_REFRESH_MS = 60_000;

/**
 * The moderators' entry in the header (rendered for them only): a link to /moderation with the number of
 * questions and comments waiting.
 */
export function ModerationLink({
  className,
  idleClassName,
  activeClassName,
  compact,
}: {
  className: string;
  idleClassName: string;
  activeClassName: string;
  /** Beside the full navigation, the label is for assistive technology below 1280 px. */
  compact: boolean;
}) {
  const { t } = useTranslation();
  const count = trpc.community.pendingCount.useQuery(undefined, { refetchInterval: COUNT_REFRESH_MS });
  const waiting = count.data ? count.data.questions + count.data.comments : 0;
  const label = t("nav.moderation");
  return (
    <Link
      to="/moderation"
      className={className}
      inactiveProps={{ className: idleClassName }}
      activeProps={{ className: activeClassName, "aria-current": "page" }}
      title={label}
      data-testid="moderation-link"
    >
      <ShieldCheckIcon className="size-4" aria-hidden="true" />
      <span className={cn(compact && "sr-only xl:not-sr-only")}>{label}</span>
      {waiting > 0 ? (
        <>
          <span
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
            aria-hidden="true"
            data-testid="moderation-count"
          >
            {waiting}
          </span>
          <span className="sr-only">{t("moderation.waiting", { count: waiting })}</span>
        </>
      ) : null}
    </Link>
  );
}
