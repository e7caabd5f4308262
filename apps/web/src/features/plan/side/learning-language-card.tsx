import { LANGUAGES } from "@bible/canon";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function LearningLanguageCard({ selected, onSelect }: { selected: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("side.learningLanguage")}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="grid grid-cols-3 gap-2" data-testid="learning-languages">
          {LANGUAGES.map((language) => {
            const active = language.id === selected;
            return (
              <button
                key={language.id}
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(language.id)}
                title={t(`common.language.${language.id}`)}
                className={cn(
                  "flex min-w-0 flex-col items-center gap-1 rounded-lg border px-1 py-2 text-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active ? "border-primary bg-primary/10 font-semibold text-foreground" : "hover:bg-accent",
                )}
              >
                <Flag language={language} className="text-lg" />
                <span lang={language.code} className="w-full truncate text-center">
                  {language.nativeName}
                </span>
              </button>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}
