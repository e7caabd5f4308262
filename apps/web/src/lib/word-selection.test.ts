import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  attachWordSelection,
  cleanWord,
  isCjk,
  localWordSpans,
  sentenceWithBrackets,
  WORD_SELECTED_EVENT,
  type WordSelectedDetail,
  wordBoundsAt,
} from "@/lib/word-selection";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

function selectAndDoubleClick(container: HTMLElement, textNode: Text, start: number, end: number) {
  const range = document.createRange();
  range.setStart(textNode, start);
  range.setEnd(textNode, end);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  container.dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
}

describe("cleanWord", () => {
  it("strips punctuation around a word", () => {
    expect(cleanWord("«Dieu»,")).toBe("Dieu");
    expect(cleanWord("(light).")).toBe("light");
    expect(cleanWord("¿Dios?")).toBe("Dios");
    expect(cleanWord("«Бог»,")).toBe("Бог");
    expect(cleanWord("الله،")).toBe("الله");
  });

  it("ignores blanks and punctuation alone", () => {
    expect(cleanWord("   ")).toBeNull();
    expect(cleanWord("—")).toBeNull();
    expect(cleanWord("...")).toBeNull();
    expect(cleanWord("")).toBeNull();
  });

  it("keeps apostrophes and hyphens inside a word", () => {
    expect(cleanWord("Lord's")).toBe("Lord's");
    expect(cleanWord("peut-être,")).toBe("peut-être");
  });

  it("drops French and Italian elisions", () => {
    expect(cleanWord("l'homme", "french")).toBe("homme");
    expect(cleanWord("qu'il", "french")).toBe("il");
    expect(cleanWord("dell'uomo", "italian")).toBe("uomo");
    expect(cleanWord("we're", "english")).toBe("we're");
  });
});

describe("wordBoundsAt", () => {
  const text = "Au commencement, Dieu créa les cieux.";

  it("finds the word under an offset inside it", () => {
    const bounds = wordBoundsAt(text, 5);
    expect(bounds && text.slice(bounds.start, bounds.end)).toBe("commencement");
  });

  it("finds the word that ends at the offset", () => {
    const bounds = wordBoundsAt(text, 21);
    expect(bounds && text.slice(bounds.start, bounds.end)).toBe("Dieu");
  });

  it("finds nothing on blanks between punctuation", () => {
    expect(wordBoundsAt("a , b", 2)).toBeNull();
  });

  it("takes a single character in CJK text", () => {
    const chinese = "起初，神創造天地。";
    const bounds = wordBoundsAt(chinese, 3);
    expect(bounds && chinese.slice(bounds.start, bounds.end)).toBe("神");
    expect(isCjk("神")).toBe(true);
    expect(isCjk("God")).toBe(false);
  });
});

describe("sentenceWithBrackets", () => {
  it("brackets the word inside its own sentence only", () => {
    const text = "Au commencement, Dieu créa les cieux et la terre. La terre était informe et vide.";
    const start = text.indexOf("Dieu");
    expect(sentenceWithBrackets(text, start, start + 4)).toBe("Au commencement, [Dieu] créa les cieux et la terre.");
    const second = text.lastIndexOf("terre");
    expect(sentenceWithBrackets(text, second, second + 5)).toBe("La [terre] était informe et vide.");
  });

  it("splits CJK sentences on full-width punctuation", () => {
    const text = "起初，神創造天地。地是空虛混沌。";
    expect(sentenceWithBrackets(text, 3, 4)).toBe("起初，[神]創造天地。");
  });
});

describe("attachWordSelection", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("raises one wordSelected event with the word, its bracketed sentence and the language", () => {
    document.body.innerHTML = `<div data-language="french"><p><span data-no-word>1</span> <span data-word-context>Au commencement, Dieu créa les cieux et la terre. La terre était informe.</span></p></div>`;
    const container = defined(document.querySelector<HTMLElement>("[data-language]"));
    const verse = defined(document.querySelector("[data-word-context]")).firstChild as Text;
    const events: WordSelectedDetail[] = [];
    const listener = (event: CustomEvent<WordSelectedDetail>) => events.push(event.detail);
    window.addEventListener(WORD_SELECTED_EVENT, listener);
    const detach = attachWordSelection(container);

    const start = verse.data.indexOf("Dieu");
    selectAndDoubleClick(container, verse, start, start + 5);
    detach();
    selectAndDoubleClick(container, verse, start, start + 4);
    window.removeEventListener(WORD_SELECTED_EVENT, listener);

    expect(events).toEqual([
      {
        word: "Dieu",
        context: "Au commencement, [Dieu] créa les cieux et la terre.",
        language: "french",
        verseText: "Au commencement, Dieu créa les cieux et la terre. La terre était informe.",
      },
    ]);
  });

  it("says which verse and version the word was read in, and where in the verse's text", () => {
    const verseText = "And now abideth faith, hope, charity, these three; but the greatest of these is charity.";
    document.body.innerHTML = `<div data-book="1Cor" data-chapter="13"><table><tr data-verse="13"><td data-language="english" data-version="KJV"><span data-word-context>${verseText}</span></td></tr></table></div>`;
    const container = defined(document.querySelector<HTMLElement>("table"));
    const verse = defined(document.querySelector("[data-word-context]")).firstChild as Text;
    const events: WordSelectedDetail[] = [];
    const listener = (event: CustomEvent<WordSelectedDetail>) => events.push(event.detail);
    window.addEventListener(WORD_SELECTED_EVENT, listener);
    const detach = attachWordSelection(container);
    const second = verseText.lastIndexOf("charity");
    selectAndDoubleClick(container, verse, second, second + 8);
    detach();
    window.removeEventListener(WORD_SELECTED_EVENT, listener);
    expect(events).toEqual([
      {
        word: "charity",
        context: "but the greatest of these is [charity].",
        language: "english",
        verseText,
        place: { book: "1Cor", chapter: 13, verse: 13, version: "KJV", offset: second, end: second + 7 },
      },
    ]);
  });

  it("ignores verse numbers and blanks", () => {
    document.body.innerHTML = `<div data-language="english"><span data-no-word>12</span><span data-word-context>Jesus wept .</span></div>`;
    const container = defined(document.querySelector<HTMLElement>("[data-language]"));
    const number = defined(document.querySelector("[data-no-word]")).firstChild as Text;
    const verse = defined(document.querySelector("[data-word-context]")).firstChild as Text;
    const events: WordSelectedDetail[] = [];
    const listener = (event: CustomEvent<WordSelectedDetail>) => events.push(event.detail);
    window.addEventListener(WORD_SELECTED_EVENT, listener);
    const detach = attachWordSelection(container);
    selectAndDoubleClick(container, number, 0, 2);
    selectAndDoubleClick(container, verse, 10, 12);
    detach();
    window.removeEventListener(WORD_SELECTED_EVENT, listener);
    expect(events).toEqual([]);
  });
});

describe("localWordSpans", () => {
  it("cuts spaced text between spaces and punctuation, elisions and hyphens kept in the word", () => {
    const text = "Au commencement, Dieu créa l'homme — peut-être.";
    expect(localWordSpans(text, "french").map((s) => text.slice(s.start, s.end))).toEqual([
      "Au",
      "commencement",
      "Dieu",
      "créa",
      "l'homme",
      "peut-être",
    ]);
  });

  it("takes each character of CJK text the server sent no words for", () => {
    expect(localWordSpans("神愛世人，", "chinese")).toHaveLength(4);
  });
});

describe("the server's words (Chinese, Japanese, Korean)", () => {
  // jsdom lays nothing out: scrolling the cursor's verse into view does nothing here.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  // John 3:16 in the CUV and its words as the chapter API sends them: 神|愛|世人|甚至…
  const john316 = "「神愛世人，甚至將他的獨生子賜給他們";
  const words = "1101020102";

  function setUp() {
    document.body.innerHTML = `<div data-book="John" data-chapter="3"><ol data-language="chinese" data-version="CUV"><li data-verse="16"><span data-no-word>16</span><span data-word-context data-words="${words}">${john316}</span></li><li data-verse="17"><span data-word-context data-words="0101010102">神差他的兒子</span></li></ol></div>`;
    const container = defined(document.querySelector<HTMLElement>("ol"));
    const events: WordSelectedDetail[] = [];
    const listener = (event: CustomEvent<WordSelectedDetail>) => events.push(event.detail);
    window.addEventListener(WORD_SELECTED_EVENT, listener);
    const detach = attachWordSelection(container, {
      keyboardHint: "arrows",
      announce: (word, { verse }) => `${word}, verset ${verse}`,
    });
    return {
      container,
      events,
      done: () => {
        detach();
        window.removeEventListener(WORD_SELECTED_EVENT, listener);
      },
    };
  }

  it("maps a double-click on 世 to the word 世人, not the clause the browser selected", () => {
    const { container, events, done } = setUp();
    const verse = defined(document.querySelector("[data-word-context]")).firstChild as Text;
    // Chrome's own double-click selects the dictionary run 神愛世人; the click was on 世.
    selectAndDoubleClick(container, verse, 3, 4);
    done();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      word: "世人",
      language: "chinese",
      context: "「神愛[世人]，甚至將他的獨生子賜給他們",
      place: { book: "John", chapter: 3, verse: 16, version: "CUV", offset: 3, end: 5 },
    });
  });

  it("lets the keyboard move from word to word and verse to verse, says each word, and opens the chosen one", () => {
    const { container, events, done } = setUp();
    container.focus();
    const live = () => document.getElementById("word-cursor-announcer")?.textContent;
    expect(container.tabIndex).toBe(0);
    expect(container.getAttribute("aria-description")).toBe("arrows");
    expect(live()).toBe("神, verset 16");
    const key = (k: string) => container.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
    key("ArrowRight");
    key("ArrowRight");
    expect(live()).toBe("世人, verset 16");
    key("Enter");
    expect(events.map((e) => [e.word, e.place?.verse, e.place?.offset])).toEqual([["世人", 16, 3]]);
    key("ArrowDown");
    expect(live()).toBe("神, verset 17");
    key("End");
    key(" ");
    key("ArrowUp");
    key("ArrowLeft");
    expect(live()).toBe("神, verset 16");
    done();
    expect(events.map((e) => e.word)).toEqual(["世人", "兒子"]);
  });

  it("moves forward with the left arrow in right-to-left text", () => {
    document.body.innerHTML = `<div data-language="arabic" dir="rtl"><p data-verse="1"><span data-word-context>في البدء خلق الله</span></p></div>`;
    const container = defined(document.querySelector<HTMLElement>("[data-language]"));
    const said: string[] = [];
    const detach = attachWordSelection(container, {
      announce: (word) => {
        said.push(word);
        return word;
      },
    });
    // The first arrow puts the cursor on the first word; then the left arrow goes on in reading order.
    for (const key of ["ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowRight"]) {
      container.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    }
    detach();
    expect(said).toEqual(["في", "البدء", "خلق", "البدء"]);
  });
});
