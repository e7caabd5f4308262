import { ChevronDownIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { BibleVersion } from "@/features/chapter/versions";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { AddLanguageDialog } from "./add-language-dialog";
import { LanguageItem, type LanguageItemProps } from "./language-item";
import {
  addLanguage,
  canAddLanguage,
  canRemoveLanguage,
  type DefaultVersionOf,
  type LanguageSelection,
  languagesToAdd,
  removeLanguage,
  setLanguageVersion,
} from "./language-selection";
import { READER_LANGUAGE_IDS, readerLanguage } from "./reader-languages";

// Drag-and-drop (@dnd-kit) is its own chunk, asked for once the columns are painted (`sortable`).
const SortableLanguages = lazy(() => import("./sortable-languages").then((m) => ({ default: m.SortableLanguages })));

type Props = {
  selection: LanguageSelection;
  onChange(next: LanguageSelection): void;
  versionsOf(language: string): readonly BibleVersion[] | undefined;
  defaultVersionOf: DefaultVersionOf;
  /** Load drag-and-drop now (the reader sets it once the chapter's columns are painted). */
  sortable: boolean;
};

/** The reader's languages in display order: drag to reorder, remove, pick each one's version, add up to 3. */
export function LanguageSelector({ selection, onChange, versionsOf, defaultVersionOf, sortable }: Props) {
  const { t } = useTranslation();
  const removable = canRemoveLanguage(selection);
  const items: LanguageItemProps[] = selection.languages.map((language) => ({
    language,
    version: selection.versions[language] ?? defaultVersionOf(language),
    versions: versionsOf(language),
    removable,
    onRemove: () => onChange(removeLanguage(selection, language)),
    onVersionChange: (code: string) => onChange(setLanguageVersion(selection, language, code)),
  }));
  // Until drag-and-drop has loaded, the same items, inert: nothing begun on them (an open version list, the
  // focus) can be lost when the sortable list takes their place.
  const plain = (
    <ol className="space-y-2" data-testid="reader-languages" inert>
      {items.map((item) => (
        <LanguageItem key={item.language} {...item} />
      ))}
    </ol>
  );

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
        {sortable ? (
          <Suspense fallback={plain}>
            <SortableLanguages selection={selection} onChange={onChange} items={items} />
          </Suspense>
        ) : (
          plain
        )}
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
