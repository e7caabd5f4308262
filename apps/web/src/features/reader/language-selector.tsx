import { type Announcements, closestCenter, DndContext, type DragEndEvent, type Modifier } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ChevronDownIcon, GripVerticalIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { BibleVersion } from "@/features/chapter/versions";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { AddLanguageDialog } from "./add-language-dialog";
import {
  addLanguage,
  canAddLanguage,
  canRemoveLanguage,
  type DefaultVersionOf,
  type LanguageSelection,
  languagesToAdd,
  moveLanguage,
  removeLanguage,
  setLanguageVersion,
} from "./language-selection";
import { READER_LANGUAGE_IDS, readerLanguage } from "./reader-languages";
import { useLanguageSortSensors } from "./sortable-sensors";
import { VersionSelect } from "./version-select";

/** The list is vertical: a dragged language follows the pointer up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type Props = {
  selection: LanguageSelection;
  onChange(next: LanguageSelection): void;
  versionsOf(language: string): readonly BibleVersion[] | undefined;
  defaultVersionOf: DefaultVersionOf;
};

/** The reader's languages in display order: drag to reorder, remove, pick each one's version, add up to 3. */
export function LanguageSelector({ selection, onChange, versionsOf, defaultVersionOf }: Props) {
  const { t } = useTranslation();
  const sensors = useLanguageSortSensors();
  const removable = canRemoveLanguage(selection);

  const nameOf = (id: string | number) => {
    const info = readerLanguage(String(id));
    return info ? t(`common.language.${info.id}`) : String(id);
  };
  const place = (id: string | number) => ({
    position: selection.languages.indexOf(String(id)) + 1,
    count: selection.languages.length,
  });
  // dnd-kit's screen reader texts default to English; these speak the interface language.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("reader.languages.dragStart", { language: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("reader.languages.dragOver", { language: nameOf(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t("reader.languages.dragEnd", { language: nameOf(active.id), ...place(over.id) }) : undefined,
    onDragCancel: ({ active }) => t("reader.languages.dragCancel", { language: nameOf(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over) onChange(moveLanguage(selection, String(active.id), String(over.id)));
  }

  // Below the desktop layout the card folds to one line (title and flags) so the text comes into view sooner.
  const wide = useMediaQuery("(min-width: 1024px)");
  const [unfolded, setUnfolded] = useState(false);
  const open = wide || unfolded;

  return (
    <Card>
      <CardHeader className={open ? "pb-3" : undefined}>
        <CardTitle className="text-base">
          {wide ? (
            t("reader.languages.title")
          ) : (
            <button
              type="button"
              className="flex w-full items-center gap-2 rounded-md text-start outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-expanded={unfolded}
              aria-controls="reader-languages-body"
              onClick={() => setUnfolded((value) => !value)}
            >
              <span className="flex-1">{t("reader.languages.title")}</span>
              <span className="flex flex-wrap items-center justify-end gap-x-2.5 gap-y-1 text-sm font-normal">
                {selection.languages.map((language) => (
                  <span key={language} className="flex items-center gap-1">
                    <Flag language={language} />
                    <span lang={readerLanguage(language)?.code}>{readerLanguage(language)?.nativeName}</span>
                  </span>
                ))}
              </span>
              <ChevronDownIcon
                className={cn("size-4 text-muted-foreground transition-transform", unfolded && "rotate-180")}
                aria-hidden="true"
              />
            </button>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent id="reader-languages-body" className="space-y-3" hidden={!open}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[verticalOnly]}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t("reader.languages.dragInstructions") },
          }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={[...selection.languages]} strategy={verticalListSortingStrategy}>
            <ol className="space-y-2" data-testid="reader-languages">
              {selection.languages.map((language) => (
                <SortableLanguage
                  key={language}
                  language={language}
                  version={selection.versions[language] ?? defaultVersionOf(language)}
                  versions={versionsOf(language)}
                  removable={removable}
                  onRemove={() => onChange(removeLanguage(selection, language))}
                  onVersionChange={(code) => onChange(setLanguageVersion(selection, language, code))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        {canAddLanguage(selection) && (
          <AddLanguageDialog
            languages={languagesToAdd(selection, READER_LANGUAGE_IDS)}
            versionsOf={versionsOf}
            defaultVersionOf={defaultVersionOf}
            onAdd={(language) => onChange(addLanguage(selection, language, defaultVersionOf))}
          />
        )}
      </CardContent>
    </Card>
  );
}

type ItemProps = {
  language: string;
  version: string;
  versions: readonly BibleVersion[] | undefined;
  removable: boolean;
  onRemove(): void;
  onVersionChange(code: string): void;
};

function SortableLanguage({ language, version, versions, removable, onRemove, onVersionChange }: ItemProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: language,
  });
  const info = readerLanguage(language);
  const name = t(`common.language.${info?.id ?? "french"}`, { defaultValue: language });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "rounded-lg border bg-card p-2.5 shadow-xs",
        isDragging && "relative z-10 shadow-lg ring-2 ring-ring/40",
      )}
      data-language-item={language}
    >
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
          aria-label={t("reader.languages.dragHandle", { language: name })}
          {...attributes}
          {...listeners}
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
        <VersionSelect languageName={name} value={version} versions={versions} onChange={onVersionChange} />
      </div>
    </li>
  );
}
