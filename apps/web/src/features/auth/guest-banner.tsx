import { useLocation } from "@tanstack/react-router";
import { InfoIcon, LogInIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { signInHref } from "@/lib/navigation";
import { useSession } from "@/lib/session";
import { cn } from "@/lib/utils";

/** SPEC §1: guest mode notice with its sign-in button; nothing while loading or when signed in. */
export function GuestBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { signedIn, isLoading } = useSession();
  if (isLoading || signedIn) return null;
  return (
    <div
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-primary/25 bg-primary/5 p-4 sm:flex-row sm:items-center",
        className,
      )}
      data-testid="guest-banner"
    >
      <InfoIcon className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
      <div className="flex-1">
        <p className="text-sm font-semibold">{t("guest.title")}</p>
        <p className="text-sm text-muted-foreground">{t("guest.text")}</p>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <a href={signInHref(location.href)}>
          <LogInIcon aria-hidden="true" />
          {t("guest.signIn")}
        </a>
      </Button>
    </div>
  );
}
