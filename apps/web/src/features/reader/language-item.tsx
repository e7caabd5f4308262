import { GripVerticalIcon, XIcon } from "lucide-react";
import type { CSSProperties, HTMLAttributes, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Button } from "@/components/ui/button";
import type { BibleVersion } from "@/features/chapter/versions";
import { cn } from "@/lib/utils";
import { readerLanguage } from "./reader-languages";
import { VersionSelect } from "./version-select";

export type LanguageItemProps = {
  language: string;
  version: string;
  versions: readonly BibleVersion[] | undefined;
  removable: boolean;
  onRemove(): void;
  onVersionChange(code: string): void;
};

/** What drag-and-drop adds to an item once its code has loaded (sortable-languages.tsx). */
export type SortableParts = {
  ref: Ref<HTMLLIElement>;
  handleRef: Ref<HTMLButtonElement>;
  handleProps: HTMLAttributes<HTMLButtonElement>;
  style: CSSProperties;
  dragging: boolean;
};

/** One of the reader's languages: its drag handle, flag and name, remove button and version. */
export function LanguageItem({
  language,
  version,
  versions,
  removable,
  onRemove,
  onVersionChange,
  sortable,
}: LanguageItemProps & { sortable?: SortableParts }) {
  const { t } = useTranslation();
  const info = readerLanguage(language);
  const name = t(`common.language.${info?.id ?? "french"}`, { defaultValue: language });

  return (
    <li
      ref={sortable?.ref}
      style={sortable?.style}
      className={cn(
        "rounded-lg border bg-card p-2.5 shadow-xs",
        sortable?.dragging && "relative z-10 shadow-lg ring-2 ring-ring/40",
      )}
      data-language-item={language}
    >
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          ref={sortable?.handleRef}
          className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
          aria-label={t("reader.languages.dragHandle", { language: name })}
          {...sortable?.handleProps}
        >
          <GripVerticalIcon className="size-4" aria-hidden="true" />
        </button>
        <Flag language={language} className="text-lg" />
        <span className="min-w-0 flex-1 truncate text-sm font-medium">
          {name}
          {info && info.nativeName !== name && (
            <span className="ms-1.5 font-normal text-muted-foreground" lang={info.code}>
              {info.nativeName}
            </span>
          )}
        </span>
        {removable && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t("reader.languages.remove", { language: name })}
            onClick={onRemove}
          >
            <XIcon aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="mt-2">
        <VersionSelect
          language={language}
          languageName={name}
          value={version}
          versions={versions}
          onChange={onVersionChange}
        />
      </div>
    </li>
  );
}
