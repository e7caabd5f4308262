import type { RubyWord, TaggedWord } from "@bible/db";
import { SaxesParser } from "saxes";
import { cleanText, decodeEntities, NOTE_GAP, RubyCollector, StrongsCollector, strongNumbers } from "./markup.ts";
import { scanPlainXml } from "./xml-scan.ts";

export type Attributes = Record<string, string>;

/** Text of an OSIS verse (or of a SWORD entry): notes dropped, titles apart, Strong's tags collected. */
export type OsisVerseText = {
  text: string;
  heading?: string;
  /** A title that follows the verse text: it heads the next verse (a psalm title left at the end of the previous one). */
  nextHeading?: string;
  strongs?: TaggedWord[];
  /** Ruby (`<w gloss="かみ">神</w>`): each kanji word with its reading, in text order. */
  ruby?: RubyWord[];
};

/** Elements whose content is not verse text. */
const SKIPPED = new Set(["note", "rdg", "catchWord", "rf", "figure", "header"]);
/** Elements that separate words even when the source puts no space around them (poetry lines, paragraphs). */
const SEPARATORS = new Set(["l", "lg", "lb", "p", "div", "item", "list", "title", "chapter", "verse", "br"]);
/** The attributes OsisTextCollector reads: title type, word lemma, morphology and ruby reading. */
const COLLECTED_ATTRIBUTES: ReadonlySet<string> = new Set(["type", "lemma", "morph", "gloss"]);
/** A letter of an alphabet written with spaces between words: two tagged words that touch need one between them. */
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u;
/** Titles that are not headings of a passage (book titles, introductions). */
const IGNORED_TITLE_TYPES = new Set(["main", "x-introduction", "runningHead"]);

/**
 * Receives the events of an OSIS fragment, from saxes for well-formed input or from the tolerant tokenizer
 * below. Unbalanced closing tags are ignored, so the same collector serves both.
 */
export class OsisTextCollector {
  private text: string[] = [];
  private headings: string[] = [];
  private trailingHeadings: string[] = [];
  private titleIsTrailing = false;
  private current: string[] = [];
  private skipDepth = 0;
  private titleDepth = 0;
  private ignoredTitleDepth = 0;
  private openWords: { start: number; numbers: string[]; morph?: string; gloss?: string }[] = [];
  private strongs = new StrongsCollector();
  private ruby = new RubyCollector();
  /** Where the text stood when a word element closed: nothing written since means the next word touches it. */
  private wordEnd = -1;
  /** A word element opened right after another one closed (the ASV's `of</w><transChange><w>things`). */
  private touching = false;

  open(name: string, attributes: Attributes, selfClosing: boolean): void {
    // The commonest element first: a word of a tagged text (neither skipped nor a separator).
    if (name === "w" && !selfClosing && this.skipDepth === 0) {
      this.openWord(attributes);
      return;
    }
    if (selfClosing) {
      if (SEPARATORS.has(name)) this.chars(" ");
      return;
    }
    if (this.skipDepth > 0 || SKIPPED.has(name)) {
      if (this.skipDepth === 0) this.current.push(NOTE_GAP);
      this.skipDepth++;
      return;
    }
    if (name === "title") {
      if (this.ignoredTitleDepth > 0 || IGNORED_TITLE_TYPES.has(attributes.type ?? "")) {
        this.ignoredTitleDepth++;
        return;
      }
      this.flushTo(this.text);
      if (this.titleDepth === 0) this.titleIsTrailing = this.text.some((part) => part.trim() !== "");
      this.titleDepth++;
      return;
    }
    if (SEPARATORS.has(name)) this.chars(" ");
  }

  private openWord(attributes: Attributes): void {
    if (this.wordEnd === this.current.length && this.wordEnd > 0) this.touching = true;
    const numbers = attributes.lemma ? strongNumbers(attributes.lemma) : [];
    this.openWords.push({ start: this.current.length, numbers, morph: attributes.morph, gloss: attributes.gloss });
  }

  close(name: string): void {
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    if (name === "title") {
      if (this.ignoredTitleDepth > 0) {
        this.ignoredTitleDepth--;
        return;
      }
      if (this.titleDepth > 0) {
        const target = this.titleIsTrailing ? this.trailingHeadings : this.headings;
        this.flushTo(target);
        target.push(" ");
        this.titleDepth--;
      }
      return;
    }
    if (name === "w") {
      this.wordEnd = this.current.length;
      const word = this.openWords.pop();
      if (word && (word.numbers.length > 0 || word.gloss)) {
        // Mostly one piece of text: taken as it is.
        const text =
          this.current.length === word.start + 1
            ? (this.current[word.start] ?? "")
            : this.current.slice(word.start).join("");
        if (word.numbers.length > 0) this.strongs.add(text, word.numbers, word.morph);
        if (word.gloss && this.titleDepth === 0) this.ruby.add(text, word.gloss);
      }
      return;
    }
    if (SEPARATORS.has(name)) this.chars(" ");
  }

  chars(text: string): void {
    if (this.skipDepth > 0 || this.ignoredTitleDepth > 0) return;
    if (this.touching) {
      // Two words of an alphabet written with spaces, each in its own element and nothing between them: a space.
      this.touching = false;
      const before = this.current.at(-1)?.at(-1) ?? "";
      if (SPACED_LETTER.test(before) && SPACED_LETTER.test(text[0] ?? "")) this.current.push(" ");
    }
    this.current.push(text);
  }

  private flushTo(target: string[]): void {
    if (this.current.length === 0) return;
    target.push(this.current.join(""));
    this.current = [];
    this.wordEnd = -1;
    this.openWords = this.openWords.map((w) => ({ ...w, start: 0 }));
  }

  /** Ends the fragment (an unclosed title keeps what it holds as heading) and returns its parts. */
  finish(): OsisVerseText {
    this.flushTo(this.titleDepth === 0 ? this.text : this.titleIsTrailing ? this.trailingHeadings : this.headings);
    const text = cleanText(this.text.join(""));
    const heading = cleanText(this.headings.join(""));
    const nextHeading = cleanText(this.trailingHeadings.join(""));
    const strongs = this.strongs.take();
    const ruby = this.ruby.take();
    // All fields, undefined when empty: one shape for the readers that look at each.
    const result: OsisVerseText = {
      text,
      heading: heading || undefined,
      nextHeading: nextHeading || undefined,
      strongs,
      ruby,
    };
    this.text = [];
    this.headings = [];
    this.trailingHeadings = [];
    this.titleIsTrailing = false;
    this.current = [];
    this.skipDepth = this.titleDepth = this.ignoredTitleDepth = 0;
    this.openWords = [];
    this.wordEnd = -1;
    this.touching = false;
    return result;
  }
}

/**
 * Parses one OSIS fragment (a SWORD IMP entry): by the plain XML scanner, else (a fragment outside its subset) by
 * saxes. Fragments that are not well-formed (SOURCES.md lists 54 in the KJV, 14 in the WEB, 2 in the UOV) go
 * through a tolerant tokenizer that yields the same events.
 */
export function parseOsisFragment(source: string): OsisVerseText {
  const collector = new OsisTextCollector();
  const fragment = source.includes("&lt;") ? source.replace(ESCAPED_TAG, "<$1>") : source;
  if (scanPlainXml(fragment, collector, COLLECTED_ATTRIBUTES)) return collector.finish();
  collector.finish();
  try {
    const parser = new SaxesParser<{ xmlns: false; fragment: true; position: false }>({
      xmlns: false,
      fragment: true,
      position: false,
    });
    parser.on("opentag", (tag) => collector.open(tag.name, tag.attributes, tag.isSelfClosing));
    parser.on("closetag", (tag) => {
      if (!tag.isSelfClosing) collector.close(tag.name);
    });
    parser.on("text", (text) => collector.chars(text));
    parser.write(fragment).close();
    return collector.finish();
  } catch {
    collector.finish();
    tolerantTokens(fragment, collector);
    return collector.finish();
  }
}

/** Notes and titles a module escaped by mistake (RusSynodal Job 2:9, Ps 143:15): restored as markup. */
const ESCAPED_TAG = /&lt;(\/?(?:note|title)\b[^&]*?)&gt;/g;
const TOKEN = /<(\/?)([A-Za-z_][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!--[\s\S]*?-->|([^<]+)|</g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function tolerantTokens(markup: string, collector: OsisTextCollector): void {
  for (const match of markup.matchAll(TOKEN)) {
    const [, closing, name, attributeText, selfClosing, text] = match;
    if (text !== undefined) {
      collector.chars(decodeEntities(text));
    } else if (name) {
      if (closing) collector.close(name);
      else collector.open(name, parseAttributes(attributeText ?? ""), selfClosing === "/");
    }
  }
}

export function parseAttributes(text: string): Attributes {
  const attributes: Attributes = {};
  for (const [, name, double, single] of text.matchAll(ATTRIBUTE)) {
    if (name === undefined) continue;
    attributes[name] = decodeEntities(double ?? single ?? "");
  }
  return attributes;
}
