/**
 * Word lookup (SPEC §2, §5): ONE set of listeners on a passage container finds the word under the pointer in
 * the DOM text, so passages of any length render as plain text with no per-word components. A double-click
 * (mouse), a tap (touch screen) or Enter on the keyboard's word cursor raises the `wordSelected` window event that
 * the definition dialog listens to.
 *
 * The words: a verse whose context block carries `data-words` (Chinese, Japanese, Korean: the chapter API sends
 * the words as the server's aligner reads them) is cut there, so the word selected is the word the server looks
 * up; the browser's own segmentation is not used (Chrome's dictionary takes 神愛世人 for one word). Other text is
 * cut between spaces and punctuation like the aligner does.
 */
import { decodeWordSpans, spanAt, type WordSpan } from "@bible/align/bounds";

export const WORD_SELECTED_EVENT = "wordSelected";
/**
 * Raised on the passage when the keyboard's word cursor lands on a word (detail: the verse's text node and the
 * word's offsets), so the reader's learning view can mark the word the keyboard is on.
 */
export const WORD_CURSOR_EVENT = "wordcursor";
export type WordCursorDetail = { node: Text; start: number; end: number };

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

export function caretAt(x: number, y: number): CaretPoint | null {
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

export function rectContains(node: Text, start: number, end: number, x: number, y: number): boolean {
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

/** The words of a text the server sent no words for: runs of letters, or one CJK character (as `wordBoundsAt`). */
export function localWordSpans(text: string, language = ""): WordSpan[] {
  const spans: WordSpan[] = [];
  let index = 0;
  while (index < text.length) {
    const bounds = wordBoundsAt(text, index);
    if (bounds && bounds.start === index) {
      if (cleanWord(text.slice(bounds.start, bounds.end), language)) spans.push(bounds);
      index = bounds.end;
    } else index++;
  }
  return spans;
}

const spansCache = new WeakMap<HTMLElement, { encoded: string; text: string; spans: WordSpan[] }>();

/** The words of a context block's text: the server's (data-words) when it sent them, else the client's rule. */
function blockSpans(block: HTMLElement, language: string): WordSpan[] {
  const encoded = block.dataset.words ?? "";
  const text = block.textContent ?? "";
  const cached = spansCache.get(block);
  if (cached && cached.encoded === encoded && cached.text === text) return cached.spans;
  const spans = encoded ? decodeWordSpans(encoded).filter((s) => s.end <= text.length) : localWordSpans(text, language);
  spansCache.set(block, { encoded, text, spans });
  return spans;
}

/** The block's single text node (a verse's text is rendered as one), or null. */
function onlyText(block: HTMLElement): Text | null {
  const node = block.firstChild;
  return node instanceof Text && node === block.lastChild ? node : null;
}

/** Finds the word under the pointer of a double-click or a tap inside `container`. */
export function wordFromPoint(container: HTMLElement, x: number, y: number): WordSelectedDetail | null {
  const caret = caretAt(x, y);
  if (caret && caret.node instanceof Text && container.contains(caret.node)) {
    const node = caret.node;
    const block = node.parentElement?.closest<HTMLElement>("[data-word-context]");
    // The caret from a point falls on the nearer edge of the character hit: the word after it, else the one before,
    // whichever the point is in.
    const candidates = [caret.offset, caret.offset - 1];
    // The server's words: the click is mapped to the word it reads there.
    if (block?.dataset.words && container.contains(block) && onlyText(block) === node) {
      const spans = blockSpans(block, languageOf(node, container));
      const hits = candidates.map((offset) => spans.find((s) => offset >= s.start && offset < s.end));
      if (hits.some(Boolean)) {
        const span = hits.find((s) => s && rectContains(node, s.start, s.end, x, y));
        return span ? detailFor(node, span.start, span.end, container) : null;
      }
    }
    for (const offset of candidates) {
      const bounds = offset >= 0 ? wordBoundsAt(node.data, offset) : null;
      if (bounds && rectContains(node, bounds.start, bounds.end, x, y)) {
        return detailFor(node, bounds.start, bounds.end, container);
      }
    }
    return null;
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
  const block = node.parentElement?.closest<HTMLElement>("[data-word-context]");
  if (block?.dataset.words && onlyText(block) === node) {
    const span = spanAt(blockSpans(block, languageOf(node, container)), range.startOffset);
    return span ? detailFor(node, span.start, span.end, container) : null;
  }
  const end = range.endContainer === node ? range.endOffset : node.data.length;
  return detailFor(node, range.startOffset, end, container);
}

export function emitWordSelected(detail: WordSelectedDetail): void {
  window.dispatchEvent(new CustomEvent(WORD_SELECTED_EVENT, { detail }));
}

/** What the keyboard and screen readers are told (texts in the interface language, given by the caller). */
export type WordSelectionTexts = {
  /** The passage's description: how to move from word to word and open the definition. */
  keyboardHint?: string;
  /** What a screen reader says when the word cursor lands on a word. */
  announce?: (word: string, place: { verse: number | null }) => string;
};

/** The word cursor: a verse's context block and the index of one of its words. */
type Cursor = { block: HTMLElement; index: number };

const HIGHLIGHT = "word-cursor";

/** The context blocks of a passage that have words, in reading order (row by row in the columns). */
function blocksOf(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>("[data-word-context]")).filter((block) => onlyText(block));
}

function spansIn(block: HTMLElement, container: HTMLElement): WordSpan[] {
  return blockSpans(
    block,
    block.closest<HTMLElement>("[data-language]")?.dataset.language ?? container.dataset.language ?? "",
  );
}

function cursorRange(cursor: Cursor, container: HTMLElement): { node: Text; span: WordSpan } | null {
  const node = onlyText(cursor.block);
  const span = spansIn(cursor.block, container)[cursor.index];
  return node && span ? { node, span } : null;
}

/** One polite live region for the whole page, created when first needed. */
function announcer(): HTMLElement {
  let region = document.getElementById("word-cursor-announcer");
  if (!region) {
    region = document.createElement("div");
    region.id = "word-cursor-announcer";
    region.className = "sr-only";
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    document.body.append(region);
  }
  return region;
}

function showWord(node: Text, span: WordSpan, how: "highlight" | "selection"): void {
  const range = document.createRange();
  range.setStart(node, span.start);
  range.setEnd(node, span.end);
  if (how === "highlight" && typeof CSS !== "undefined" && "highlights" in CSS && typeof Highlight === "function") {
    CSS.highlights.set(HIGHLIGHT, new Highlight(range));
    return;
  }
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function hideCursor(): void {
  if (typeof CSS !== "undefined" && "highlights" in CSS) CSS.highlights.delete(HIGHLIGHT);
}

const isRtl = (block: HTMLElement) => block.closest<HTMLElement>("[dir]")?.getAttribute("dir") === "rtl";

/**
 * Attaches the passage's listeners: double-click (mouse), tap (touch screen), and the keyboard's word cursor (the
 * passage is one tab stop; the arrows move a highlight from word to word, Enter opens the definition). Returns the
 * detach function.
 */
export function attachWordSelection(container: HTMLElement, texts: WordSelectionTexts = {}): () => void {
  let cursor: Cursor | null = null;
  let pointerType = "";

  const place = (block: HTMLElement) => positiveInteger(block.closest<HTMLElement>("[data-verse]")?.dataset.verse);

  /** Puts the cursor on a word, highlights it and says it. */
  const moveTo = (next: Cursor, scroll: boolean) => {
    const hit = cursorRange(next, container);
    if (!hit) return;
    cursor = next;
    // A word selected by a double-click before is not the cursor's: one highlight only.
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && container.contains(selection.getRangeAt(0).startContainer)) {
      selection.removeAllRanges();
    }
    showWord(hit.node, hit.span, "highlight");
    container.dispatchEvent(
      new CustomEvent<WordCursorDetail>(WORD_CURSOR_EVENT, {
        bubbles: true,
        detail: { node: hit.node, start: hit.span.start, end: hit.span.end },
      }),
    );
    if (scroll) next.block.scrollIntoView({ block: "nearest", inline: "nearest" });
    const word = cleanWord(hit.node.data.slice(hit.span.start, hit.span.end), languageOf(hit.node, container));
    if (word && texts.announce) announcer().textContent = texts.announce(word, { verse: place(next.block) });
  };

  /** Remembers where a pointer selected, so the keyboard goes on from there. */
  const follow = (node: Text, offset: number): Cursor | null => {
    const block = node.parentElement?.closest<HTMLElement>("[data-word-context]");
    if (!block || onlyText(block) !== node) return null;
    const spans = spansIn(block, container);
    const span = spanAt(spans, offset);
    const index = span ? spans.indexOf(span) : -1;
    if (index >= 0) cursor = { block, index };
    return index >= 0 ? { block, index } : null;
  };

  const pick = (x: number, y: number, how: "highlight" | "selection") => {
    const caret = caretAt(x, y);
    const detail = wordFromPoint(container, x, y);
    if (!detail) return;
    if (caret?.node instanceof Text) {
      const picked = follow(caret.node, detail.place?.offset ?? caret.offset);
      const hit = picked ? cursorRange(picked, container) : null;
      // The word looked up is the one shown: not the run the browser's own double-click selected.
      if (hit) showWord(hit.node, hit.span, how);
    }
    emitWordSelected(detail);
  };

  const onDoubleClick = (event: MouseEvent) => pick(event.clientX, event.clientY, "selection");
  const onPointerDown = (event: PointerEvent) => {
    pointerType = event.pointerType;
  };
  // A touch screen has no double-click: a tap on a word opens it (a tap that scrolls is no click).
  const onClick = (event: MouseEvent) => {
    if (pointerType !== "touch") return;
    pick(event.clientX, event.clientY, "highlight");
  };

  const onFocus = (event: FocusEvent) => {
    // A click focuses the passage too: the cursor shows for the keyboard only.
    if (event.target !== container || !container.matches(":focus-visible")) return;
    const blocks = blocksOf(container);
    // Back from the dialog (or another tab stop): the cursor is where it was.
    const last = cursor;
    if (last?.block.isConnected && container.contains(last.block)) {
      moveTo(last, true);
      return;
    }
    const visible =
      blocks.find((block) => {
        const rect = block.getBoundingClientRect();
        return rect.bottom > 0 && rect.top < window.innerHeight;
      }) ?? blocks[0];
    if (visible) moveTo({ block: visible, index: 0 }, false);
  };
  const onBlur = (event: FocusEvent) => {
    if (event.target === container) hideCursor();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== container || event.altKey || event.ctrlKey || event.metaKey) return;
    const blocks = blocksOf(container);
    const current = cursor && blocks.includes(cursor.block) ? cursor : null;
    if (!current) {
      if (blocks[0] && ["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"].includes(event.key)) {
        event.preventDefault();
        moveTo({ block: blocks[0], index: 0 }, true);
      }
      return;
    }
    const count = spansIn(current.block, container).length;
    const position = blocks.indexOf(current.block);
    const language = languageOf(current.block, container);
    const sameLanguage = (step: 1 | -1) => {
      for (let i = position + step; i >= 0 && i < blocks.length; i += step) {
        const block = blocks[i];
        if (block && languageOf(block, container) === language && spansIn(block, container).length > 0) return block;
      }
      return null;
    };
    const word = (step: 1 | -1): Cursor | null => {
      const index = current.index + step;
      if (index >= 0 && index < count) return { block: current.block, index };
      // Past a verse's last word: the next block in reading order (the next column, then the next verse).
      for (let i = position + step; i >= 0 && i < blocks.length; i += step) {
        const block = blocks[i];
        const words = block ? spansIn(block, container).length : 0;
        if (block && words > 0) return { block, index: step === 1 ? 0 : words - 1 };
      }
      return null;
    };
    let next: Cursor | null = null;
    const forward = isRtl(current.block) ? "ArrowLeft" : "ArrowRight";
    const backward = isRtl(current.block) ? "ArrowRight" : "ArrowLeft";
    switch (event.key) {
      case forward:
        next = word(1);
        break;
      case backward:
        next = word(-1);
        break;
      case "ArrowDown": {
        const block = sameLanguage(1);
        next = block ? { block, index: 0 } : null;
        break;
      }
      case "ArrowUp": {
        const block = sameLanguage(-1);
        next = block ? { block, index: 0 } : null;
        break;
      }
      case "Home":
        next = { block: current.block, index: 0 };
        break;
      case "End":
        next = { block: current.block, index: Math.max(0, count - 1) };
        break;
      case "Enter":
      case " ": {
        event.preventDefault();
        const hit = cursorRange(current, container);
        const detail = hit ? detailFor(hit.node, hit.span.start, hit.span.end, container) : null;
        if (detail) emitWordSelected(detail);
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    if (next) moveTo(next, true);
  };

  if (!container.hasAttribute("tabindex")) container.tabIndex = 0;
  // In the page before anything is said: a live region added at the moment it speaks is often not heard.
  if (texts.announce) announcer();
  if (texts.keyboardHint) container.setAttribute("aria-description", texts.keyboardHint);
  container.dataset.wordKeys = "";
  container.addEventListener("dblclick", onDoubleClick);
  container.addEventListener("pointerdown", onPointerDown);
  container.addEventListener("click", onClick);
  container.addEventListener("focus", onFocus);
  container.addEventListener("blur", onBlur);
  container.addEventListener("keydown", onKeyDown);
  return () => {
    container.removeEventListener("dblclick", onDoubleClick);
    container.removeEventListener("pointerdown", onPointerDown);
    container.removeEventListener("click", onClick);
    container.removeEventListener("focus", onFocus);
    container.removeEventListener("blur", onBlur);
    container.removeEventListener("keydown", onKeyDown);
  };
}
