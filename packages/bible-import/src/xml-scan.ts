// The repository's XML scanner, beside saxes (xml.ts, whole Bible files read as a stream): it gives the events
// saxes gives, opening and closing tags with their attributes and the text between them, in a few string
// operations per tag where saxes checks every character through a state machine. Two modes, one scanner:
// - fragments (scanPlainXml): text and elements side by side without a root, the OSIS fragments of the SWORD
//   exports and tagged JSON texts, in the plain subset they are written in. At the first thing outside it, and at
//   every fault saxes would report, it declines (returns false) and saxes decides;
// - whole documents (scanXmlDocument): the lexicon's XML files (checksum-verified, known), with their declaration,
//   document type, comments, processing instructions and CDATA sections (skipped) and carriage returns (read as
//   XML reads them); what is not well-formed enough to be read stops it with the line and column.
import type { Attributes } from "./osis-text.ts";

/**
 * What a scan reports, in document order: the events saxes gives (a self-closing tag is one `open`), each with the
 * names of the open elements (the element an `open` or `close` is about included; a self-closing one too).
 */
export type ScanHandlers = {
  open(name: string, attributes: Attributes, selfClosing: boolean, stack: readonly string[]): void;
  close(name: string, stack: readonly string[]): void;
  chars(text: string, stack: readonly string[]): void;
};

/** A document's handlers: without `chars`, text is not read (nor its entities checked), only its place. */
export type DocumentHandlers = Omit<ScanHandlers, "chars"> & Partial<Pick<ScanHandlers, "chars">>;

const TAB = 0x09;
const NL = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const BANG = 0x21;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const SLASH = 0x2f;
const EQUAL = 0x3d;
const GREATER = 0x3e;
const QUESTION = 0x3f;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** A fault of the document at an offset: a fragment's scan declines, a document's stops with the line and column. */
class XmlFault extends Error {
  readonly at: number;

  constructor(at: number, message: string) {
    super(message);
    this.at = at;
  }
}

const fault = (at: number, message: string): never => {
  throw new XmlFault(at, message);
};

const isSpace = (c: number) => c === SPACE || c === NL || c === TAB || c === CR;
/** The end of a tag's or an attribute's name. */
const endsName = (c: number) => isSpace(c) || c === GREATER || c === SLASH || c === EQUAL || Number.isNaN(c);
const isNameStart = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a;
const isNameChar = (c: number) => isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e;

/**
 * The end of the name starting at `from`. A fragment's names are ASCII (saxes decides on any other); a document's
 * run to white space, `>`, `/` or `=`.
 */
function nameEnd(xml: string, from: number, document: boolean): number {
  let at = from;
  let c = xml.charCodeAt(at);
  if (isNameStart(c)) {
    do c = xml.charCodeAt(++at);
    while (isNameChar(c));
  }
  if (!endsName(c)) {
    if (!document) fault(from, "a name outside the plain subset");
    while (!endsName(xml.charCodeAt(at))) at++;
  }
  return at;
}

/**
 * The names met last, by length and first character: a document repeats a few dozen tag and attribute names,
 * and the string met before (whose hash V8 has, and whose property key it holds) costs less than a new slice.
 */
const recentNames: (string | undefined)[] = new Array(32 * 128);

function nameOf(xml: string, from: number, to: number): string {
  const length = to - from;
  const first = xml.charCodeAt(from);
  if (length >= 32 || first >= 128) return xml.slice(from, to);
  const slot = length * 128 + first;
  const known = recentNames[slot];
  if (known !== undefined) {
    // Compared by hand: startsWith with a position is a slow call here.
    let same = 1;
    while (same < length && known.charCodeAt(same) === xml.charCodeAt(from + same)) same++;
    if (same === length) return known;
  }
  const name = xml.slice(from, to);
  recentNames[slot] = name;
  return name;
}

/**
 * What saxes refuses anywhere (characters XML forbids, lone surrogates; and `]]>` in text, also refused here in
 * attribute values, where saxes takes it), or changes (a carriage return, read as a newline): a fragment holding
 * one is left to saxes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids
const FORBIDDEN = /[\0-\x08\x0b-\x1f\ud800-\udfff\ufffe\uffff]/u;
/** The same without the unicode flag, 5 times faster: any surrogate, also paired, sends the text to FORBIDDEN. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids
const SUSPECT = /[\0-\x08\x0b-\x1f\ud800-\udfff\ufffe\uffff]/;

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The entity `&name;` read at `at`. A character reference in a fragment is one XML 1.0 allows (the Char
 * production, as saxes checks it); in a document any code point from 1 up.
 */
function entity(at: number, name: string, document: boolean): string {
  if (Object.hasOwn(NAMED, name)) return NAMED[name] as string;
  const hex = /^#x([0-9a-fA-F]+)$/.exec(name);
  const decimal = /^#([0-9]+)$/.exec(name);
  const code = hex ? Number.parseInt(hex[1] ?? "", 16) : decimal ? Number(decimal[1]) : Number.NaN;
  const allowed = document
    ? code >= 1 && code <= 0x10ffff
    : code === TAB ||
      code === NL ||
      code === CR ||
      (code >= SPACE && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
  if (!allowed) fault(at, `undefined entity: &${name};`);
  return String.fromCodePoint(code);
}

/** `raw` (read at `at`) with its entities decoded. */
function decode(at: number, raw: string, document: boolean): string {
  let amp = raw.indexOf("&");
  if (amp < 0) return raw;
  let out = "";
  let from = 0;
  while (amp >= 0) {
    const semicolon = raw.indexOf(";", amp + 1);
    if (semicolon < 0) fault(at + amp, "unterminated entity");
    out += raw.slice(from, amp) + entity(at + amp, raw.slice(amp + 1, semicolon), document);
    from = semicolon + 1;
    amp = raw.indexOf("&", from);
  }
  return out + raw.slice(from);
}

/**
 * Whether the document holds a character in a region, asked of regions in the document's order: found by one
 * search per occurrence of the character, not one per region (most texts and values hold none of them).
 */
class Occurrences {
  private readonly xml: string;
  private readonly char: string;
  private next: number;

  constructor(xml: string, char: string) {
    this.xml = xml;
    this.char = char;
    this.next = xml.indexOf(char);
  }

  within(start: number, end: number): boolean {
    if (this.next >= 0 && this.next < start) this.next = this.xml.indexOf(this.char, start);
    return this.next >= 0 && this.next < end;
  }
}

/** What in a document text and values may need: entities decoded, line ends and tabs read as XML reads them. */
class Special {
  readonly amp: Occurrences;
  readonly cr: Occurrences;
  readonly lf: Occurrences;
  readonly tab: Occurrences;
  readonly lt: Occurrences;

  constructor(xml: string) {
    this.amp = new Occurrences(xml, "&");
    this.cr = new Occurrences(xml, "\r");
    this.lf = new Occurrences(xml, "\n");
    this.tab = new Occurrences(xml, "\t");
    this.lt = new Occurrences(xml, "<");
  }
}

/** Character data as XML reads it: line ends (\r\n, \r) as \n, then entities decoded. */
function textOf(xml: string, special: Special, start: number, end: number, document: boolean): string {
  const raw = xml.slice(start, end);
  const lines = special.cr.within(start, end) ? raw.replace(/\r\n?/g, "\n") : raw;
  return special.amp.within(start, end) ? decode(start, lines, document) : lines;
}

/** An attribute's value as XML reads it: each line end (\r\n too) and tab a space, then entities decoded. */
function attributeValue(xml: string, special: Special, start: number, end: number, document: boolean): string {
  const raw = xml.slice(start, end);
  if (special.lt.within(start, end)) fault(start + raw.indexOf("<"), "'<' in an attribute value");
  const spaced =
    special.lf.within(start, end) || special.cr.within(start, end) || special.tab.within(start, end)
      ? raw.replace(/\r\n|[\t\n\r]/g, " ")
      : raw;
  return special.amp.within(start, end) ? decode(start, spaced, document) : spaced;
}

/** The end of what starts at `at` and ends with `terminator` (its index past it). */
function skipTo(xml: string, at: number, terminator: string, what: string): number {
  const end = xml.indexOf(terminator, at);
  if (end < 0) fault(at, `unterminated ${what}`);
  return end + terminator.length;
}

/** Past a document type declaration starting at `at` (its internal subset with its quotes, comments and PIs). */
function skipDoctype(xml: string, at: number): number {
  let i = at + "<!DOCTYPE".length;
  let subset = false;
  while (i < xml.length) {
    const c = xml.charCodeAt(i);
    if (c === DQUOTE || c === SQUOTE) i = skipTo(xml, i + 1, xml[i] ?? "", "quoted string");
    else if (subset && xml.startsWith("<!--", i)) i = skipTo(xml, i + 4, "-->", "comment");
    else if (subset && xml.startsWith("<?", i)) i = skipTo(xml, i + 2, "?>", "processing instruction");
    else if (!subset && c === GREATER) return i + 1;
    else {
      if (c === OPEN_BRACKET) subset = true;
      else if (c === CLOSE_BRACKET) subset = false;
      i++;
    }
  }
  return fault(at, "unterminated document type declaration");
}

/** The attributes of a tag that has none, or none kept, in a fragment: shared, never written. */
const NO_ATTRIBUTES: Attributes = {};

/** Sends the events of `xml` (a document, or a fragment) to the handlers; a fault throws an XmlFault. */
function scan(xml: string, handlers: DocumentHandlers, document: boolean, keep: ReadonlySet<string> | undefined): void {
  const stack: string[] = [];
  // The attribute names of the tag being read, to find one given twice.
  const names: string[] = [];
  const length = xml.length;
  const special = new Special(xml);
  let sawRoot = false;
  let pos = document && xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (pos < length) {
    const lt = xml.indexOf("<", pos);
    const textEnd = lt < 0 ? length : lt;
    if (textEnd > pos) {
      if (document && stack.length === 0) {
        // Outside a document's root element only white space may stand.
        for (let i = pos; i < textEnd; i++) {
          if (!isSpace(xml.charCodeAt(i))) fault(i, "text outside the root element");
        }
      }
      // Not read when not asked for (a method, called on its object).
      handlers.chars?.(textOf(xml, special, pos, textEnd, document), stack);
    }
    if (lt < 0) break;
    const next = xml.charCodeAt(lt + 1);
    if (next === SLASH) {
      const gt = xml.indexOf(">", lt + 2);
      if (gt < 0) fault(lt, "unterminated closing tag");
      // The open element's name, compared in place (then white space to the '>'): none is sliced out.
      const name = stack[stack.length - 1] ?? "";
      let end = lt + 2 + name.length;
      while (end < gt && isSpace(xml.charCodeAt(end))) end++;
      if (!name || end !== gt || !xml.startsWith(name, lt + 2)) {
        fault(lt, `unexpected closing tag </${xml.slice(lt + 2, gt).trimEnd()}>`);
      }
      handlers.close(name, stack);
      stack.pop();
      pos = gt + 1;
    } else if (next === QUESTION || next === BANG) {
      // Not in the plain subset of fragments: saxes reads them.
      if (!document) fault(lt, "markup outside the plain subset");
      if (next === QUESTION) pos = skipTo(xml, lt + 2, "?>", "processing instruction");
      else if (xml.startsWith("<!--", lt)) pos = skipTo(xml, lt + 4, "-->", "comment");
      else if (xml.startsWith("<![CDATA[", lt)) pos = skipTo(xml, lt + 9, "]]>", "CDATA section");
      else if (xml.startsWith("<!DOCTYPE", lt) && !sawRoot) pos = skipDoctype(xml, lt);
      else fault(lt, "unexpected '<!'");
    } else {
      let i = nameEnd(xml, lt + 1, document);
      if (i === lt + 1) fault(lt, "a tag without a name");
      const name = nameOf(xml, lt + 1, i);
      if (document && stack.length === 0 && sawRoot) fault(lt, "a second root element");
      // A document's every tag has an object of its own (a reader may keep it); a fragment's only when one is kept.
      let attributes = document ? {} : NO_ATTRIBUTES;
      let count = 0;
      let selfClosing = false;
      for (;;) {
        const before = i;
        while (isSpace(xml.charCodeAt(i))) i++;
        const c = xml.charCodeAt(i);
        if (c === GREATER) {
          i++;
          break;
        }
        if (c === SLASH && xml.charCodeAt(i + 1) === GREATER) {
          selfClosing = true;
          i += 2;
          break;
        }
        if (Number.isNaN(c)) fault(lt, `unterminated tag <${name}>`);
        if (i === before) fault(i, "no white space before an attribute");
        const nameStart = i;
        i = nameEnd(xml, i, document);
        const attribute = nameOf(xml, nameStart, i);
        while (isSpace(xml.charCodeAt(i))) i++;
        if (!attribute || xml.charCodeAt(i) !== EQUAL) fault(nameStart, `malformed attribute in <${name}>`);
        i++;
        while (isSpace(xml.charCodeAt(i))) i++;
        const quote = xml.charCodeAt(i);
        if (quote !== DQUOTE && quote !== SQUOTE) fault(i, `unquoted attribute value in <${name}>`);
        const valueEnd = xml.indexOf(quote === DQUOTE ? '"' : "'", i + 1);
        if (valueEnd < 0) fault(i, `unterminated attribute value in <${name}>`);
        for (let k = 0; k < count; k++) {
          if (names[k] === attribute) fault(nameStart, `duplicate attribute ${attribute} in <${name}>`);
        }
        names[count++] = attribute;
        // `__proto__` would not be stored: a fragment leaves it to saxes, a document passes over it.
        if (attribute === "__proto__" && !document) fault(nameStart, "an attribute named __proto__");
        if (keep === undefined || keep.has(attribute)) {
          if (attributes === NO_ATTRIBUTES) attributes = {};
          attributes[attribute] = attributeValue(xml, special, i + 1, valueEnd, document);
        } else if (special.lt.within(i + 1, valueEnd) || special.amp.within(i + 1, valueEnd)) {
          // Not kept, but checked.
          attributeValue(xml, special, i + 1, valueEnd, document);
        }
        i = valueEnd + 1;
      }
      sawRoot = true;
      stack.push(name);
      handlers.open(name, attributes, selfClosing, stack);
      if (selfClosing) stack.pop();
      pos = i;
    }
  }
  if (stack.length > 0) fault(length, `unclosed tag <${stack.at(-1)}>`);
  if (document && !sawRoot) fault(length, "no root element");
}

/**
 * Sends the events saxes (fragment mode, no namespaces) gives for `xml`, for XML written in the plain subset the
 * SWORD exports and the shipped XML files use: elements with ASCII names, quoted attributes, text, the five XML
 * entities and character references. At the first thing outside that subset (a comment, CDATA, a processing
 * instruction or DOCTYPE, a name with other characters, a carriage return) and at every fault saxes would report
 * (unbalanced tags, an undefined entity, `<` in an attribute, a duplicate attribute, `]]>`, a character XML
 * forbids), it stops and returns false: the events it sent are to be dropped, and saxes decides. With `keep`, a
 * tag's attributes are all checked but only those named there are given (a reader that looks at three of them).
 */
export function scanPlainXml(xml: string, handlers: ScanHandlers, keep?: ReadonlySet<string>): boolean {
  // A class alone and a plain search each scan faster than one regex with both.
  if (xml.includes("]]>") || (SUSPECT.test(xml) && FORBIDDEN.test(xml))) return false;
  try {
    scan(xml, handlers, false, keep);
    return true;
  } catch (error) {
    if (error instanceof XmlFault) return false;
    throw error;
  }
}

/**
 * Sends the events of a whole XML document: the text between two tags is one event (entities decoded, line ends
 * as \n; a comment, processing instruction or CDATA section between them, skipped, makes two), an empty element is
 * one `open` with selfClosing. What is not well-formed enough to be read (unbalanced tags, an undefined entity, a
 * duplicate attribute, text outside the root element…) throws an Error with its line and column.
 */
export function scanXmlDocument(xml: string, handlers: DocumentHandlers): void {
  try {
    scan(xml, handlers, true, undefined);
  } catch (error) {
    if (!(error instanceof XmlFault)) throw error;
    let line = 1;
    let lineStart = 0;
    for (let i = xml.indexOf("\n"); i >= 0 && i < error.at; i = xml.indexOf("\n", i + 1)) {
      line++;
      lineStart = i + 1;
    }
    throw new Error(`XML error at line ${line}, column ${error.at - lineStart + 1}: ${error.message}`);
  }
}
