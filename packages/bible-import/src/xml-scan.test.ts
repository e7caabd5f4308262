import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import type { Attributes } from "./osis-text";
import { parseOsisFragment } from "./osis-text";
import { type ScanHandlers, scanPlainXml } from "./xml-scan";

/** Events as one list, the text between two tags as one entry (how the collector reads them). */
function recorder(): { handlers: ScanHandlers; events: () => unknown[] } {
  const events: unknown[] = [];
  let text = "";
  const flush = () => {
    if (text) events.push(["text", text]);
    text = "";
  };
  const handlers: ScanHandlers = {
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

describe("the plain XML scanner", () => {
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
