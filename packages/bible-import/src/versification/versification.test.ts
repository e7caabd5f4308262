import { join } from "node:path";
import { BOOKS } from "@bible/canon";
import { versesPerChapter } from "@bible/canon/verses";
import { beforeAll, describe, expect, it } from "vitest";
import { readSource } from "../formats/index";
import { bibleSourceDir } from "../testing";
import type { VerseRecord } from "../types";
import { parseAnchors, place } from "./anchors";
import { deriveRules, type SourceShape } from "./derive";
import { type MappedBible, mapToKjv } from "./index";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

const verse = (records: VerseRecord[], book: number, chapter: number, number: number) =>
  records.find((r) => r.book === book && r.chapter === chapter && r.verse === number);

async function read(path: string): Promise<VerseRecord[]> {
  const records: VerseRecord[] = [];
  for await (const record of readSource(join(bibleSourceDir(), path), "imp")) records.push(record);
  return records;
}

describe("anchors", () => {
  it("moves a run of verses, turns verses before 1 into the heading and drops what has no slot", () => {
    const rules = new Map([
      [50, parseAnchors("1>51:-1")],
      [3, parseAnchors("1>3:1 24>- 91>3:24")],
    ]);
    expect(place(rules, 50, 1)).toEqual({ kind: "heading", chapter: 51 });
    expect(place(rules, 50, 2)).toEqual({ kind: "heading", chapter: 51 });
    expect(place(rules, 50, 3)).toEqual({ kind: "verse", chapter: 51, verse: 1 });
    expect(place(rules, 3, 23)).toEqual({ kind: "verse", chapter: 3, verse: 23 });
    expect(place(rules, 3, 50).kind).toBe("skip");
    expect(place(rules, 3, 92)).toEqual({ kind: "verse", chapter: 3, verse: 25 });
    expect(place(rules, 7, 4)).toEqual({ kind: "verse", chapter: 7, verse: 4 });
  });

  it("derives a moved chapter boundary from verse counts that cancel out", () => {
    // Numbers 12 has 16 verses in the KJV, 13 has 33; a source with 15 and 34 starts chapter 13 one verse early.
    const numbers = versesPerChapter(BOOKS[3]).map((count, index) => {
      const chapter = index + 1;
      const last = chapter === 12 ? 15 : chapter === 13 ? 34 : count;
      return [chapter, { last, max: last, first: 1, leadingTitles: 0 }] as const;
    });
    const shape: SourceShape = new Map([[4, new Map(numbers)]]);
    const rules = deriveRules(shape, { psalms: "kjv", overrides: {} }).get(4);
    expect(place(rules, 13, 1)).toEqual({ kind: "verse", chapter: 12, verse: 16 });
    expect(place(rules, 13, 2)).toEqual({ kind: "verse", chapter: 13, verse: 1 });
    expect(place(rules, 12, 15)).toEqual({ kind: "verse", chapter: 12, verse: 15 });
  });
});

describe("Synodal (RusSynodal)", () => {
  let source: VerseRecord[];
  let mapped: MappedBible;
  beforeAll(async () => {
    source = await read("ru/SYNOD.RusSynodal.imp.gz");
    mapped = mapToKjv(source, "Synodal");
  });

  it("puts Psalm 22 of the Synodal on KJV Psalm 23, keeping its own reference", () => {
    const psalm23 = defined(verse(mapped.records, 19, 23, 1));
    // The module writes a hyphen where printed editions have a dash ("Господь – Пастырь мой").
    expect(psalm23.text).toMatch(/^Господь [-–] Пастырь мой; я ни в чем не буду нуждаться:$/);
    expect(psalm23.originalRef).toBe("Ps.22.1");
    expect(psalm23.heading).toBe("псалом Давида.");
    expect(verse(mapped.records, 19, 23, 6)?.originalRef).toBe("Ps.22.6");
  });

  it("turns title verses into the heading of verse 1 (Synodal 50:1-2 = title of KJV 51)", () => {
    const psalm51 = defined(verse(mapped.records, 19, 51, 1));
    expect(psalm51.heading).toBe(
      "Начальнику хора. Псалом Давида, когда приходил к нему пророк Нафан, после того, как Давид вошел к Вирсавии.",
    );
    expect(psalm51.text).toMatch(/^Помилуй меня, Боже, по великой милости Твоей/);
    expect(psalm51.originalRef).toBe("Ps.50.3");
    expect(mapped.records.filter((r) => r.book === 19 && r.chapter === 51)).toHaveLength(19);
  });

  it("splits and joins psalms where the numberings differ (9 = 9+10, 113 = 114+115, 146+147 = 147)", () => {
    expect(verse(mapped.records, 19, 10, 1)?.originalRef).toBe("Ps.9.22");
    expect(verse(mapped.records, 19, 115, 1)?.originalRef).toBe("Ps.113.9");
    expect(verse(mapped.records, 19, 116, 10)?.originalRef).toBe("Ps.115.1");
    expect(verse(mapped.records, 19, 147, 12)?.originalRef).toBe("Ps.147.1");
    expect(verse(mapped.records, 19, 150, 6)?.originalRef).toBeUndefined();
  });

  it("moves chapter boundaries back (Num 13:1 = KJV 12:16, Job 40-41, Rom 14:24-26 = KJV 16:25-27)", () => {
    expect(verse(mapped.records, 4, 12, 16)).toMatchObject({ originalRef: "Num.13.1" });
    expect(verse(mapped.records, 18, 41, 1)?.text).toMatch(/левиафана/);
    expect(verse(mapped.records, 45, 16, 25)?.originalRef).toBe("Rom.14.24");
    expect(verse(mapped.records, 45, 14, 24)).toBeUndefined();
  });

  it("accounts for every source verse: placed, joined, or reported as left out", () => {
    const withText = source.filter((r) => r.text || r.heading).length;
    const skipped = mapped.notes.filter((n) => n.kind === "skipped");
    const joined = mapped.notes.filter((n) => n.kind === "merged");
    // Ps 151 (7), Dan 3:24-90 (the Greek additions, 67), Dan 13 (Susanna, 64) and Dan 14 (Bel, 42).
    expect(skipped).toHaveLength(7 + 67 + 64 + 42);
    expect(skipped.map((n) => n.ref)).toContain("Dan.3.24");
    expect(joined.map((n) => n.ref)).toEqual(["Prov.13.14", "Prov.18.8"]);
    // The 68 remaining source verses are psalm titles that became headings.
    expect(withText - skipped.length - joined.length - mapped.records.length).toBe(68);
    expect(mapped.notes.filter((n) => n.kind === "extra").map((n) => n.ref)).toEqual([
      "Josh.24.34",
      "Josh.24.35",
      "Josh.24.36",
      "1Sam.20.43",
      "Prov.4.28",
      "Prov.4.29",
      "3John.1.15",
    ]);
  });
});

describe("Orthodox (UkrOgienko)", () => {
  let mapped: MappedBible;
  beforeAll(async () => {
    mapped = mapToKjv(await read("uk/UOV.UkrOgienko.imp.gz"), "Orthodox");
  });

  it("lines Psalm 23 up with the other languages", () => {
    expect(verse(mapped.records, 19, 23, 1)).toMatchObject({
      text: "Господь — то мій Па́стир, тому́ в недоста́тку не буду, —",
      heading: "Псалом Давидів.",
      originalRef: "Ps.22.1",
    });
  });

  it("maps the Hebrew chapter divisions of the Old Testament onto the KJV ones", () => {
    expect(verse(mapped.records, 29, 2, 28)).toMatchObject({ originalRef: "Joel.3.1" });
    expect(verse(mapped.records, 29, 3, 1)).toMatchObject({ originalRef: "Joel.4.1" });
    expect(verse(mapped.records, 39, 4, 1)?.originalRef).toBeUndefined();
    expect(verse(mapped.records, 16, 4, 1)).toMatchObject({ originalRef: "Neh.3.33" });
    expect(verse(mapped.records, 16, 4, 7)).toMatchObject({ originalRef: "Neh.4.1" });
    expect(verse(mapped.records, 1, 31, 55)?.text).toMatch(/^І встав Лаван рано вранці/);
  });
});

describe("German (Luther 1912)", () => {
  it("maps titles and chapter boundaries: the whole text lands on KJV slots", async () => {
    const records: VerseRecord[] = [];
    for await (const record of readSource(join(bibleSourceDir(), "de/LUT1912.zefania.xml.gz"), "zefania")) {
      records.push(record);
    }
    const mapped = mapToKjv(records, "German");
    expect(verse(mapped.records, 2, 8, 1)).toMatchObject({ originalRef: "Exod.7.26" });
    expect(verse(mapped.records, 19, 3, 1)).toMatchObject({
      heading: "Ein Psalm Davids, da er floh vor seinem Sohn Absalom.",
      originalRef: "Ps.3.2",
    });
    expect(verse(mapped.records, 39, 4, 1)).toMatchObject({ originalRef: "Mal.3.19" });
  });
});
