import { describe, expect, it } from "vitest";
import {
  addLanguage,
  initialSelection,
  type LanguageSelection,
  languagesToAdd,
  moveLanguage,
  normalizeSelection,
  removeLanguage,
  setLanguageVersion,
  withPrimaryLanguage,
} from "./language-selection";

const defaults: Record<string, string> = { french: "LSG", english: "KJV", russian: "SYNOD", arabic: "SVD" };
const defaultVersionOf = (language: string) => defaults[language] ?? "?";
const ALL = ["french", "english", "russian", "arabic"];

function three(): LanguageSelection {
  let selection = initialSelection("french", defaultVersionOf);
  selection = addLanguage(selection, "english", defaultVersionOf);
  return addLanguage(selection, "russian", defaultVersionOf);
}

describe("reader language selection", () => {
  it("starts with the primary language and its default version", () => {
    expect(initialSelection("russian", defaultVersionOf)).toEqual({
      languages: ["russian"],
      versions: { russian: "SYNOD" },
    });
  });

  it("adds a language at the end with its default version", () => {
    const selection = addLanguage(initialSelection("french", defaultVersionOf), "arabic", defaultVersionOf);
    expect(selection).toEqual({ languages: ["french", "arabic"], versions: { french: "LSG", arabic: "SVD" } });
  });

  it("refuses a fourth language and offers nothing more to add at 3", () => {
    const selection = three();
    expect(addLanguage(selection, "arabic", defaultVersionOf)).toBe(selection);
    expect(selection.languages).toHaveLength(3);
    expect(languagesToAdd(selection, ALL)).toEqual([]);
  });

  it("refuses a language that is already selected", () => {
    const selection = addLanguage(initialSelection("french", defaultVersionOf), "english", defaultVersionOf);
    expect(addLanguage(selection, "french", defaultVersionOf)).toBe(selection);
    expect(languagesToAdd(selection, ALL)).toEqual(["russian", "arabic"]);
  });

  it("removes a language together with its version entry", () => {
    const selection = removeLanguage(three(), "english");
    expect(selection).toEqual({ languages: ["french", "russian"], versions: { french: "LSG", russian: "SYNOD" } });
    expect(Object.hasOwn(selection.versions, "english")).toBe(false);
  });

  it("keeps the last language", () => {
    const selection = removeLanguage(removeLanguage(three(), "english"), "french");
    expect(selection.languages).toEqual(["russian"]);
    expect(removeLanguage(selection, "russian")).toBe(selection);
  });

  it("reorders by moving a language to another's place, in both directions", () => {
    expect(moveLanguage(three(), "russian", "french").languages).toEqual(["russian", "french", "english"]);
    expect(moveLanguage(three(), "french", "russian").languages).toEqual(["english", "russian", "french"]);
    expect(moveLanguage(three(), "french", "english").versions).toEqual(three().versions);
    const selection = three();
    expect(moveLanguage(selection, "french", "arabic")).toBe(selection);
  });

  it("changes the version of a selected language only", () => {
    const selection = setLanguageVersion(three(), "english", "WEB");
    expect(selection.versions).toEqual({ french: "LSG", english: "WEB", russian: "SYNOD" });
    const unchanged = three();
    expect(setLanguageVersion(unchanged, "arabic", "SVD")).toBe(unchanged);
  });

  it("repairs a stored selection: unknown, duplicate and extra languages dropped, versions filled in", () => {
    const selection = normalizeSelection(
      {
        languages: ["english", "klingon", "english", "arabic", "french", "russian"],
        versions: { english: "WEB", german: "LUT" },
      },
      ALL,
      "french",
      defaultVersionOf,
    );
    expect(selection).toEqual({
      languages: ["english", "arabic", "french"],
      versions: { english: "WEB", arabic: "SVD", french: "LSG" },
    });
  });

  it("falls back to the primary language when nothing usable is stored", () => {
    expect(normalizeSelection({ languages: [] }, ALL, "english", defaultVersionOf)).toEqual({
      languages: ["english"],
      versions: { english: "KJV" },
    });
  });
});

describe("withPrimaryLanguage", () => {
  const versionOf = (language: string) => ({ french: "LSG", arabic: "SVD", russian: "SYNOD" })[language] ?? "";
  const selection = { languages: ["french", "russian"], versions: { french: "LSG", russian: "SYNOD" } };

  it("puts the new interface language first, in place of the previous first language", () => {
    expect(withPrimaryLanguage(selection, "arabic", versionOf)).toEqual({
      languages: ["arabic", "russian"],
      versions: { arabic: "SVD", russian: "SYNOD" },
    });
  });

  it("moves an already shown language to the first column and keeps its version", () => {
    expect(
      withPrimaryLanguage({ ...selection, versions: { french: "LSG", russian: "RST" } }, "russian", versionOf),
    ).toEqual({
      languages: ["russian", "french"],
      versions: { french: "LSG", russian: "RST" },
    });
  });

  it("changes nothing when the primary language is already first", () => {
    expect(withPrimaryLanguage(selection, "french", versionOf)).toBe(selection);
  });
});
