import { Link, useLocation } from "@tanstack/react-router";
import { BookOpenTextIcon, LogInIcon, LogOutIcon, MenuIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountMenu } from "@/components/layout/account-menu";
import { LanguageMenu } from "@/components/layout/language-menu";
import { ModerationLink } from "@/components/layout/moderation-link";
import { NAV_ITEMS } from "@/components/layout/nav-items";
import { OfflineBadge } from "@/components/layout/offline-badge";
import { SearchBox } from "@/components/layout/search-box";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { Button } from "@/components/ui/button";
import { SIGN_OUT_HREF, signInHref } from "@/lib/navigation";
import { forgetUser, useSession } from "@/lib/session";
import { userDisplayName } from "@/lib/user";
import { cn } from "@/lib/utils";

const linkBase =
  "inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring";
const linkIdle = "text-muted-foreground hover:bg-accent hover:text-accent-foreground";
const linkActive = "bg-accent text-accent-foreground";

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const { moderator } = useSession();

  // A navigation from the mobile menu closes it.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" aria-label={t("app.name")} className="flex items-center gap-2 font-semibold tracking-tight">
          <BookOpenTextIcon className="size-5 text-primary" aria-hidden="true" />
          {/* Beside the full navigation the name needs a wide screen; the icon links home everywhere. */}
          <span className="hidden sm:inline md:hidden 2xl:inline">{t("app.name")}</span>
        </Link>
        <nav aria-label={t("nav.label")} className="ms-2 hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              activeOptions={{ exact: item.to === "/" }}
              className={cn(linkBase, "whitespace-nowrap")}
              inactiveProps={{ className: linkIdle }}
              activeProps={{ className: linkActive, "aria-current": "page" }}
              title={t(item.label)}
            >
              <item.icon className="size-4" aria-hidden="true" />
              {/* Icons alone below 1280 px (the name stays for assistive technology and as a tooltip). */}
              <span className="sr-only xl:not-sr-only">{t(item.label)}</span>
            </Link>
          ))}
          {moderator ? (
            <ModerationLink
              className={cn(linkBase, "whitespace-nowrap")}
              idleClassName={linkIdle}
              activeClassName={linkActive}
              compact
            />
          ) : null}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <OfflineBadge />
          <SearchBox className="w-28 sm:w-44 2xl:w-64" />
          <LanguageMenu />
          <ThemeToggle />
          <div className="hidden md:block">
            <AccountMenu />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="mobile-menu-toggle"
          >
            {menuOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen ? <MobileMenu /> : null}
    </header>
  );
}

function MobileMenu() {
  const { t } = useTranslation();
  const { user, moderator } = useSession();
  const location = useLocation();
  return (
    <div id="mobile-menu" className="border-t bg-background md:hidden">
      <nav aria-label={t("nav.label")} className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
        {NAV_ITEMS.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            activeOptions={{ exact: item.to === "/" }}
            className={cn(linkBase, "py-2.5")}
            inactiveProps={{ className: linkIdle }}
            activeProps={{ className: linkActive, "aria-current": "page" }}
          >
            <item.icon className="size-4" aria-hidden="true" />
            {t(item.label)}
          </Link>
        ))}
        {moderator ? (
          <ModerationLink
            className={cn(linkBase, "py-2.5")}
            idleClassName={linkIdle}
            activeClassName={linkActive}
            compact={false}
          />
        ) : null}
      </nav>
      <div className="mx-auto max-w-7xl border-t px-4 py-3">
        {user ? (
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{userDisplayName(user, t("header.defaultUser"))}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
            <Button asChild variant="outline" size="sm">
              <a href={SIGN_OUT_HREF} onClick={forgetUser}>
                <LogOutIcon aria-hidden="true" />
                {t("header.signOut")}
              </a>
            </Button>
          </div>
        ) : (
          <Button asChild className="w-full">
            <a href={signInHref(location.href)}>
              <LogInIcon aria-hidden="true" />
              {t("header.signIn")}
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}
