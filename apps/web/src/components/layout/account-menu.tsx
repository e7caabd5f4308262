import { Link, useLocation } from "@tanstack/react-router";
import { LogInIcon, LogOutIcon, SettingsIcon, UserIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { SIGN_OUT_HREF, signInHref } from "@/lib/navigation";
import { useSession } from "@/lib/session";
import { userDisplayName } from "@/lib/user";

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
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" data-testid="account-menu">
          <UserIcon aria-hidden="true" />
          <span className="max-w-32 truncate">{name}</span>
          <span className="sr-only">{t("header.accountMenu")}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-medium">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/compte" data-testid="account-page">
            <SettingsIcon aria-hidden="true" />
            {t("account.menu")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={SIGN_OUT_HREF} data-testid="sign-out">
            <LogOutIcon aria-hidden="true" />
            {t("header.signOut")}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
