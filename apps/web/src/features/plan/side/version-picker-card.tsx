import { LANGUAGES } from "@bible/canon";
import { ChevronsUpDownIcon, XIcon } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { OnDemand } from "@/components/ui/on-demand";
import { useVersionLists } from "@/features/chapter/versions";

// The list (Radix popover, cmdk) loads when the reader first reaches for it.
const load = () => import("./version-picker-popover");
const VersionPickerPopover = lazy(() => load().then((m) => ({ default: m.VersionPickerPopover })));

export type PickedVersion = { code: string; language: string };

/**
 * SPEC §2 'Versions de la Bible (max 3)': every language's versions, the learning language first, so a
 * passage can be compared across versions and languages. Other languages load when the list opens.
 */
export function VersionPickerCard({
  learningLanguage,
  selected,
  onToggle,
}: {
  learningLanguage: string;
  selected: readonly string[];
  onToggle: (version: PickedVersion) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const languages = [
    ...LANGUAGES.filter((l) => l.id === learningLanguage),
    ...LANGUAGES.filter((l) => l.id !== learningLanguage),
  ];
  const lists = useVersionLists(
    languages.map((language) => language.id),
    (language) => open || language === learningLanguage,
  );
  const names = new Map(lists.flatMap((list) => (list.data ?? []).map((v) => [v.code, v.name] as const)));

  const trigger = (
    <Button
      variant="outline"
      role="combobox"
      aria-expanded={open}
      // A combobox is not named by its content: the same words as the ones shown.
      aria-label={t("side.versions.search")}
      className="justify-between font-normal text-muted-foreground"
      data-testid="version-picker"
    >
      {t("side.versions.search")}
      <ChevronsUpDownIcon className="opacity-50" aria-hidden="true" />
    </Button>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("side.versions.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-1.5" data-testid="selected-versions">
          {selected.map((code) => (
            <Badge key={code} variant="secondary" className="gap-1 py-1 ps-2.5 pe-1">
              <span>{code}</span>
              <button
                type="button"
                onClick={() => onToggle({ code, language: learningLanguage })}
                disabled={selected.length === 1}
                aria-label={`${t("common.remove")} ${names.get(code) ?? code}`}
                className="rounded-full p-0.5 hover:bg-background/60 disabled:opacity-40"
              >
                <XIcon className="size-3" aria-hidden="true" />
              </button>
            </Badge>
          ))}
        </div>
        <OnDemand trigger={trigger} load={load} popup="dialog" onOpen={() => setOpen(true)}>
          {() => (
            <VersionPickerPopover
              trigger={trigger}
              open={open}
              onOpenChange={setOpen}
              languages={languages}
              lists={lists}
              selected={selected}
              onToggle={onToggle}
            />
          )}
        </OnDemand>
      </CardContent>
    </Card>
  );
}
