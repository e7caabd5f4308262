import { findLanguage, LANGUAGES } from "@bible/canon";
import { ChevronDownIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
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
        <Button variant="ghost" size="sm" aria-label={t("header.languageMenu")} data-testid="language-menu">
          <span aria-hidden="true" className="text-base leading-none">
            {language.flag}
          </span>
          <span className="hidden sm:inline">{language.nativeName}</span>
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
            <DropdownMenuRadioItem key={option.id} value={option.id} lang={option.code} dir={option.dir}>
              <span aria-hidden="true" className="text-base leading-none">
                {option.flag}
              </span>
              {option.nativeName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
