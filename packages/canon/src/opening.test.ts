import { describe, expect, it } from "vitest";
import { findLanguage } from "./languages.ts";
import { openingOrder } from "./opening.ts";

const language = (name: string) => {
  const found = findLanguage(name);
  if (!found) throw new Error(`${name} is not one of the 12 languages`);
  return found;
};
const codes = (name: string, installed: string[]) =>
  openingOrder(
    language(name),
    installed.map((code) => ({ code })),
  ).map((v) => v.code);

describe("the order a language's installed versions are offered in", () => {
  it("opens with the spec's default when it is installed", () => {
    expect(codes("english", ["ASV", "KJV", "NIV", "WEB"])).toEqual(["NIV", "KJV", "ASV", "WEB"]);
    expect(codes("french", ["FRNT", "LSG"])).toEqual(["LSG", "FRNT"]);
  });

  it("else with the public-domain version we ship, not the first by code or name", () => {
    expect(codes("english", ["ASV", "KJV", "WEB"])).toEqual(["KJV", "ASV", "WEB"]);
    expect(codes("japanese", ["JPBUNGO", "JPKOUGO"])).toEqual(["JPKOUGO", "JPBUNGO"]);
    expect(codes("spanish", ["RV1909"])).toEqual(["RV1909"]);
  });

  it("else with the first installed version by code", () => {
    expect(codes("english", ["WEB", "ASV"])).toEqual(["ASV", "WEB"]);
    expect(codes("english", [])).toEqual([]);
  });
});
