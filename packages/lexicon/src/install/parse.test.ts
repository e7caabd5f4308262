import { BOOKS, findBook } from "@bible/canon";
import type { CrossReference } from "@bible/db";
import { describe, expect, it } from "vitest";
import { bookNumber } from "./book-number";
import { parseCrossReferences } from "./cross-references";
import { impEntries } from "./imp";
import { parseOsisRef } from "./oshb";
import { squash } from "./xml";

describe("the lexicon parsers' hand-written readers", () => {
  it("find a book by its canon ids and names without findBook, as findBook finds it", () => {
    for (const book of BOOKS) {
      for (const name of [book.osis, book.usfm, book.english, book.sword]) {
        expect(bookNumber(name), name).toBe(findBook(name)?.number);
      }
    }
    expect(bookNumber("Genèse")).toBe(1);
    expect(bookNumber("Nowhere")).toBeNull();
  });

  it("read an OSIS reference as /^([1-3]?[A-Za-z]+)\\.(\\d+)\\.(\\d+)$/ and a known book", () => {
    expect(parseOsisRef("Gen.1.1")).toEqual({ book: 1, chapter: 1, verse: 1 });
    expect(parseOsisRef("1John.5.07")).toEqual({ book: 62, chapter: 5, verse: 7 });
    expect(parseOsisRef("Ps.119.176")).toEqual({ book: 19, chapter: 119, verse: 176 });
    for (const bad of [
      "",
      "Gen",
      "Gen.1",
      "Gen.1.",
      "Gen..1",
      ".1.1",
      "Gen.1.1.",
      "Gen.1.1 ",
      "Gen.1a.1",
      "4Kgs.1.1",
    ]) {
      expect(parseOsisRef(bad), bad).toBeNull();
    }
    expect(parseOsisRef("1.1.1")).toBeNull();
    expect(parseOsisRef("Zzz.1.1")).toBeNull();
  });

  it("split an imp export at its key lines, the bodies as the lines between them", () => {
    const entries = (text: string) => [...impEntries(text)];
    expect(
      entries("before\n$$$Genesis 1:1\r\nIn the\r\nbeginning\r\n$$$Genesis 1:2\n$$$ Genesis 1:3 \nlast\n"),
    ).toEqual([
      { key: "Genesis 1:1", body: "In the\r\nbeginning\r" },
      { key: "Genesis 1:2", body: "" },
      { key: "Genesis 1:3", body: "last\n" },
    ]);
    expect(entries("$$$a\n\n$$$b")).toEqual([
      { key: "a", body: "" },
      { key: "b", body: "" },
    ]);
    expect(entries("no key\nat all")).toEqual([]);
    expect(entries("$$$a\nx$$$b")).toEqual([{ key: "a", body: "x$$$b" }]);
  });

  it("read the cross-references' lines as split() would, handing over each kept row", () => {
    const rows: CrossReference[] = [];
    const tsv = [
      "From Verse\tTo Verse\tVotes\t#www.openbible.info",
      "# a comment",
      "Gen.1.1\tJohn.1.1\t12\r",
      "Gen.1.1\tJohn.1.1-John.1.3\t5",
      "Gen.1.1\tJohn.1.1-\t5",
      "Gen.1.1\tJohn.1.1-Zzz.1.1\t5",
      "Gen.1.2\tExod.3.4\t0",
      "Gen.1.2\tExod.3.4",
      "",
      "Gen.1.2\tExod.3.4\t 7 \textra",
      "\r",
    ].join("\n");
    const counts = parseCrossReferences(tsv, (row) => rows.push(row));
    expect(counts).toEqual({ kept: 4, read: 8, skippedVotes: 3, unparsed: 1 });
    const ref = (r: CrossReference) =>
      `${r.fromBook}.${r.fromChapter}.${r.fromVerse} ${r.toBook}.${r.toChapter}.${r.toVerse}-${r.toEndBook}.${r.toEndChapter}.${r.toEndVerse} ${r.votes}`;
    expect(rows.map(ref)).toEqual([
      "1.1.1 43.1.1-null.null.null 12",
      "1.1.1 43.1.1-43.1.3 5",
      "1.1.1 43.1.1-null.null.null 5",
      "1.1.2 2.3.4-null.null.null 7",
    ]);
  });

  it("squash white space of every kind, trimming", () => {
    expect(squash("  a  b\tc\u00a0\u00a0d\n")).toBe("a b c d");
    expect(squash("a b")).toBe("a b");
    expect(squash(" a\u2003")).toBe("a");
    expect(squash("\ufeffa")).toBe("a");
  });
});
