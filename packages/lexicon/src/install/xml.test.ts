import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { XML_DOCUMENT } from "@bible/bible-import/testing";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { LEXICON_DIR } from "../testing/sources";
import { walkXml } from "./xml";

type Event =
  | [kind: "open", name: string, attributes: [string, string][], stack: string]
  | [kind: "close" | "text", value: string, stack: string];

type Sink = (event: Event) => void;

function scan(xml: string, sink: Sink): void {
  walkXml(xml, {
    open: (name, attributes, stack) => sink(["open", name, Object.entries(attributes), stack.join("/")]),
    close: (name, stack) => sink(["close", name, stack.join("/")]),
    text: (text, stack) => sink(["text", text, stack.join("/")]),
  });
}

/** The same events from saxes, the strict parser the scanner replaced. */
function saxes(xml: string, sink: Sink): void {
  const stack: string[] = [];
  const parser = new SaxesParser();
  parser.on("opentag", (tag) => {
    stack.push(tag.name);
    sink(["open", tag.name, Object.entries(tag.attributes as Record<string, string>), stack.join("/")]);
  });
  parser.on("closetag", (tag) => {
    sink(["close", tag.name, stack.join("/")]);
    stack.pop();
  });
  parser.on("text", (text) => sink(["text", text, stack.join("/")]));
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
}

function events(xml: string, parse = scan): Event[] {
  const out: Event[] = [];
  parse(xml, (event) => out.push(event));
  return out;
}

/** A digest of the events and their count: a file's million events are compared without keeping them. */
function digest(xml: string, parse: typeof scan): string {
  const hash = createHash("sha256");
  let count = 0;
  parse(xml, (event) => {
    hash.update(JSON.stringify(event));
    count++;
  });
  return `${count} events, ${hash.digest("hex")}`;
}

describe("walkXml", () => {
  it("gives the events of a strict parser: text between tags decoded, empty elements opened and closed", () => {
    const expected: Event[] = [
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
        "d",
      ],
      ["text", "\n\tone <two> AB\nthree", "d"],
      ["text", "four", "d"],
      ["text", "five\n", "d"],
      ["open", "w", [["lemma", "c/1254 a"]], "d/w"],
      ["close", "w", "d/w"],
      ["open", "x:y", [["xml:lang", "arc"]], "d/x:y"],
      ["text", "t", "d/x:y"],
      ["close", "x:y", "d/x:y"],
      ["text", "\n", "d"],
      ["close", "d", "d"],
      ["text", "\n", ""],
    ];
    expect(events(XML_DOCUMENT)).toEqual(expected);
    expect(events(XML_DOCUMENT, saxes)).toEqual(expected);
  });

  it("stops at what is not well-formed, with the line and column (the scanner's cases: xml-scan.test.ts)", () => {
    expect(() => events("<a>\n  <b></a>")).toThrow("XML error at line 2, column 6: unexpected closing tag </a>");
  });

  it("reads every XML file of the lexicon data as saxes does", () => {
    const files = [
      "HebrewStrong.xml.gz",
      "LexicalIndex.xml.gz",
      "AugIndex.xml.gz",
      "strongsgreek.xml.gz",
      ...readdirSync(join(LEXICON_DIR, "oshb-wlc")).map((name) => `oshb-wlc/${name}`),
    ];
    for (const file of files) {
      const xml = gunzipSync(readFileSync(join(LEXICON_DIR, file))).toString("utf8");
      const ours = digest(xml, scan);
      const theirs = digest(xml, saxes);
      // Compared event by event only when they differ, to show the first difference.
      if (ours !== theirs) expect(events(xml), file).toEqual(events(xml, saxes));
      expect(ours, file).toBe(theirs);
    }
  });
});
