import { beforeEach, describe, expect, it } from "vitest";
import { readLastReading, readReaderLanguages, writeLastReading, writeReaderLanguages } from "./guest-storage";

beforeEach(() => window.localStorage.clear());

describe("guest storage", () => {
  it("keeps the last reading under the spec's key lastReading", () => {
    writeLastReading({ book: "John", chapter: 3, verses: "1-36" });
    expect(JSON.parse(window.localStorage.getItem("lastReading") ?? "null")).toEqual({
      book: "John",
      chapter: 3,
      verses: "1-36",
    });
    expect(readLastReading()).toEqual({ book: "John", chapter: 3, verses: "1-36" });
  });

  it("ignores a last reading it cannot read", () => {
    window.localStorage.setItem("lastReading", "{not json");
    expect(readLastReading()).toBeUndefined();
    window.localStorage.setItem("lastReading", JSON.stringify({ book: "John" }));
    expect(readLastReading()).toBeUndefined();
  });

  it("keeps the reader's languages and versions, dropping malformed entries", () => {
    writeReaderLanguages({
      selectedLanguages: ["russian", "french"],
      languageVersionMap: { russian: "SYNOD", french: "LSG" },
    });
    expect(readReaderLanguages()).toEqual({
      selectedLanguages: ["russian", "french"],
      languageVersionMap: { russian: "SYNOD", french: "LSG" },
    });
    window.localStorage.setItem(
      "readerLanguages",
      JSON.stringify({ selectedLanguages: ["french", 4], languageVersionMap: { french: "LSG", english: 1 } }),
    );
    expect(readReaderLanguages()).toEqual({ selectedLanguages: ["french"], languageVersionMap: { french: "LSG" } });
  });
});
