import { findLanguage, LANGUAGES } from "@bible/canon";
import { ChevronDownIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useInterfaceLanguage } from "@/lib/use-interface-language";

export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, change } = useInterfaceLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by its content: the visible name, then what the menu is for (WCAG 2.5.3, label in name). */}
        <Button variant="ghost" size="sm" data-testid="language-menu">
          <Flag language={language} className="text-base" />
          <span lang={language.code}>{language.nativeName}</span>
          <span className="sr-only">{t("header.languageMenu")}</span>
          <ChevronDownIcon className="opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="text-xs text-muted-foreground">{t("header.language")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={language.id}
          onValueChange={(value) => {
            const next = findLanguage(value);
            if (next) void change(next);
          }}
        >
          {LANGUAGES.map((option) => (
            // Every entry is laid out like the menu (flag, then name); only the name is in its own script direction.
            <DropdownMenuRadioItem key={option.id} value={option.id}>
              <Flag language={option} className="text-base" />
              <span lang={option.code} dir={option.dir}>
                {option.nativeName}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
