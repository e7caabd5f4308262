import { findLanguage, LANGUAGES } from "@bible/canon";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
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

/** The language menu itself (Radix), loaded on demand by language-menu.tsx around the same trigger. */
export function LanguageMenuDropdown({ trigger, defaultOpen }: { trigger: ReactElement; defaultOpen: boolean }) {
  const { t } = useTranslation();
  const { language, change } = useInterfaceLanguage();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
