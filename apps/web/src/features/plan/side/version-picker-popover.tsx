import type { Language } from "@bible/canon";
import { CheckIcon } from "lucide-react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { VersionBadges } from "@/features/chapter/version-badges";
import type { useVersionLists } from "@/features/chapter/versions";
import { cn } from "@/lib/utils";
import type { PickedVersion } from "./version-picker-card";

/** The version list of the version picker card, loaded on demand around the card's trigger. */
export function VersionPickerPopover({
  trigger,
  open,
  onOpenChange,
  languages,
  lists,
  selected,
  onToggle,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  languages: readonly Language[];
  lists: ReturnType<typeof useVersionLists>;
  selected: readonly string[];
  onToggle: (version: PickedVersion) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
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
  );
}
