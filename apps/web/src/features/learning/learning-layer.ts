/**
 * The learning view on the page: the reader's word states and the words aligned to one original drawn over the
 * verses' text with the CSS Custom Highlight API, so the text stays one text node per verse (no per-word elements,
 * the columns paint as before and the states are laid over them once they arrive).
 */
import { caretAt, rectContains } from "@/lib/word-selection";
import { type ChapterWords, WORD_STRIDE, type WordStateMap } from "./coverage";

/** One column of the page as the learning view reads it. */
export type LayerColumn = {
  language: string;
  version: string;
  words: ChapterWords | undefined;
  /** The reader's states when the column's language is one they learn; null: the column is not coloured. */
  states: WordStateMap | null;
};

/** A word of the page: where it is and what it is. */
export type PageWord = {
  language: string;
  version: string;
  verse: number;
  start: number;
  end: number;
  text: string;
  lemma: string;
  /** The Strong's number its verse's alignment links it to. */
  original: string | null;
};

export const HIGHLIGHTS = { new: "learn-new", learning: "learn-learning", aligned: "learn-aligned" } as const;

export function highlightsSupported(): boolean {
  return typeof CSS !== "undefined" && "highlights" in CSS && typeof Highlight === "function";
}

/** The verses' text nodes of the page, language → verse → node. */
function verseTexts(root: HTMLElement): Map<string, Map<number, Text>> {
  const out = new Map<string, Map<number, Text>>();
  for (const block of root.querySelectorAll<HTMLElement>("[data-word-context]")) {
    const node = block.firstChild;
    if (!(node instanceof Text) || block.childNodes.length !== 1) continue;
    const language = block.closest<HTMLElement>("[data-language]")?.dataset.language;
    const verse = Number(block.closest<HTMLElement>("[data-verse]")?.dataset.verse);
    if (!language || !Number.isInteger(verse)) continue;
    let verses = out.get(language);
    if (!verses) {
      verses = new Map();
      out.set(language, verses);
    }
    verses.set(verse, node);
  }
  return out;
}

function rangeOf(node: Text, start: number, end: number): StaticRange | null {
  if (end > node.length || start >= end) return null;
  return new StaticRange({ startContainer: node, startOffset: start, endContainer: node, endOffset: end });
}

/** Colours the new and learning words of the columns whose language the reader learns; counts what it drew. */
export function paintStates(root: HTMLElement, columns: readonly LayerColumn[]): { new: number; learning: number } {
  if (!highlightsSupported()) return { new: 0, learning: 0 };
  const fresh: StaticRange[] = [];
  const learning: StaticRange[] = [];
  const texts = verseTexts(root);
  for (const column of columns) {
    const { words, states } = column;
    const nodes = texts.get(column.language);
    if (!words || !states || !nodes) continue;
    const stateOf = words.lemmas.map((lemma) => states.get(lemma));
    for (const verse of words.verses) {
      const node = nodes.get(verse.verse);
      if (!node) continue;
      const list = verse.words;
      for (let i = 0; i < list.length; i += WORD_STRIDE) {
        const state = stateOf[list[i + 2] ?? -1];
        if (state === "known" || state === "ignored") continue;
        const range = rangeOf(node, list[i] ?? 0, list[i + 1] ?? 0);
        if (range) (state === "learning" ? learning : fresh).push(range);
      }
    }
  }
  CSS.highlights.set(HIGHLIGHTS.new, new Highlight(...fresh));
  CSS.highlights.set(HIGHLIGHTS.learning, new Highlight(...learning));
  return { new: fresh.length, learning: learning.length };
}

export function clearStates(): void {
  if (!highlightsSupported()) return;
  CSS.highlights.delete(HIGHLIGHTS.new);
  CSS.highlights.delete(HIGHLIGHTS.learning);
}

/** The page word at a text node's offset, when its column's words are known. */
export function wordAt(node: Text, offset: number, columns: readonly LayerColumn[]): PageWord | null {
  const block = node.parentElement?.closest<HTMLElement>("[data-word-context]");
  if (!block || block.firstChild !== node) return null;
  const language = block.closest<HTMLElement>("[data-language]")?.dataset.language;
  const verse = Number(block.closest<HTMLElement>("[data-verse]")?.dataset.verse);
  const column = columns.find((c) => c.language === language);
  const list = column?.words?.verses.find((v) => v.verse === verse)?.words;
  if (!column?.words || !list) return null;
  for (let i = 0; i < list.length; i += WORD_STRIDE) {
    const start = list[i] ?? 0;
    const end = list[i + 1] ?? 0;
    if (offset < start || offset >= end) continue;
    const original = list[i + 3] ?? 0;
    return {
      language: column.language,
      version: column.version,
      verse,
      start,
      end,
      text: node.data.slice(start, end),
      lemma: column.words.lemmas[list[i + 2] ?? -1] ?? node.data.slice(start, end),
      original: original > 0 ? (column.words.originals[original - 1] ?? null) : null,
    };
  }
  return null;
}

/** The page word under the pointer (its letters, not the blank beside it), or null. */
export function wordAtPoint(x: number, y: number, columns: readonly LayerColumn[]): PageWord | null {
  const caret = caretAt(x, y);
  if (!(caret?.node instanceof Text)) return null;
  const node = caret.node;
  // The caret falls between two letters: the word is the one on either side that the pointer is over.
  for (const offset of [caret.offset, caret.offset - 1]) {
    if (offset < 0) continue;
    const word = wordAt(node, offset, columns);
    if (word && rectContains(node, word.start, word.end, x, y)) return word;
  }
  return null;
}

/**
 * Lights a word and, in every column of its verse, the words aligned to the same original ('monde', 'мир',
 * 'world' for κόσμος); answers the words lit.
 */
export function lightAligned(root: HTMLElement, word: PageWord, columns: readonly LayerColumn[]): PageWord[] {
  if (!highlightsSupported()) return [];
  const texts = verseTexts(root);
  const ranges: StaticRange[] = [];
  const lit: PageWord[] = [];
  const add = (column: LayerColumn, node: Text, start: number, end: number, lemma: string) => {
    const range = rangeOf(node, start, end);
    if (!range) return;
    ranges.push(range);
    lit.push({
      ...word,
      language: column.language,
      version: column.version,
      start,
      end,
      lemma,
      text: node.data.slice(start, end),
    });
  };
  for (const column of columns) {
    const node = texts.get(column.language)?.get(word.verse);
    const list = column.words?.verses.find((v) => v.verse === word.verse)?.words;
    if (!node || !list || !column.words) continue;
    for (let i = 0; i < list.length; i += WORD_STRIDE) {
      const start = list[i] ?? 0;
      const end = list[i + 1] ?? 0;
      const self = column.language === word.language && start === word.start;
      const original = list[i + 3] ?? 0;
      const same = word.original !== null && original > 0 && column.words.originals[original - 1] === word.original;
      if (self || same) add(column, node, start, end, column.words.lemmas[list[i + 2] ?? -1] ?? "");
    }
  }
  const highlight = new Highlight(...ranges);
  highlight.priority = 1;
  CSS.highlights.set(HIGHLIGHTS.aligned, highlight);
  return lit;
}

export function clearAligned(): void {
  if (highlightsSupported()) CSS.highlights.delete(HIGHLIGHTS.aligned);
}
