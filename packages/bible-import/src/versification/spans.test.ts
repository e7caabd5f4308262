import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBible } from "../read";
import { coverage } from "../report";
import { bibleSourceDir } from "../testing";
import type { VerseRecord } from "../types";
import { recordSpans } from "./spans";

const at = (records: VerseRecord[], book: number, chapter: number, verse: number) =>
  records.find((r) => r.book === book && r.chapter === chapter && r.verse === verse);

/** Genesis 1 as a text that writes exactly as long as the KJV, `chars` characters per KJV character. */
const KJV_GEN_1 = [54, 142, 54, 85, 115, 112, 144, 89, 126, 121];
const genesis = (verses: number[], merged: Record<number, number[]> = {}): VerseRecord[] =>
  verses.map((verse) => {
    const covers = merged[verse] ?? [verse];
    const length = covers.reduce((sum, v) => sum + (KJV_GEN_1[v - 1] ?? 0), 0);
    return { book: 1, chapter: 1, verse, text: "a".repeat(length) };
  });

describe("recordSpans", () => {
  it("gives an empty slot to the verse before whose length holds both", () => {
    const records = recordSpans(genesis([1, 2, 3, 5, 6, 7, 8, 9, 10], { 3: [3, 4] }));
    expect(at(records, 1, 1, 3)?.verseEnd).toBe(4);
    expect(records.filter((r) => r.verseEnd)).toHaveLength(1);
  });

  it("moves the verse after onto the empty slot when it holds both", () => {
    const records = recordSpans(genesis([1, 2, 4, 5, 6, 7, 8, 9, 10], { 4: [3, 4] }));
    expect(at(records, 1, 1, 3)).toMatchObject({ verse: 3, verseEnd: 4 });
    expect(at(records, 1, 1, 4)).toBeUndefined();
    expect(coverage(records).missing).not.toContain("Gen 1:3");
  });

  it("leaves a slot empty when neither neighbour holds its text", () => {
    const records = recordSpans(genesis([1, 2, 3, 5, 6, 7, 8, 9, 10]));
    expect(records.some((r) => r.verseEnd)).toBe(false);
  });

  it("runs again without changing what it recorded", () => {
    const once = recordSpans(genesis([1, 2, 3, 5, 6, 7, 8, 9, 10], { 3: [3, 4] }));
    expect(recordSpans(once)).toEqual(once);
  });
});

describe("spans of the shipped texts", () => {
  it("records Ohienko's crammed Exodus and KRV's joined verses, never the verses the critical text omits", async () => {
    const uov = await readBible(join(bibleSourceDir(), "uk/UOV.UkrOgienko.imp.gz"), { format: "imp" });
    expect(at(uov.records, 2, 37, 21)?.verseEnd).toBe(29);
    expect(at(uov.records, 2, 39, 23)?.verseEnd).toBe(43);
    expect(at(uov.records, 24, 48, 44)?.verseEnd).toBe(47);
    expect(at(uov.records, 1, 31, 31)).toMatchObject({ verseEnd: 32 });
    expect(at(uov.records, 1, 31, 31)?.text).toMatch(/^А Яков відповів/);

    const krv = await readBible(join(bibleSourceDir(), "ko/KRV.KorRV.imp.gz"), { format: "imp" });
    expect(at(krv.records, 23, 30, 1)?.verseEnd).toBe(2);
    expect(at(krv.records, 40, 18, 10)?.verseEnd).toBeUndefined();
    expect(coverage(krv.records).missing).toContain("Matt 18:11");
  });
});
