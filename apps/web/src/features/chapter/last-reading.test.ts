import { beforeEach, describe, expect, it } from "vitest";
import { readLastReading, writeLastReading } from "./last-reading";

beforeEach(() => window.localStorage.clear());

const stored = () => JSON.parse(window.localStorage.getItem("lastReading") ?? "null");
const store = (value: unknown) => window.localStorage.setItem("lastReading", JSON.stringify(value));

describe("lastReading (SPEC §3)", () => {
  it("keeps book, chapter and verses under the spec's key, the book by its English name", () => {
    writeLastReading({ book: "1Cor", chapter: 13, verses: "1-13" });
    expect(stored()).toEqual({ book: "1 Corinthians", chapter: 13, verses: "1-13" });
    expect(readLastReading()).toEqual({ book: "1 Corinthians", chapter: 13, verses: "1-13" });
  });

  it("keeps the plan day of a plan reading, and a reader's reading does not lose it", () => {
    writeLastReading({ book: "Genesis", chapter: 1, verses: "1-31", day: 12 });
    expect(readLastReading()).toEqual({ book: "Genesis", chapter: 1, verses: "1-31", day: 12 });
    writeLastReading({ book: "Psalms", chapter: 23, verses: "1-6" });
    expect(stored()).toEqual({ book: "Psalms", chapter: 23, verses: "1-6", day: 12 });
    writeLastReading({ book: "Exodus", chapter: 2, verses: "1-25", day: 13 });
    expect(readLastReading()?.day).toBe(13);
  });

  it("reads what older versions of the app stored: an OSIS id or a number, a chapter as text, no verses", () => {
    store({ book: "Ps", chapter: "23" });
    expect(readLastReading()).toEqual({ book: "Psalms", chapter: 23, verses: "" });
    store({ book: 43, chapter: 3, verses: "16" });
    expect(readLastReading()).toEqual({ book: "John", chapter: 3, verses: "16" });
  });

  it("ignores a reading that names no real chapter", () => {
    for (const value of [
      null,
      [],
      "Genesis",
      { book: "John" },
      { book: "Hezekiah", chapter: 1, verses: "1" },
      { book: "John", chapter: 0, verses: "1" },
      { book: "John", chapter: 22, verses: "1" },
      { book: "John", chapter: 2.5, verses: "1" },
      { book: { name: "John" }, chapter: 3, verses: "1" },
    ]) {
      store(value);
      expect(readLastReading()).toBeNull();
    }
    window.localStorage.setItem("lastReading", "{not json");
    expect(readLastReading()).toBeNull();
  });

  it("drops a day that is not a plan day and keeps the rest", () => {
    store({ book: "John", chapter: 3, verses: "1-21", day: 0 });
    expect(readLastReading()).toEqual({ book: "John", chapter: 3, verses: "1-21" });
    store({ book: "John", chapter: 3, verses: "1-21", day: "x" });
    expect(readLastReading()).toEqual({ book: "John", chapter: 3, verses: "1-21" });
  });
});
