import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** One labelled row of a `<dl>`: the label in small muted type, then the value (`<dd>`) given as children. */
export function DefinitionRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      {children}
    </div>
  );
}

/** A saved word's translation and definition rows (each only when it has a value): the word card and the review answer. */
export function MeaningRows({ translation, definition }: { translation: string | null; definition: string }) {
  const { t } = useTranslation();
  return (
    <>
      {translation ? (
        <DefinitionRow label={t("vocabulary.translation")}>
          <dd className="font-medium" dir="auto">
            {translation}
          </dd>
        </DefinitionRow>
      ) : null}
      {definition ? (
        <DefinitionRow label={t("vocabulary.definition")}>
          <dd dir="auto">{definition}</dd>
        </DefinitionRow>
      ) : null}
    </>
  );
}
