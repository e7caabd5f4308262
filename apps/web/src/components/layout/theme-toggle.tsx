import { MoonIcon, SunIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Hint } from "@/components/ui/hint";
import { setTheme, useTheme } from "@/lib/theme";

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  const label = next === "dark" ? t("header.theme.dark") : t("header.theme.light");
  return (
    <Hint label={t("header.theme.toggle")}>
      <Button variant="ghost" size="icon" aria-label={label} onClick={() => setTheme(next)} data-testid="theme-toggle">
        {theme === "dark" ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
      </Button>
    </Hint>
  );
}
