// A scanner for the lexicon's XML files (checksum-verified, known): it gives the events a strict parser (saxes)
// gives for them, opening and closing tags with their attributes and the text between them, in a quarter of the
// time. The text between two tags is one event (entities decoded, line ends as \n), an empty element opens and
// closes, comments, processing instructions, CDATA sections and the document type are skipped; what is not
// well-formed enough to be read stops it with the line and column.
// Not @bible/bible-import's scanPlainXml (xml-scan.ts), which this package could import: that one reads fragments
// (text and elements side by side, no root) and declines what it does not read itself (a declaration, a document
// type, a carriage return: every file here has one) for saxes to decide, without a position; this one reads whole
// documents and stops with the line and column. On the same 33 MB (these files without their prologue) both take
// the same CPU time (issue 30).

export type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>, stack: readonly string[]) => void;
  close?: (name: string, stack: readonly string[]) => void;
  text?: (text: string, stack: readonly string[]) => void;
};

const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const EQUALS = 0x3d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
/** The end of a tag's or an attribute's name. */
const endsName = (c: number) => isSpace(c) || c === GT || c === SLASH || c === EQUALS || Number.isNaN(c);

function fail(xml: string, at: number, message: string): never {
  let line = 1;
  let lineStart = 0;
  for (let i = xml.indexOf("\n"); i >= 0 && i < at; i = xml.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  throw new Error(`XML error at line ${line}, column ${at - lineStart + 1}: ${message}`);
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function entity(xml: string, at: number, name: string): string {
  if (Object.hasOwn(NAMED, name)) return NAMED[name] as string;
  const hex = /^#x([0-9a-fA-F]+)$/.exec(name);
  const decimal = /^#([0-9]+)$/.exec(name);
  const code = hex ? Number.parseInt(hex[1] ?? "", 16) : decimal ? Number(decimal[1]) : Number.NaN;
  if (!(code >= 1 && code <= 0x10ffff)) fail(xml, at, `undefined entity: &${name};`);
  return String.fromCodePoint(code);
}

/** `raw` (read at `at`) with its entities decoded. */
function decode(xml: string, at: number, raw: string): string {
  let amp = raw.indexOf("&");
  if (amp < 0) return raw;
  let out = "";
  let from = 0;
  while (amp >= 0) {
    const semicolon = raw.indexOf(";", amp + 1);
    if (semicolon < 0) fail(xml, at + amp, "unterminated entity");
    out += raw.slice(from, amp) + entity(xml, at + amp, raw.slice(amp + 1, semicolon));
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
function textOf(xml: string, special: Special, start: number, end: number): string {
  const raw = xml.slice(start, end);
  const lines = special.cr.within(start, end) ? raw.replace(/\r\n?/g, "\n") : raw;
  return special.amp.within(start, end) ? decode(xml, start, lines) : lines;
}

/** An attribute's value as XML reads it: each line end (\r\n too) and tab a space, then entities decoded. */
function attributeValue(xml: string, special: Special, start: number, end: number): string {
  const raw = xml.slice(start, end);
  if (special.lt.within(start, end)) fail(xml, start + raw.indexOf("<"), "'<' in an attribute value");
  const spaced =
    special.lf.within(start, end) || special.cr.within(start, end) || special.tab.within(start, end)
      ? raw.replace(/\r\n|[\t\n\r]/g, " ")
      : raw;
  return special.amp.within(start, end) ? decode(xml, start, spaced) : spaced;
}

/** The end of what starts at `at` and ends with `terminator` (its index past it). */
function skipTo(xml: string, at: number, terminator: string, what: string): number {
  const end = xml.indexOf(terminator, at);
  if (end < 0) fail(xml, at, `unterminated ${what}`);
  return end + terminator.length;
}

/** Past a document type declaration starting at `at` (its internal subset with its quotes, comments and PIs). */
function skipDoctype(xml: string, at: number): number {
  let i = at + "<!DOCTYPE".length;
  let subset = false;
  while (i < xml.length) {
    const c = xml.charCodeAt(i);
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) i = skipTo(xml, i + 1, xml[i] ?? "", "quoted string");
    else if (subset && xml.startsWith("<!--", i)) i = skipTo(xml, i + 4, "-->", "comment");
    else if (subset && xml.startsWith("<?", i)) i = skipTo(xml, i + 2, "?>", "processing instruction");
    else if (!subset && c === GT) return i + 1;
    else {
      if (c === OPEN_BRACKET) subset = true;
      else if (c === CLOSE_BRACKET) subset = false;
      i++;
    }
  }
  return fail(xml, at, "unterminated document type declaration");
}

/** Streams an XML document through handlers that also see the stack of open element names. */
export function walkXml(xml: string, handlers: XmlHandlers): void {
  const { open, close, text } = handlers;
  const stack: string[] = [];
  // The attribute names of the tag being read, to find one given twice.
  const names: string[] = [];
  const length = xml.length;
  const special = new Special(xml);
  let sawRoot = false;
  let pos = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (pos < length) {
    const lt = xml.indexOf("<", pos);
    const textEnd = lt < 0 ? length : lt;
    if (textEnd > pos) {
      if (stack.length === 0) {
        // Outside the root element only white space may stand.
        for (let i = pos; i < textEnd; i++)
          if (!isSpace(xml.charCodeAt(i))) fail(xml, i, "text outside the root element");
      }
      if (text) text(textOf(xml, special, pos, textEnd), stack);
    }
    if (lt < 0) break;
    const next = xml.charCodeAt(lt + 1);
    if (next === SLASH) {
      const gt = xml.indexOf(">", lt + 2);
      if (gt < 0) fail(xml, lt, "unterminated closing tag");
      // The open element's name, compared in place (then white space to the '>'): none is sliced out.
      const name = stack[stack.length - 1] ?? "";
      let end = lt + 2 + name.length;
      while (end < gt && isSpace(xml.charCodeAt(end))) end++;
      if (!name || end !== gt || !xml.startsWith(name, lt + 2)) {
        fail(xml, lt, `unexpected closing tag </${xml.slice(lt + 2, gt).trimEnd()}>`);
      }
      close?.(name, stack);
      stack.pop();
      pos = gt + 1;
    } else if (next === QUESTION) {
      pos = skipTo(xml, lt + 2, "?>", "processing instruction");
    } else if (next === BANG) {
      if (xml.startsWith("<!--", lt)) pos = skipTo(xml, lt + 4, "-->", "comment");
      else if (xml.startsWith("<![CDATA[", lt)) pos = skipTo(xml, lt + 9, "]]>", "CDATA section");
      else if (xml.startsWith("<!DOCTYPE", lt) && !sawRoot) pos = skipDoctype(xml, lt);
      else fail(xml, lt, "unexpected '<!'");
    } else {
      let i = lt + 1;
      while (!endsName(xml.charCodeAt(i))) i++;
      if (i === lt + 1) fail(xml, lt, "a tag without a name");
      const name = xml.slice(lt + 1, i);
      if (stack.length === 0 && sawRoot) fail(xml, lt, "a second root element");
      const attributes: Record<string, string> = {};
      let count = 0;
      let empty = false;
      for (;;) {
        const before = i;
        while (isSpace(xml.charCodeAt(i))) i++;
        const c = xml.charCodeAt(i);
        if (c === GT) {
          i++;
          break;
        }
        if (c === SLASH && xml.charCodeAt(i + 1) === GT) {
          empty = true;
          i += 2;
          break;
        }
        if (Number.isNaN(c)) fail(xml, lt, `unterminated tag <${name}>`);
        if (i === before) fail(xml, i, "no white space before an attribute");
        const nameStart = i;
        while (!endsName(xml.charCodeAt(i))) i++;
        const attribute = xml.slice(nameStart, i);
        while (isSpace(xml.charCodeAt(i))) i++;
        if (!attribute || xml.charCodeAt(i) !== EQUALS) fail(xml, nameStart, `malformed attribute in <${name}>`);
        i++;
        while (isSpace(xml.charCodeAt(i))) i++;
        const quote = xml.charCodeAt(i);
        if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) fail(xml, i, `unquoted attribute value in <${name}>`);
        const valueEnd = xml.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", i + 1);
        if (valueEnd < 0) fail(xml, i, `unterminated attribute value in <${name}>`);
        for (let k = 0; k < count; k++) {
          if (names[k] === attribute) fail(xml, nameStart, `duplicate attribute ${attribute} in <${name}>`);
        }
        names[count++] = attribute;
        attributes[attribute] = attributeValue(xml, special, i + 1, valueEnd);
        i = valueEnd + 1;
      }
      sawRoot = true;
      stack.push(name);
      open?.(name, attributes, stack);
      if (empty) {
        close?.(name, stack);
        stack.pop();
      }
      pos = i;
    }
  }
  if (stack.length > 0) fail(xml, length, `unclosed tag <${stack.at(-1)}>`);
  if (!sawRoot) fail(xml, length, "no root element");
}

/** Two whitespace characters in a row, or one that is not a space: what `squash` replaces. */
const NOT_SQUASHED = /\s\s|[^\S ]/;

/** Collapses runs of whitespace and trims. */
export function squash(text: string): string {
  // Most texts have single spaces only: tested first, they are only trimmed, with no replacement pass.
  return NOT_SQUASHED.test(text) ? text.replace(/\s+/g, " ").trim() : text.trim();
}
