import { CheckIcon, ChevronsUpDownIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { VersionBadges } from "@/features/bible/version-badges";
import type { RouterOutputs } from "@/lib/trpc";
import { cn } from "@/lib/utils";

type Version = RouterOutputs["bible"]["versionsByLanguage"][number];

export function VersionPickerCard({
  versions,
  selected,
  onToggle,
}: {
  versions: readonly Version[];
  selected: readonly string[];
  onToggle: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const byCode = new Map(versions.map((v) => [v.code, v]));
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
                onClick={() => onToggle(code)}
                disabled={selected.length === 1}
                aria-label={`${t("common.remove")} ${byCode.get(code)?.name ?? code}`}
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
              <CommandList>
                <CommandEmpty>{t("side.versions.empty")}</CommandEmpty>
                <CommandGroup>
                  {versions.map((version) => {
                    const active = selected.includes(version.code);
                    return (
                      <CommandItem
                        key={version.code}
                        value={`${version.code} ${version.name}`}
                        disabled={!version.installed}
                        onSelect={() => onToggle(version.code)}
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
                          <VersionBadges difficulty={version.difficultyLevel} fidelity={version.fidelityLevel} />
                          {version.installed ? null : (
                            <span className="text-xs text-muted-foreground">{t("errors.versionUnavailable")}</span>
                          )}
                        </span>
                      </CommandItem>
                    );
                  })}
                </CommandGroup>
              </CommandList>
            </Command>
          </PopoverContent>
        </Popover>
      </CardContent>
    </Card>
  );
}
