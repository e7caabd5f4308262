import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import type { Attributes } from "./osis-text";
import { parseOsisFragment } from "./osis-text";
import { XML_DOCUMENT } from "./testing";
import { scanPlainXml, scanXmlDocument } from "./xml-scan";

/** A fragment's handlers as the OSIS collector has them (without the stack), also fed from saxes below. */
type FragmentHandlers = {
  open(name: string, attributes: Attributes, selfClosing: boolean): void;
  close(name: string): void;
  chars(text: string): void;
};

/** Events as one list, the text between two tags as one entry (how the collector reads them). */
function recorder(): { handlers: FragmentHandlers; events: () => unknown[] } {
  const events: unknown[] = [];
  let text = "";
  const flush = () => {
    if (text) events.push(["text", text]);
    text = "";
  };
  const handlers: FragmentHandlers = {
    open(name: string, attributes: Attributes, selfClosing: boolean) {
      flush();
      events.push(["open", name, { ...attributes }, selfClosing]);
    },
    close(name: string) {
      flush();
      events.push(["close", name]);
    },
    chars(chunk: string) {
      text += chunk;
    },
  };
  return {
    handlers,
    events: () => {
      flush();
      return events;
    },
  };
}

/** saxes' events for a fragment, or "refused". */
function saxesEvents(xml: string): unknown[] | "refused" {
  const { handlers, events } = recorder();
  try {
    const parser = new SaxesParser({ xmlns: false, fragment: true, position: false });
    parser.on("opentag", (tag) => handlers.open(tag.name, tag.attributes, tag.isSelfClosing));
    parser.on("closetag", (tag) => {
      if (!tag.isSelfClosing) handlers.close(tag.name);
    });
    parser.on("text", (text) => handlers.chars(text));
    parser.write(xml).close();
  } catch {
    return "refused";
  }
  return events();
}

function scanEvents(xml: string): unknown[] | "left to saxes" {
  const { handlers, events } = recorder();
  return scanPlainXml(xml, handlers) ? events() : "left to saxes";
}

describe("the XML scanner on fragments", () => {
  const plain = [
    'And the <divineName><w lemma="strong:H3068">LORD</w></divineName> <w lemma="strong:H0430" morph="x">God</w>',
    '<div type=\'x-milestone\' subType="x-preverse" sID="pv11"/><lb />text<title type="psalm">A Psalm</title>',
    '<w lemma = "a\tb\nc" >x &amp; y &lt;&gt;&quot;&apos; &#65;&#x42; &#x1F600;</w >',
    '<a b="&amp;&#10;"/>]>]] >',
    "text only, “quoted”, 𠀀 and 😀 outside the BMP",
    "<a:b x:y='1' c-d.e_f=\"2\"/>",
    "",
  ];
  it.each(plain)("gives saxes' events for %j", (xml) => {
    expect(scanEvents(xml)).toEqual(saxesEvents(xml));
  });

  const outside = [
    "a]]>b",
    "<a>]]></a>",
    "x<!-- a comment -->y",
    "<?pi x?>",
    "<![CDATA[x]]>",
    "a\rb",
    "\ud800x",
    "\udc00",
    "\ufffe",
    "\u0001",
    "<é/>",
    "<aé/>",
    "< a/>",
    "<a/ >",
    "<a b/>",
    "<a b=c/>",
    '<a b="1"c="2"/>',
    '<a b="<"/>',
    '<a b="1" b="2"/>',
    '<a __proto__="x"/>',
    "&amp",
    "&;",
    "&nbsp;",
    "&constructor;",
    "&#X41;",
    "&#0;",
    "&#xD800;",
    "<a>",
    "</a>",
    "<a></b>",
    "<a><b></a></b>",
    "<1/>",
    "<",
    "<a",
  ];
  it.each(outside)("leaves %j to saxes", (xml) => {
    expect(scanEvents(xml)).toBe("left to saxes");
  });

  it("gives only the attributes it is asked to keep, after checking them all", () => {
    const { handlers, events } = recorder();
    const keep = new Set(["lemma"]);
    expect(scanPlainXml('<w lemma="strong:H1" gloss="か&amp;\tな">x</w><lb sID="1"/>', handlers, keep)).toBe(true);
    expect(events()).toEqual([
      ["open", "w", { lemma: "strong:H1" }, false],
      ["text", "x"],
      ["close", "w"],
      ["open", "lb", {}, true],
    ]);
    for (const faulty of ['<w gloss="a" gloss="b"/>', '<w gloss="&nbsp;"/>', '<w gloss="<"/>']) {
      expect(scanPlainXml(faulty, recorder().handlers, keep)).toBe(false);
    }
  });

  it("parses a fragment saxes refuses with the tolerant tokenizer, as before", () => {
    // An unclosed note (KJV style fault): the tolerant tokenizer still drops it.
    expect(parseOsisFragment('In the <w lemma="strong:H7225">beginning</w><note>a note').text).toBe("In the beginning");
    expect(parseOsisFragment("Salt &amp; light<lb/>again").text).toBe("Salt & light again");
  });

  it("spaces tagged words the source lets touch, in alphabets written with spaces only", () => {
    // ASV Heb 11:1, as the CrossWire module writes it: 'of', the added 'things' and 'hoped' touch.
    const asv =
      '<w lemma="strong:G5287">assurance</w> <w lemma="strong:G4102">of</w><transChange type="added"><w lemma="strong:G4229">things</w></transChange><w lemma="strong:G1679">hoped</w> <w lemma="strong:G1161">for</w>';
    const parsed = parseOsisFragment(asv);
    expect(parsed.text).toBe("assurance of things hoped for");
    expect(parsed.strongs?.map((w) => w.w)).toEqual(["assurance", "of", "things", "hoped", "for"]);
    // A tag that cuts a word (KJV 'agains|t') and Japanese ruby stay as written.
    expect(parseOsisFragment('<w lemma="strong:G4314">agains</w>t').text).toBe("against");
    expect(parseOsisFragment('<w gloss="かみ">神</w><w gloss="ことば">言</w>').text).toBe("神言");
  });
});

type DocumentEvent =
  | [kind: "open", name: string, attributes: [string, string][], selfClosing: boolean, stack: string]
  | [kind: "close" | "text", value: string, stack: string];

/** A document's events, each with the names of the open elements. */
function documentEvents(xml: string): DocumentEvent[] {
  const out: DocumentEvent[] = [];
  scanXmlDocument(xml, {
    open: (name, attributes, selfClosing, stack) =>
      out.push(["open", name, Object.entries(attributes), selfClosing, stack.join("/")]),
    close: (name, stack) => out.push(["close", name, stack.join("/")]),
    chars: (text, stack) => out.push(["text", text, stack.join("/")]),
  });
  return out;
}

/** saxes' events for a whole document (CDATA sections not reported, as the scanner skips them). */
function saxesDocumentEvents(xml: string): DocumentEvent[] {
  const out: DocumentEvent[] = [];
  const stack: string[] = [];
  const parser = new SaxesParser({ xmlns: false });
  parser.on("opentag", (tag) => {
    stack.push(tag.name);
    out.push(["open", tag.name, Object.entries(tag.attributes), tag.isSelfClosing, stack.join("/")]);
    if (tag.isSelfClosing) stack.pop();
  });
  parser.on("closetag", (tag) => {
    if (tag.isSelfClosing) return;
    out.push(["close", tag.name, stack.join("/")]);
    stack.pop();
  });
  parser.on("text", (text) => out.push(["text", text, stack.join("/")]));
  parser.write(xml).close();
  return out;
}

describe("the XML scanner on whole documents", () => {
  it("gives saxes' events: declaration, document type, comments and CDATA skipped, line ends as \\n", () => {
    const expected: DocumentEvent[] = [
      ["text", "\n", ""],
      ["text", "\n", ""],
      [
        "open",
        "d",
        [
          ["a", "1"],
          ["b", "x & y"],
          ["c", "tab here line"],
        ],
        false,
        "d",
      ],
      ["text", "\n\tone <two> AB\nthree", "d"],
      ["text", "four", "d"],
      ["text", "five\n", "d"],
      ["open", "w", [["lemma", "c/1254 a"]], true, "d/w"],
      ["open", "x:y", [["xml:lang", "arc"]], false, "d/x:y"],
      ["text", "t", "d/x:y"],
      ["close", "x:y", "d/x:y"],
      ["text", "\n", "d"],
      ["close", "d", "d"],
      ["text", "\n", ""],
    ];
    expect(documentEvents(XML_DOCUMENT)).toEqual(expected);
    expect(saxesDocumentEvents(XML_DOCUMENT)).toEqual(expected);
  });

  it("stops at what is not well-formed, with the line and column", () => {
    expect(() => documentEvents("<a>\n  <b></a>")).toThrow(
      "XML error at line 2, column 6: unexpected closing tag </a>",
    );
    expect(() => documentEvents("<a><b>")).toThrow("unclosed tag <b>");
    expect(() => documentEvents("<a>&nbsp;</a>")).toThrow("line 1, column 4: undefined entity: &nbsp;");
    expect(() => documentEvents('<a x="1" x="2"/>')).toThrow("duplicate attribute x in <a>");
    expect(() => documentEvents("<a x=1/>")).toThrow("unquoted attribute value in <a>");
    expect(() => documentEvents("<a/>text")).toThrow("text outside the root element");
    expect(() => documentEvents("<a/><b/>")).toThrow("a second root element");
    expect(() => documentEvents("<a><!-- never closed</a>")).toThrow("unterminated comment");
    expect(() => documentEvents("")).toThrow("no root element");
  });

  it("reads what a fragment leaves to saxes: names outside ASCII, carriage returns, references to any character", () => {
    expect(documentEvents("<é x\r\n='&#1;'>a\rb</é>")).toEqual([
      ["open", "é", [["x", "\u0001"]], false, "é"],
      ["text", "a\nb", "é"],
      ["close", "é", "é"],
    ]);
    expect(scanPlainXml("<é/>", recorder().handlers)).toBe(false);
    expect(scanPlainXml("a\rb", recorder().handlers)).toBe(false);
    expect(scanPlainXml("<a x='&#1;'/>", recorder().handlers)).toBe(false);
  });

  it("reads no text when no handler asks for it: its entities are not checked either", () => {
    const opened: string[] = [];
    scanXmlDocument("<a>&nbsp;<b/></a>", { open: (name) => opened.push(name), close: () => {} });
    expect(opened).toEqual(["a", "b"]);
  });
});
