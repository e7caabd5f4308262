import { useLocation } from "@tanstack/react-router";
import { LogInIcon, UserRoundIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { signInHref } from "@/lib/navigation";
import { cn } from "@/lib/utils";

/** SPEC §1: guest mode, what signing in keeps (languages, history, position), and a sign-in button. */
export function GuestBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <aside
      className={cn(
        "flex flex-col gap-3 rounded-lg border border-primary/25 bg-accent/50 p-4 sm:flex-row sm:items-center",
        className,
      )}
      aria-label={t("guest.title")}
      data-testid="guest-banner"
    >
      <UserRoundIcon className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{t("guest.title")}</p>
        <p className="text-sm text-muted-foreground">{t("guest.text")}</p>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <a href={signInHref(location.href)}>
          <LogInIcon aria-hidden="true" />
          {t("guest.signIn")}
        </a>
      </Button>
    </aside>
  );
}
