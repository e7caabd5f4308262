import { findLanguage } from "@bible/canon";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { readReaderLanguages } from "@/features/reader/guest-storage";
import { chapterCoverage, coveragePercent } from "./coverage";
import { useChapterWords, useLearningView, useWordStates } from "./use-learning";

type Props = {
  book: string;
  chapter: number;
  verseStart: number;
  verseEnd: number;
};

/**
 * A plan day's share of known words in each language the reader learns (their reader's columns other than the
 * interface language, in the versions they read there): 'Russe · SYNOD : vous connaissez 34 % des mots'.
 */
export function PlanCoverage({ book, chapter, verseStart, verseEnd }: Props) {
  const { t, i18n } = useTranslation();
  const interfaceLanguage = findLanguage(i18n.language)?.id ?? "french";
  const [on] = useLearningView();
  const columns = useMemo(() => {
    const stored = readReaderLanguages();
    return (stored?.selectedLanguages ?? [])
      .filter((language) => language !== interfaceLanguage)
      .flatMap((language) => {
        const version = stored?.languageVersionMap[language];
        return version ? [{ language, version }] : [];
      });
  }, [interfaceLanguage]);
  const words = useChapterWords(
    columns.map((c) => ({ book, chapter, language: c.language, version: c.version })),
    on,
  );
  const states = useWordStates(
    columns.map((c) => c.language),
    on,
  );
  if (!on || columns.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-x-3" data-testid="plan-coverage">
      {columns.map((column, i) => {
        const found = words[i];
        const known = states[i];
        const percent =
          found && known ? coveragePercent(chapterCoverage(found, known, { from: verseStart, to: verseEnd })) : null;
        if (percent === null) return null;
        return (
          <span key={column.language} data-language={column.language}>
            {t("learning.dayCoverage", {
              language: t(`common.language.${column.language}`, { defaultValue: column.language }),
              version: column.version,
              coverage: t("learning.coverage", { percent }),
            })}
          </span>
        );
      })}
    </span>
  );
}
