import { describe, expect, it } from "vitest";
import { alignTranslation, type OriginalVerse, PreparedOriginals, type TranslationVerse } from "./align.ts";
import { confidentStrongs, decodeLinks, encodeLinks } from "./codec.ts";
import { sourceUnits } from "./source.ts";
import { taggedLinks } from "./tagged.ts";
import { tokenize } from "./tokenize/index.ts";

/** A small deterministic random generator (mulberry32), so the synthetic corpus is the same on every run. */
/** The value, which the test's own construction guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("expected a value");
  return value;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEXICON: Record<string, string> = {
  H430: "god",
  H776: "earth",
  H8064: "heaven",
  H1254: "created",
  H559: "said",
  H216: "light",
  H2822: "darkness",
  H4325: "waters",
  H3117: "day",
  H3915: "night",
  H7200: "saw",
  H2896: "good",
  H6086: "tree",
  H2233: "seed",
  H6529: "fruit",
  H1121: "son",
  H376: "man",
  H802: "woman",
  H1004: "house",
  H4428: "king",
};

/** Verses of 4–8 original words; the translation says each with its word, adds 'the' and swaps neighbours. */
function syntheticCorpus(count: number): { originals: OriginalVerse[]; translation: TranslationVerse[] } {
  const next = random(7);
  const numbers = Object.keys(LEXICON);
  const originals: OriginalVerse[] = [];
  const translation: TranslationVerse[] = [];
  for (let k = 0; k < count; k++) {
    const ref = { book: 1, chapter: 1 + Math.floor(k / 50), verse: 1 + (k % 50) };
    const length = 4 + Math.floor(next() * 5);
    const words = Array.from({ length }, () => defined(numbers[Math.floor(next() * numbers.length)]));
    originals.push({ ...ref, words: words.map((s) => ({ w: s, s: [s], m: "HNcmsa" })) });
    const said = words.flatMap((s) => (next() < 0.4 ? ["the", defined(LEXICON[s])] : [defined(LEXICON[s])]));
    for (let i = 0; i + 1 < said.length; i += 3) {
      if (next() < 0.3) [said[i], said[i + 1]] = [defined(said[i + 1]), defined(said[i])];
    }
    translation.push({ ...ref, text: `${said.join(" ")}.` });
  }
  return { originals, translation };
}

describe("alignTranslation", () => {
  it("learns which original word each translated word renders, with confident links", () => {
    const { originals, translation } = syntheticCorpus(600);
    const result = alignTranslation("english", translation, originals);
    expect(result.alignedVerses).toBe(600);
    const reverse = new Map(Object.entries(LEXICON).map(([s, w]) => [w, s]));
    let content = 0;
    let right = 0;
    for (const verse of result.verses) {
      const text = defined(translation.find((t) => t.chapter === verse.chapter && t.verse === verse.verse)).text;
      for (const token of tokenize(text, "english")) {
        const expected = reverse.get(token.norm);
        if (!expected) continue;
        content++;
        const best = verse.links.find((l) => l.start === token.start);
        if (best && best.confidence >= 0.5 && best.strongs === expected) right++;
      }
    }
    expect(right / content).toBeGreaterThan(0.95);
  });

  it("links the same with the original prepared once for several translations", () => {
    const { originals, translation } = syntheticCorpus(200);
    const other = translation.map((verse) => ({ ...verse, text: verse.text.split(" ").reverse().join(" ") }));
    const prepared = new PreparedOriginals(originals);
    for (const text of [translation, other, translation]) {
      expect(alignTranslation("english", text, prepared).verses).toEqual(
        alignTranslation("english", text, originals).verses,
      );
    }
  });

  it("leaves a verse without an original verse unaligned", () => {
    const result = alignTranslation(
      "english",
      [{ book: 1, chapter: 1, verse: 1, text: "God created." }],
      [{ book: 1, chapter: 1, verse: 2, words: [{ w: "x", s: ["H430"] }] }],
    );
    expect(result.verses).toEqual([]);
  });
});

describe("sourceUnits", () => {
  it("gives Hebrew prefixes and pronoun suffixes their own units, without Strong's numbers", () => {
    // בְּרֵאשִׁית: the preposition ב on "beginning"; וְהָאָרֶץ: and + the + earth; לוֹ: to + him.
    const units = sourceUnits([
      { w: "בְּרֵאשִׁ֖ית", s: ["H7225"], m: "HR/Ncfsa" },
      { w: "וְהָאָ֗רֶץ", s: ["H776"], m: "HC/Td/Ncbsa" },
      { w: "ל֖וֹ", s: ["H0"], m: "HR/Sp3ms" },
      { w: "λογος", s: ["G3056"], m: "N-NSM" },
    ]);
    expect(units.map((u) => u.type)).toEqual(["~Rb", "H7225", "~C", "~Td", "H776", "H0", "~Sp3ms", "G3056"]);
    expect(units.filter((u) => u.strongs).map((u) => u.word)).toEqual([0, 1, 2, 3]);
  });
});

describe("links", () => {
  it("survive the storage encoding", () => {
    const links = [
      { start: 0, end: 4, strongs: "H430", word: 2, confidence: 0.87 },
      { start: 10, end: 17, strongs: "G26", word: -1, confidence: 1 },
    ];
    expect(decodeLinks(encodeLinks(links))).toEqual(links);
  });

  it("name the Strong's numbers they carry with confidence, each once, for the search column", () => {
    const links = [
      { start: 0, end: 4, strongs: "G26", word: 2, confidence: 0.7 },
      { start: 5, end: 9, strongs: "H430", word: 0, confidence: 0.69 },
      { start: 10, end: 17, strongs: "G26", word: 5, confidence: 1 },
      { start: 18, end: 20, strongs: "H1", word: -1, confidence: 0.95 },
    ];
    expect(confidentStrongs(encodeLinks(links))).toEqual([1, 10026]);
    expect(confidentStrongs([])).toEqual([]);
  });

  it("drop a malformed tag of the source (RV1909's 'G11537' on 'de') instead of failing the version", () => {
    const links = [
      { start: 0, end: 11, strongs: "G1073", word: 0, confidence: 1 },
      { start: 12, end: 14, strongs: "G11537", word: -1, confidence: 1 },
    ];
    expect(decodeLinks(encodeLinks(links))).toEqual([links[0]]);
  });

  it("of a tagged text follow its tags, phrase by phrase, to the matching original word", () => {
    const text = "Y ahora permanecen la fe, la esperanza, y la caridad; la mayor de ellas es la caridad.";
    const tokens = tokenize(text, "spanish");
    const links = taggedLinks(
      text,
      tokens,
      [
        { w: "la fe", s: ["G4102"] },
        { w: "la caridad", s: ["G26"] },
        { w: "es la caridad", s: ["G0026"] },
      ],
      [
        { w: "πιστις", s: ["G4102"] },
        { w: "αγαπη", s: ["G26"] },
        { w: "η", s: ["G3588"] },
        { w: "αγαπη", s: ["G26"] },
      ],
    );
    const charity = links.filter((l) => text.slice(l.start, l.end) === "caridad");
    expect(charity.map((l) => [l.strongs, l.word, l.confidence])).toEqual([
      ["G26", 1, 1],
      ["G26", 3, 1],
    ]);
    expect(links.filter((l) => l.strongs === "G4102").map((l) => text.slice(l.start, l.end))).toEqual(["la", "fe"]);
  });
});
