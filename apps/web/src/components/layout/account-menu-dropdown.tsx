import { Link } from "@tanstack/react-router";
import { DownloadIcon, LogOutIcon, SettingsIcon } from "lucide-react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SIGN_OUT_HREF } from "@/lib/navigation";
import { forgetUser } from "@/lib/session";

/** The account menu itself (Radix), loaded on demand by account-menu.tsx around the same trigger. */
export function AccountMenuDropdown({
  trigger,
  defaultOpen,
  user,
  name,
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
  user: { email: string };
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
          <Link to="/hors-ligne" data-testid="offline-packs-menu">
            <DownloadIcon aria-hidden="true" />
            {t("offlinePacks.title")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={SIGN_OUT_HREF} onClick={forgetUser} data-testid="sign-out">
            <LogOutIcon aria-hidden="true" />
            {t("header.signOut")}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
