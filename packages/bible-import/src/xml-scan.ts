import type { Attributes } from "./osis-text.ts";

/** What a scan reports, in document order: the events saxes gives (a self-closing tag is one `open`). */
export type ScanHandlers = {
  open(name: string, attributes: Attributes, selfClosing: boolean): void;
  close(name: string): void;
  chars(text: string): void;
};

const TAB = 0x09;
const NL = 0x0a;
const SPACE = 0x20;
const DQUOTE = 0x22;
const AMP = 0x26;
const SQUOTE = 0x27;
const SLASH = 0x2f;
const LESS = 0x3c;
const EQUAL = 0x3d;
const GREATER = 0x3e;

const XML_ENTITIES = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
]);

const isNameStart = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a;
const isNameChar = (c: number) => isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e;
/**
 * The names met last, by length and first character: a document repeats a few dozen tag and attribute names,
 * and the string met before (whose hash V8 has, and whose property key it holds) costs less than a new slice.
 */
const recentNames: (string | undefined)[] = new Array(32 * 128);

function nameOf(xml: string, from: number, to: number): string {
  const length = to - from;
  if (length >= 32) return xml.slice(from, to);
  const slot = length * 128 + xml.charCodeAt(from);
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

/** Whitespace between the parts of a tag: carriage returns are left to saxes (it turns them into newlines). */
const isSpace = (c: number) => c === SPACE || c === NL || c === TAB;

/**
 * What saxes refuses anywhere (characters XML forbids, lone surrogates; and `]]>` in text, also refused here in
 * attribute values, where saxes takes it), or changes (a carriage return, read as a newline).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids
const FORBIDDEN = /[\0-\x08\x0b-\x1f\ud800-\udfff\ufffe\uffff]/u;
/** The same without the unicode flag, 5 times faster: any surrogate, also paired, sends the text to FORBIDDEN. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids
const SUSPECT = /[\0-\x08\x0b-\x1f\ud800-\udfff\ufffe\uffff]/;

/** A character reference's value as XML 1.0 allows it (the Char production), else undefined. */
function characterReference(entity: string): string | undefined {
  const hex = entity[1] === "x";
  const digits = entity.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9a-f]+$/i : /^[0-9]+$/).test(digits)) return undefined;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  const allowed =
    code === TAB ||
    code === NL ||
    code === 0x0d ||
    (code >= SPACE && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff);
  return allowed ? String.fromCodePoint(code) : undefined;
}

/** The attributes of a tag that has none, or none kept: shared, never written. */
const NO_ATTRIBUTES: Attributes = {};

/**
 * Sends the events saxes (fragment mode, no namespaces) gives for `xml`, for XML written in the plain subset the
 * SWORD exports and the shipped XML files use: elements with ASCII names, quoted attributes, text, the five XML
 * entities and character references. saxes checks every character through a state machine; this reads the same
 * text in a few string operations per tag. At the first thing outside that subset (a comment, CDATA, a processing
 * instruction or DOCTYPE, a name with other characters, a carriage return) and at every fault saxes would report
 * (unbalanced tags, an undefined entity, `<` in an attribute, a duplicate attribute, `]]>`, a character XML
 * forbids), it stops and returns false: the events it sent are to be dropped, and saxes decides. With `keep`, a
 * tag's attributes are all checked but only those named there are given (a reader that looks at three of them).
 */
export function scanPlainXml(xml: string, handlers: ScanHandlers, keep?: ReadonlySet<string>): boolean {
  const open: string[] = [];
  const names: string[] = [];
  const end = xml.length;
  let i = 0;
  let text = "";
  let start = 0;

  /** Reads a name from i; -1 when none starts there. */
  const nameEnd = (from: number): number => {
    if (!isNameStart(xml.charCodeAt(from))) return -1;
    let at = from + 1;
    while (at < end && isNameChar(xml.charCodeAt(at))) at++;
    return at;
  };
  const skipSpaces = (from: number): number => {
    let at = from;
    while (at < end && isSpace(xml.charCodeAt(at))) at++;
    return at;
  };
  /** The entity whose `&` is at `from`, decoded, and the index after its `;`; undefined when saxes would refuse it. */
  let entityEnd = 0;
  const entity = (from: number): string | undefined => {
    const semicolon = xml.indexOf(";", from + 1);
    if (semicolon < 0) return undefined;
    const name = xml.slice(from + 1, semicolon);
    entityEnd = semicolon + 1;
    return name[0] === "#" ? characterReference(name) : XML_ENTITIES.get(name);
  };

  // A class alone and a plain search each scan faster than one regex with both.
  if (xml.includes("]]>") || (SUSPECT.test(xml) && FORBIDDEN.test(xml))) return false;
  // The next `&`, looked for again only once passed: most fragments have none.
  let amp = xml.indexOf("&");
  while (i < end) {
    if (xml.charCodeAt(i) === LESS) {
      const pending = text + xml.slice(start, i);
      if (pending) handlers.chars(pending);
      text = "";
      if (xml.charCodeAt(i + 1) === SLASH) {
        const after = nameEnd(i + 2);
        if (after < 0) return false;
        const close = skipSpaces(after);
        const name = nameOf(xml, i + 2, after);
        if (xml.charCodeAt(close) !== GREATER || open.pop() !== name) return false;
        handlers.close(name);
        i = start = close + 1;
        continue;
      }
      const after = nameEnd(i + 1);
      if (after < 0) return false;
      const name = nameOf(xml, i + 1, after);
      let attributes = NO_ATTRIBUTES;
      let count = 0;
      let at = after;
      let selfClosing = false;
      for (;;) {
        const spaced = skipSpaces(at);
        const d = xml.charCodeAt(spaced);
        if (d === GREATER) {
          at = spaced + 1;
          break;
        }
        if (d === SLASH) {
          if (xml.charCodeAt(spaced + 1) !== GREATER) return false;
          selfClosing = true;
          at = spaced + 2;
          break;
        }
        // An attribute, after at least one space (saxes refuses `a="1"b="2"`, and a name character out of ASCII).
        if (spaced === at) return false;
        const attributeEnd = nameEnd(spaced);
        if (attributeEnd < 0) return false;
        const attribute = nameOf(xml, spaced, attributeEnd);
        const equal = skipSpaces(attributeEnd);
        if (xml.charCodeAt(equal) !== EQUAL) return false;
        const quoteAt = skipSpaces(equal + 1);
        const quote = xml.charCodeAt(quoteAt);
        if (quote !== DQUOTE && quote !== SQUOTE) return false;
        // A duplicate is refused, and `__proto__` (which would not be stored) left to saxes.
        for (let k = 0; k < count; k++) if (names[k] === attribute) return false;
        if (attribute === "__proto__") return false;
        names[count++] = attribute;
        // A value is checked whole, and made a string only when kept.
        const kept = keep === undefined || keep.has(attribute);
        let value = "";
        let from = quoteAt + 1;
        let v = from;
        for (;;) {
          if (v >= end) return false;
          const e = xml.charCodeAt(v);
          if (e === quote) break;
          if (e === AMP) {
            const decoded = entity(v);
            if (decoded === undefined) return false;
            if (kept) value += xml.slice(from, v) + decoded;
            v = from = entityEnd;
          } else if (e === NL || e === TAB) {
            // saxes normalizes attribute values: a newline or a tab is a space.
            if (kept) value += `${xml.slice(from, v)} `;
            from = ++v;
          } else if (e === LESS) {
            return false;
          } else {
            v++;
          }
        }
        if (kept) {
          if (attributes === NO_ATTRIBUTES) attributes = {};
          attributes[attribute] = value + xml.slice(from, v);
        }
        at = v + 1;
        const next = xml.charCodeAt(at);
        if (!isSpace(next) && next !== GREATER && next !== SLASH) return false;
      }
      handlers.open(name, attributes, selfClosing);
      if (!selfClosing) open.push(name);
      i = start = at;
    } else {
      // Text up to the next tag, its entities decoded.
      const tag = xml.indexOf("<", i);
      const stop = tag < 0 ? end : tag;
      if (amp >= 0 && amp < i) amp = xml.indexOf("&", i);
      while (amp >= 0 && amp < stop) {
        const decoded = entity(amp);
        if (decoded === undefined) return false;
        text += xml.slice(start, amp) + decoded;
        start = entityEnd;
        amp = xml.indexOf("&", start);
      }
      i = stop;
    }
  }
  if (open.length > 0) return false;
  const pending = text + xml.slice(start, end);
  if (pending) handlers.chars(pending);
  return true;
}
