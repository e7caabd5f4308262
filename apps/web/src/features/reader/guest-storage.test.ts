import { beforeEach, describe, expect, it } from "vitest";
import { readReaderLanguages, writeReaderLanguages } from "./guest-storage";

beforeEach(() => window.localStorage.clear());

describe("guest storage", () => {
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
