/**
 * Word lookup by double-click (SPEC §2, §5): ONE listener on a passage container finds the word under
 * the pointer in the DOM text, so passages of any length render as plain text with no per-word
 * components. It raises the `wordSelected` window event that the definition dialog listens to.
 */

export const WORD_SELECTED_EVENT = "wordSelected";

export type WordSelectedDetail = {
  word: string;
  /** The sentence holding the word, the word itself in [brackets]. */
  context: string;
  /** Language id of the passage ('french', 'chinese', ...). */
  language: string;
  /** Where the word was read, when the passage says (data-book, data-chapter, data-verse, data-version). */
  place?: WordPlace;
  /** The whole verse the word was read in, when the passage marks it (read aloud after the word). */
  verseText?: string;
};

/** The verse of a selected word and the word's UTF-16 offsets in that verse's text, as the server stores it. */
export type WordPlace = {
  book: string;
  chapter: number;
  verse: number;
  version: string | null;
  offset: number;
  end: number;
};

declare global {
  interface WindowEventMap {
    wordSelected: CustomEvent<WordSelectedDetail>;
  }
}

// Han, Hiragana, Katakana and Bopomofo are written without spaces between words.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}々〆ー]/u;
const WORD_CHAR = /[\p{L}\p{M}\p{N}'’\-‐]/u;
const EDGE_NOISE = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;
const INNER_NOISE = /[^\p{L}\p{M}\p{N}'’\-‐]/gu;
// French and Italian elisions (l'homme, qu'il, dell'uomo): the word is what follows the apostrophe.
const ELISION = /^(?:\p{L}{1,2}|qu|jusqu|lorsqu|puisqu|quoiqu|dell|dall|nell|sull|coll)['’](?=\p{L}{2})/iu;
const ELIDING_LANGUAGES = new Set(["french", "fr", "italian", "it"]);
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;
const SENTENCE_END = /[.!?;…。！？；؟\n]/u;

export function isCjk(text: string): boolean {
  return CJK.test(text);
}

/** Strips punctuation and symbols; null when nothing word-like is left (blanks, punctuation alone). */
export function cleanWord(raw: string, language = ""): string | null {
  let word = raw.normalize("NFC").replace(EDGE_NOISE, "").replace(INNER_NOISE, "");
  if (ELIDING_LANGUAGES.has(language)) word = word.replace(ELISION, "");
  const trimmed = word.replace(EDGE_NOISE, "");
  return /[\p{L}\p{N}]/u.test(trimmed) ? trimmed : null;
}

/**
 * The bounds of the word touching `offset` in `text`: a run of word characters for spaced scripts, a
 * single character for CJK text. The character after the offset is preferred, then the one before,
 * because a caret from a point may land on either side of the character that was hit.
 */
export function wordBoundsAt(text: string, offset: number): { start: number; end: number } | null {
  const candidates = [offset, offset - 1].filter((i) => i >= 0 && i < text.length);
  for (const index of candidates) {
    const char = text[index] ?? "";
    if (CJK.test(char)) return { start: index, end: index + 1 };
    if (!WORD_CHAR.test(char)) continue;
    let start = index;
    let end = index + 1;
    while (start > 0 && WORD_CHAR.test(text[start - 1] ?? "") && !CJK.test(text[start - 1] ?? "")) start--;
    while (end < text.length && WORD_CHAR.test(text[end] ?? "") && !CJK.test(text[end] ?? "")) end++;
    return { start, end };
  }
  return null;
}

/** The sentence around [start, end) with the word in brackets, whitespace collapsed. */
export function sentenceWithBrackets(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !SENTENCE_END.test(text[from - 1] ?? "")) from--;
  let to = end;
  while (to < text.length && !SENTENCE_END.test(text[to] ?? "")) to++;
  if (to < text.length) to++;
  const sentence = `${text.slice(from, start)}[${text.slice(start, end)}]${text.slice(end, to)}`;
  return sentence.replace(/\s+/g, " ").trim();
}

type CaretPoint = { node: Node; offset: number };

function caretAt(x: number, y: number): CaretPoint | null {
  if (typeof document.caretPositionFromPoint === "function") {
    const position = document.caretPositionFromPoint(x, y);
    return position ? { node: position.offsetNode, offset: position.offset } : null;
  }
  // Older WebKit and Chromium only know the non-standard name.
  if (typeof document.caretRangeFromPoint === "function") {
    const range = document.caretRangeFromPoint(x, y);
    return range ? { node: range.startContainer, offset: range.startOffset } : null;
  }
  return null;
}

function rectContains(node: Text, start: number, end: number, x: number, y: number): boolean {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  return Array.from(range.getClientRects()).some(
    (r) => x >= r.left - 1 && x <= r.right + 1 && y >= r.top - 1 && y <= r.bottom + 1,
  );
}

/** The element whose text is the word's context: the nearest [data-word-context] block, else the container. */
function contextBlock(node: Node, container: HTMLElement): HTMLElement {
  const element = node.parentElement?.closest<HTMLElement>("[data-word-context]");
  return element && container.contains(element) ? element : container;
}

function textOffsetWithin(block: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(block, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

function languageOf(node: Node, container: HTMLElement): string {
  const element = node.parentElement?.closest<HTMLElement>("[data-language]");
  return element?.dataset.language ?? container.dataset.language ?? "";
}

function detailFor(node: Text, start: number, end: number, container: HTMLElement): WordSelectedDetail | null {
  // Verse numbers and labels inside a passage are marked data-no-word: they are not words to look up.
  if (node.parentElement?.closest("[data-no-word]")) return null;
  const language = languageOf(node, container);
  // Brackets go around the word itself, not the spaces or quotes a selection may have taken along.
  while (start < end && !LETTER_OR_DIGIT.test(node.data[start] ?? "")) start++;
  while (end > start && !LETTER_OR_DIGIT.test(node.data[end - 1] ?? "")) end--;
  const word = cleanWord(node.data.slice(start, end), language);
  if (!word) return null;
  const block = contextBlock(node, container);
  const blockText = block.textContent ?? "";
  const blockStart = textOffsetWithin(block, node, start);
  const blockEnd = blockStart + (end - start);
  const context = sentenceWithBrackets(blockText, blockStart, blockEnd);
  if (block === container) return { word, context, language };
  const place = placeOf(block, blockStart, blockEnd);
  return { word, context, language, verseText: blockText, ...(place ? { place } : {}) };
}

const positiveInteger = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The verse a context block holds, from its ancestors' data attributes; null when the passage does not say. */
function placeOf(block: HTMLElement, offset: number, end: number): WordPlace | null {
  const book = block.closest<HTMLElement>("[data-book]")?.dataset.book;
  const chapter = positiveInteger(block.closest<HTMLElement>("[data-chapter]")?.dataset.chapter);
  const verse = positiveInteger(block.closest<HTMLElement>("[data-verse]")?.dataset.verse);
  if (!book || chapter === null || verse === null) return null;
  const version = block.closest<HTMLElement>("[data-version]")?.dataset.version || null;
  return { book, chapter, verse, version, offset, end };
}

/** For CJK text the run Chrome selected on double-click (its dictionary segmentation) when it holds the hit character. */
function selectedCjkRun(container: HTMLElement, node: Text, index: number): { start: number; end: number } | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (range.startContainer !== node || range.endContainer !== node || !container.contains(node)) return null;
  if (index < range.startOffset || index >= range.endOffset) return null;
  const run = node.data.slice(range.startOffset, range.endOffset).trim();
  if (!run || [...run].some((char) => !CJK.test(char))) return null;
  return { start: range.startOffset, end: range.endOffset };
}

/** Finds the word under the pointer of a double-click inside `container`. */
export function wordFromPoint(container: HTMLElement, x: number, y: number): WordSelectedDetail | null {
  const caret = caretAt(x, y);
  if (caret && caret.node instanceof Text && container.contains(caret.node)) {
    const node = caret.node;
    const bounds = wordBoundsAt(node.data, caret.offset);
    if (!bounds) return null;
    if (!rectContains(node, bounds.start, bounds.end, x, y)) return null;
    if (bounds.end - bounds.start === 1 && CJK.test(node.data[bounds.start] ?? "")) {
      const run = selectedCjkRun(container, node, bounds.start);
      if (run) return detailFor(node, run.start, run.end, container);
    }
    return detailFor(node, bounds.start, bounds.end, container);
  }
  return wordFromSelection(container);
}

/** Fallback where no caret-from-point API exists: the selection the browser made on double-click. */
export function wordFromSelection(container: HTMLElement): WordSelectedDetail | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const node = range.startContainer;
  if (!(node instanceof Text) || !container.contains(node)) return null;
  const end = range.endContainer === node ? range.endOffset : node.data.length;
  return detailFor(node, range.startOffset, end, container);
}

export function emitWordSelected(detail: WordSelectedDetail): void {
  window.dispatchEvent(new CustomEvent(WORD_SELECTED_EVENT, { detail }));
}

/** Attaches the one double-click listener of a passage container; returns the detach function. */
export function attachWordSelection(container: HTMLElement): () => void {
  const onDoubleClick = (event: MouseEvent) => {
    const detail = wordFromPoint(container, event.clientX, event.clientY);
    if (detail) emitWordSelected(detail);
  };
  container.addEventListener("dblclick", onDoubleClick);
  return () => container.removeEventListener("dblclick", onDoubleClick);
}
