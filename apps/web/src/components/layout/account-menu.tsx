import { useLocation } from "@tanstack/react-router";
import { LogInIcon, UserIcon } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";
import { Skeleton } from "@/components/ui/skeleton";
import { signInHref } from "@/lib/navigation";
import { useSession } from "@/lib/session";
import { userDisplayName } from "@/lib/user";

const load = () => import("@/components/layout/account-menu-dropdown");
const AccountMenuDropdown = lazy(() => load().then((m) => ({ default: m.AccountMenuDropdown })));

/** The signed-in reader's menu (its code loads when first reached for), or the sign-in link. */
export function AccountMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, isLoading } = useSession();

  if (isLoading) return <Skeleton className="h-8 w-24" />;
  if (!user) {
    return (
      <Button asChild size="sm" data-testid="sign-in">
        <a href={signInHref(location.href)}>
          <LogInIcon aria-hidden="true" />
          <span>{t("header.signIn")}</span>
        </a>
      </Button>
    );
  }
  const name = userDisplayName(user, t("header.defaultUser"));
  const trigger = (
    <Button variant="outline" size="sm" data-testid="account-menu">
      <UserIcon aria-hidden="true" />
      <span className="max-w-32 truncate">{name}</span>
      <span className="sr-only">{t("header.accountMenu")}</span>
    </Button>
  );
  return (
    <OnDemand trigger={trigger} load={load} popup="menu">
      {(opened) => <AccountMenuDropdown trigger={trigger} defaultOpen={opened} user={user} name={name} />}
    </OnDemand>
  );
}
