import { ChevronDownIcon } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";
import { useInterfaceLanguage } from "@/lib/use-interface-language";

const load = () => import("@/components/layout/language-menu-dropdown");
const LanguageMenuDropdown = lazy(() => load().then((m) => ({ default: m.LanguageMenuDropdown })));

/** The interface language: its menu's code loads when the reader first reaches for it. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useInterfaceLanguage();
  // Named by its content: the visible name, then what the menu is for (WCAG 2.5.3, label in name).
  const trigger = (
    <Button variant="ghost" size="sm" data-testid="language-menu">
      <Flag language={language} className="text-base" />
      <span lang={language.code}>{language.nativeName}</span>
      <span className="sr-only">{t("header.languageMenu")}</span>
      <ChevronDownIcon className="opacity-60" aria-hidden="true" />
    </Button>
  );
  return (
    <OnDemand trigger={trigger} load={load} popup="menu">
      {(opened) => <LanguageMenuDropdown trigger={trigger} defaultOpen={opened} />}
    </OnDemand>
  );
}
