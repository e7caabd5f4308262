import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useVersionLists } from "@/features/chapter/versions";
import { WORD_CURSOR_EVENT, type WordCursorDetail } from "@/lib/word-selection";
import { chapterCoverage, coveragePercent, type MarkState, newLemmas, type WordStateMap } from "./coverage";
import {
  clearAligned,
  clearStates,
  type LayerColumn,
  lightAligned,
  type PageWord,
  paintStates,
  wordAt,
  wordAtPoint,
} from "./learning-layer";
import { useChapterWords, useLearningView, useMarkWords, useWordStates } from "./use-learning";
import { coverageKey, type VersionCoverageMap } from "./version-coverage";

type Column = { language: string; version: string };

type Props = {
  /** The element holding the chapter's columns. */
  rootRef: RefObject<HTMLElement | null>;
  book: string;
  chapter: number;
  /** The columns whose text is shown, in order. */
  columns: readonly Column[];
  /** The interface language's id: its column is read, not learnt, and is not coloured. */
  interfaceLanguage: string;
  onCoverage(coverage: VersionCoverageMap): void;
};

/** The keys that mark the word under the pointer or the keyboard's cursor. */
const KEYS: Record<string, MarkState> = { "1": "known", "2": "learning", "3": "ignored", "0": "new" };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * /lire's learning view (issue 33): new and learning words coloured in the columns of the languages the reader
 * learns, the words aligned to one original lit across the columns, one key or tap to mark a word, the share of the
 * chapter known. It comes after the text: the columns paint first, the states are laid over them.
 */
export function LearningView({ rootRef, book, chapter, columns: given, interfaceLanguage, onCoverage }: Props) {
  const { t } = useTranslation();
  const columnsKey = given.map((c) => `${c.language}:${c.version}`).join("|");
  const columns = useMemo(() => given.map(({ language, version }) => ({ language, version })), [columnsKey]);
  const [on, setOn] = useLearningView();
  const mark = useMarkWords();
  const learnt = useMemo(
    () => columns.map((c) => c.language).filter((language) => language !== interfaceLanguage),
    [columns, interfaceLanguage],
  );
  const words = useChapterWords(
    columns.map((c) => ({ book, chapter, language: c.language, version: c.version })),
    on,
  );
  const states = useWordStates(learnt, on);
  const stateOf = (language: string): WordStateMap | undefined => states[learnt.indexOf(language)];

  const layer = useMemo<LayerColumn[]>(
    () =>
      columns.map((c, i) => ({
        ...c,
        words: words[i],
        states: learnt.includes(c.language) ? (states[learnt.indexOf(c.language)] ?? null) : null,
      })),
    [columns, learnt, words, states],
  );
  const layerRef = useRef(layer);
  layerRef.current = layer;

  // Colours: painted once words and states are there, again when rows are added (a long chapter's rest, the
  // other tab) or the states change.
  const [painted, setPainted] = useState({ new: 0, learning: 0 });
  useEffect(() => {
    const root = rootRef.current;
    if (!on || !root) return;
    let frame = 0;
    const paint = () => {
      frame = 0;
      setPainted(paintStates(root, layerRef.current));
    };
    paint();
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(paint);
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      clearStates();
    };
  }, [on, rootRef, layer]);

  // The word under the pointer lights its original across the columns; a click, a tap or the keyboard's cursor
  // makes it the word the buttons mark.
  const hovered = useRef<PageWord | null>(null);
  const [selected, setSelected] = useState<PageWord | null>(null);
  const [lit, setLit] = useState<PageWord[]>([]);
  useEffect(() => {
    const root = rootRef.current;
    if (!on || !root) return;
    let frame = 0;
    let point = { x: 0, y: 0 };
    const show = (word: PageWord | null) => {
      if (word) setLit(lightAligned(root, word, layerRef.current));
      else {
        clearAligned();
        setLit([]);
      }
    };
    const onMove = (event: PointerEvent) => {
      point = { x: event.clientX, y: event.clientY };
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const word = wordAtPoint(point.x, point.y, layerRef.current);
        const before = hovered.current;
        if (word?.language === before?.language && word?.start === before?.start && word?.verse === before?.verse)
          return;
        hovered.current = word;
        show(word);
      });
    };
    const onLeave = () => {
      hovered.current = null;
      show(null);
    };
    const onClick = (event: MouseEvent) => {
      const word = wordAtPoint(event.clientX, event.clientY, layerRef.current);
      if (!word) return;
      setSelected(word);
      show(word);
    };
    const onCursor = (event: Event) => {
      const { node, start } = (event as CustomEvent<WordCursorDetail>).detail;
      const word = wordAt(node, start, layerRef.current);
      setSelected(word);
      show(word);
    };
    root.addEventListener("pointermove", onMove);
    root.addEventListener("pointerleave", onLeave);
    root.addEventListener("click", onClick);
    root.addEventListener(WORD_CURSOR_EVENT, onCursor);
    return () => {
      root.removeEventListener("pointermove", onMove);
      root.removeEventListener("pointerleave", onLeave);
      root.removeEventListener("click", onClick);
      root.removeEventListener(WORD_CURSOR_EVENT, onCursor);
      if (frame) cancelAnimationFrame(frame);
      clearAligned();
    };
  }, [on, rootRef]);

  // A column's words that arrive while the pointer rests on a word (or a word is chosen) light in their turn: the
  // interface language's column, analysed last, lights its 'monde' without the pointer moving again.
  useEffect(() => {
    const root = rootRef.current;
    const word = hovered.current ?? selected;
    if (on && root && word) setLit(lightAligned(root, word, layer));
  }, [on, rootRef, layer, selected]);

  // A new chapter: the word chosen in the last one is not on the page any more.
  useEffect(() => setSelected(null), [book, chapter]);

  /** One word marked; 'learn' saves it to the vocabulary with its verse and its cards. */
  const markWord = (word: PageWord, state: MarkState) => {
    if (!learnt.includes(word.language)) return;
    mark({
      language: word.language,
      lemmas: [word.lemma],
      state,
      ...(word.original ? { strongs: word.original } : {}),
      place: { version: word.version, book, chapter, verse: word.verse, start: word.start, end: word.end },
      readerLanguage: interfaceLanguage,
    });
  };
  const markWordRef = useRef(markWord);
  markWordRef.current = markWord;

  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      const state = KEYS[event.key];
      if (!state || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const word = hovered.current ?? selected;
      if (!word || !learnt.includes(word.language)) return;
      event.preventDefault();
      markWordRef.current(word, state);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [on, selected, learnt]);

  // The share known of this chapter in every installed version of the languages learnt (the version picker).
  const versionLists = useVersionLists(learnt, () => on);
  // language:code of every installed version of the languages learnt, one string while the lists are the same.
  const installedKey = learnt
    .flatMap((language, i) =>
      (versionLists[i]?.data ?? []).filter((v) => v.installed).map((v) => `${language}:${v.code}`),
    )
    .join("|");
  const pickerRefs = useMemo(
    () =>
      installedKey
        .split("|")
        .filter(Boolean)
        .map((key) => {
          const [language = "", version = ""] = key.split(":");
          return { book, chapter, language, version };
        }),
    [installedKey, book, chapter],
  );
  const pickerWords = useChapterWords(pickerRefs, on);
  const coverage = useMemo(() => {
    const map = new Map<string, number>();
    pickerRefs.forEach((ref, i) => {
      const found = pickerWords[i];
      const known = stateOf(ref.language);
      const percent = found && known ? coveragePercent(chapterCoverage(found, known)) : null;
      if (percent !== null) map.set(coverageKey(ref.language, ref.version), percent);
    });
    layer.forEach((column) => {
      const percent =
        column.words && column.states ? coveragePercent(chapterCoverage(column.words, column.states)) : null;
      if (percent !== null) map.set(coverageKey(column.language, column.version), percent);
    });
    return map;
  }, [pickerRefs, layer, pickerWords, states]);
  const coverageSignature = [...coverage].join(";");
  useEffect(() => onCoverage(on ? coverage : new Map()), [coverageSignature, on]);

  const learntColumns = layer.filter((c) => learnt.includes(c.language));
  const restKnown = () => {
    for (const column of learntColumns) {
      const known = column.states;
      if (column.words && known) {
        mark({ language: column.language, lemmas: newLemmas(column.words, known), state: "known", onlyNew: true });
      }
    }
  };

  const languageName = (language: string) => t(`common.language.${language}`, { defaultValue: language });
  const selectedState = selected ? (stateOf(selected.language)?.get(selected.lemma) ?? "new") : null;
  const ready = learntColumns.length > 0 && learntColumns.every((c) => c.words && c.states);

  return (
    <>
      {on && ready && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={restKnown} data-testid="learning-rest-known">
            {t("learning.markRestKnown")}
          </Button>
        </div>
      )}
      {/* Room for the bar under the page's end, so it never hides the last lines. */}
      <div className="h-20" aria-hidden="true" />
      <section
        aria-label={t("learning.view")}
        className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-3 py-2 text-sm shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur supports-[backdrop-filter]:bg-background/85"
        data-testid="learning-bar"
        data-new-words={painted.new}
        data-learning-words={painted.learning}
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1.5">
          <Button
            variant={on ? "secondary" : "outline"}
            size="sm"
            aria-pressed={on}
            onClick={() => setOn(!on)}
            data-testid="learning-toggle"
          >
            {t("learning.view")} · {on ? t("learning.on") : t("learning.off")}
          </Button>
          {on && learnt.length === 0 && <span className="text-muted-foreground">{t("learning.noLearntLanguage")}</span>}
          {on && learnt.length > 0 && (
            <>
              <span className="flex items-center gap-3" data-testid="learning-legend">
                <span className="sr-only">{t("learning.legend")}</span>
                <span className="learning-swatch-new rounded-sm px-1">{t("learning.state.new")}</span>
                <span className="learning-swatch-learning rounded-sm px-1">{t("learning.state.learning")}</span>
              </span>
              <span className="flex flex-wrap gap-x-3 text-muted-foreground" data-testid="learning-coverage">
                {learntColumns.map((column) => {
                  const percent = coverage.get(coverageKey(column.language, column.version));
                  const counted =
                    column.words && column.states ? chapterCoverage(column.words, column.states) : undefined;
                  return percent === undefined ? null : (
                    <span
                      key={column.language}
                      data-language={column.language}
                      data-known={counted?.known}
                      data-total={counted?.total}
                    >
                      {t("learning.columnCoverage", {
                        column: `${languageName(column.language)} · ${column.version}`,
                        coverage: t("learning.coverage", { percent }),
                      })}
                    </span>
                  );
                })}
              </span>
              <span className="flex flex-wrap items-center gap-1.5 sm:ms-auto" data-testid="learning-word">
                {selected && learnt.includes(selected.language) ? (
                  <>
                    <span className="font-serif text-base font-semibold" lang={selected.language}>
                      {selected.text}
                    </span>
                    <span className="text-muted-foreground">
                      ({selected.lemma}
                      {selected.original ? ` · ${selected.original}` : ""}){" "}
                      {t(`learning.state.${selectedState ?? "new"}`)}
                    </span>
                    {(["known", "learning", "ignored"] as const).map((state, i) => (
                      <Button
                        key={state}
                        size="sm"
                        variant={selectedState === state ? "default" : "outline"}
                        aria-pressed={selectedState === state}
                        onClick={() => markWord(selected, selectedState === state ? "new" : state)}
                      >
                        {t(`learning.mark.${state}`)}
                        <kbd className="ms-1 text-xs opacity-70">{i + 1}</kbd>
                      </Button>
                    ))}
                  </>
                ) : (
                  <span className="text-muted-foreground">{t("learning.hint")}</span>
                )}
              </span>
            </>
          )}
        </div>
        {lit.length > 1 && (
          <p className="sr-only" aria-live="polite">
            {lit.map((w) => w.text).join(" · ")}
          </p>
        )}
      </section>
    </>
  );
}
