import { LANGUAGES } from "@bible/canon";
import { CheckIcon, ChevronsUpDownIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { VersionBadges } from "@/features/chapter/version-badges";
import { useVersionLists } from "@/features/chapter/versions";
import { cn } from "@/lib/utils";

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
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
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
          </PopoverTrigger>
          <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
            <Command>
              <CommandInput placeholder={t("side.versions.search")} />
              <CommandList className="max-h-80">
                <CommandEmpty>{t("side.versions.empty")}</CommandEmpty>
                {languages.map((language, index) => {
                  const versions = lists[index]?.data ?? [];
                  if (versions.length === 0) return null;
                  return (
                    <CommandGroup
                      key={language.id}
                      heading={
                        <span className="flex items-center gap-1.5">
                          <Flag language={language} />
                          {language.nativeName}
                        </span>
                      }
                    >
                      {versions.map((version) => {
                        const active = selected.includes(version.code);
                        return (
                          <CommandItem
                            key={version.code}
                            value={`${version.code} ${version.name} ${language.nativeName}`}
                            disabled={!version.installed}
                            onSelect={() => onToggle({ code: version.code, language: version.language })}
                            className="flex-col items-start gap-1"
                          >
                            <span className="flex w-full items-center gap-2">
                              <CheckIcon
                                className={cn("size-4 shrink-0", active ? "opacity-100" : "opacity-0")}
                                aria-hidden="true"
                              />
                              <span className="truncate">
                                {version.code} - {version.name}
                              </span>
                            </span>
                            <span className="flex flex-wrap items-center gap-2 ps-6">
                              <VersionBadges
                                difficultyLevel={version.difficultyLevel}
                                fidelityLevel={version.fidelityLevel}
                              />
                              {version.installed ? null : (
                                <span className="text-xs text-muted-foreground">{t("errors.versionUnavailable")}</span>
                              )}
                            </span>
                          </CommandItem>
                        );
                      })}
                    </CommandGroup>
                  );
                })}
              </CommandList>
            </Command>
          </PopoverContent>
        </Popover>
      </CardContent>
    </Card>
  );
}
