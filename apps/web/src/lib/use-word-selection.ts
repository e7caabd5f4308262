import { type RefObject, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { attachWordSelection } from "@/lib/word-selection";

/**
 * Attaches the passage's word selection (double-click, tap, keyboard word cursor) to the element behind `ref`,
 * with its keyboard hint and announcements in the interface language.
 */
export function useWordSelection(ref: RefObject<HTMLElement | null>): void {
  const { t } = useTranslation();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return attachWordSelection(element, {
      keyboardHint: t("word.keyboardHint"),
      announce: (word, { verse }) => (verse ? t("word.cursorInVerse", { word, verse }) : word),
    });
  }, [ref, t]);
}
