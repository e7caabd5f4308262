import { MessageChannel } from "node:worker_threads";
import { inflateRawSync } from "node:zlib";
import type { StoredDictionaryEntry } from "@bible/db";
import { describe, expect, it } from "vitest";
import { bucketOf, readBucket, toBuckets } from "../dictionary-store";
import { type DictdFiles, readDictd } from "./freedict";

describe("a FreeDict language pair's bucket rows", () => {
  it("reach the thread that writes them at their own size, and read back as written", async () => {
    const entries = new Map<string, StoredDictionaryEntry[]>(
      Array.from({ length: 300 }, (_, i) => [`mot${i}`, [{ h: `mot${i}`, s: [`word ${i}`], p: "noun", g: "m" }]]),
    );
    const rows = toBuckets(entries);
    expect(rows.length).toBeGreaterThan(1);
    // Sent as the install's worker sends them: what arrives is what the rows weigh, not zlib's 16 KB chunks.
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<[number, Uint8Array][]>((done) => port2.once("message", done));
    port1.postMessage(rows);
    const arrived = await received;
    port1.close();
    const bytes = arrived.reduce((n, [, row]) => n + row.byteLength, 0);
    expect(arrived.reduce((n, [, row]) => n + row.buffer.byteLength, 0)).toBe(bytes);
    expect(bytes).toBeLessThan(rows.length * 1024);
    const read = Object.assign({}, ...arrived.map(([, row]) => readBucket(row)));
    expect(Object.keys(read)).toHaveLength(300);
    expect(read.mot42).toEqual([{ h: "mot42", s: ["word 42"], p: "noun", g: "m" }]);
  });
});

/** A dictd dictionary made of these articles, each listed in the index under its headwords (as dictzip would). */
function dictionary(articles: [headwords: string[], article: string][]): DictdFiles {
  const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const base64 = (n: number): string => (n < 64 ? "" : base64(Math.floor(n / 64))) + digits.charAt(n % 64);
  const lines: string[] = [];
  const parts: Buffer[] = [];
  let offset = 0;
  for (const [headwords, article] of articles) {
    const bytes = Buffer.from(article);
    for (const headword of headwords) lines.push(`${headword}\t${base64(offset)}\t${base64(bytes.length)}`);
    parts.push(bytes);
    offset += bytes.length;
  }
  // An index line past the end of the dictionary reads an empty article.
  lines.push(`beyond\t${base64(offset + 100)}\tB`);
  return { index: Buffer.from(`${lines.join("\n")}\n`), dict: Buffer.concat(parts) };
}

describe("a dictd dictionary read", () => {
  const files = dictionary([
    [["00-database-info"], "00-database-info\nThe header\n"],
    [["erde", "Erde"], "Erde /ˈeːɐ̯də/ <n, fem, sg>\n1. earth; soil\n   Note: the planet\n2. ground\n see: {Boden}\n"],
    [["code de la route"], "code de la route\nhighway code\n"],
    [["non\u00a0breaking"], "non\u00a0breaking\nspaced with U+00A0\n"],
    [["\u3000spaced"], "spaced\nspaced with U+3000\n"],
    [["terre"], "terre /tɛʁ/ <n, fem>\nterra 2.\nsolo\n3.\nchão\n"],
    [
      ["casa"],
      "casa <n>\n 1. house\n    a building\n 2.\n    Definição em português\n 3. home\n    A ser classificado\n",
    ],
    [["blanc"], 'blanc /blɑ̃/\n\u00a0\n\u00a0Note: not a sense\n\u2003"an example"\nwhite\n'],
    [["many"], "many\n1. a\n2. b\n3. c\n4. d\n5. e\n6. f\n"],
    [["dup"], "dup\n1. x, y\n2. x, y\n3. z\n"],
    [["食べる"], "食べる /tabeɾɯ/\n(Ichidan verb)\n (transitive verb)\nto eat\n"],
    [["ничего"], "ничего\n1. 123 456\n2. нормально\n"],
    [["rapporto"], "rapporto //rap'pɔrto//\nrelación\n"],
    [["long"], `long\n${"word ".repeat(30)}\n    ${"definition ".repeat(30)}\n`],
    [["braces"], "braces <adj>\n{note} big <tag> , large\n"],
    [["upper", "UPPER"], "Other\nnot the same word\n"],
    [["empty"], ""],
    [["digits"], "digits\n   12. twelve\n12.5 percent.\n"],
    [["nbsp"], "nbsp\nfoo\u00a02.\nbar\n"],
  ]);

  it("keeps single words, their senses, definitions, grammar and IPA (as the line-by-line reading always did)", () => {
    expect(Object.fromEntries(readDictd(files, true))).toEqual({
      erde: [{ h: "Erde", s: ["earth; soil", "ground"], p: "noun", g: "f", i: "/ˈeːɐ̯də/" }],
      terre: [{ h: "terre", s: ["terra", "", ""], p: "noun", g: "f", i: "/tɛʁ/", d: ["", "solo", "chão"] }],
      casa: [
        {
          h: "casa",
          s: ["house", "", "home"],
          p: "noun",
          d: ["a building", "Definição em português", ""],
        },
      ],
      blanc: [{ h: "blanc", s: ["white"], i: "/blɑ̃/" }],
      many: [{ h: "many", s: ["a", "b", "c", "d", "e"] }],
      dup: [{ h: "dup", s: ["x, y", "z"] }],
      食べる: [{ h: "食べる", s: ["to eat"], i: "/tabeɾɯ/", p: "verb" }],
      ничего: [{ h: "ничего", s: ["нормально"] }],
      rapporto: [{ h: "rapporto", s: ["relación"], i: "/rapˈpɔrto/" }],
      long: [{ h: "long", s: [`${"word ".repeat(20).trim()}…`], d: ["definition ".repeat(30).slice(0, 200)] }],
      braces: [{ h: "braces", s: ["big , large"], p: "adjective" }],
      upper: [{ h: "upper", s: ["not the same word"] }],
      digits: [{ h: "digits", s: ["twelve", "5 percent."] }],
      nbsp: [{ h: "nbsp", s: ["foo", ""], d: ["", "bar"] }],
    });
  });

  it("reads JMdict's word classes and no IPA where asked, and bare senses as equivalents in Japanese", () => {
    const read = readDictd(files, false, true);
    expect(read.get("食べる")).toEqual([{ h: "食べる", s: ["to eat"], p: "verb" }]);
    expect(read.get("terre")).toEqual([{ h: "terre", s: ["terra", "solo", "chão"], p: "noun", g: "f" }]);
    expect(read.get("casa")?.[0]?.s).toEqual(["house", "Definição em português", "home"]);
  });

  it("writes each bucket as JSON.stringify writes its object, array-index keys first", () => {
    const entries = new Map<string, StoredDictionaryEntry[]>(
      ["mot", "1984", "a", "42", "007", "b", "4294967295", "0"].map((key) => [key, [{ h: key, s: [key] }]]),
    );
    const rows = toBuckets(entries);
    expect(rows.map(([bucket]) => bucket).sort()).toEqual([...new Set([...entries.keys()].map(bucketOf))].sort());
    for (const [bucket, bytes] of rows) {
      const object = Object.fromEntries([...entries].filter(([key]) => bucketOf(key) === bucket));
      expect(inflateRawSync(bytes).toString("utf8")).toBe(JSON.stringify(object));
    }
  });
});
