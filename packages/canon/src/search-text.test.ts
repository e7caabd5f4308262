import { describe, expect, it } from "vitest";
import { foldSearchText, searchDocument, searchTerms } from "./search-text";

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The tokens as the segmenter gives them: its words, those with Han or kana cut into their characters. */
function segmenterTokens(locale: string, text: string): string {
  const tokens: string[] = [];
  for (const part of new Intl.Segmenter(locale, { granularity: "word" }).segment(text)) {
    if (part.isWordLike) tokens.push(...(HAN_OR_KANA.test(part.segment) ? [...part.segment] : [part.segment]));
  }
  return tokens.join(" ");
}

describe("folding Latin-script text", () => {
  // The whole-text folding that foldSearchText does letter by letter when it can.
  const reference = (text: string) =>
    text
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/ß/g, "ss")
      .replace(/[œ]/g, "oe")
      .replace(/[æ]/g, "ae")
      .normalize("NFC");

  it("folds every Latin letter and punctuation mark as the whole text is folded", () => {
    const letters: string[] = [];
    for (let code = 0; code <= 0x24f; code++) letters.push(String.fromCharCode(code));
    for (let code = 0x2000; code <= 0x206f; code++) letters.push(String.fromCharCode(code));
    for (const letter of letters) expect(foldSearchText("french", letter)).toBe(reference(letter));
    expect(foldSearchText("french", letters.join(""))).toBe(reference(letters.join("")));
  });

  it.each([
    "L'Éternel dit à Moïse : « Œuvre, cœur, Æsir »",
    "Straße, GRÜSSE, Ärger",
    "e\u0301 combining, İstanbul, ΣΟΦΙΑ",
    "“Quoted” — dashes… and ‘apostrophes’",
    "\u2000en quad\u2001em quad",
  ])("folds %j", (text) => {
    expect(foldSearchText("german", text)).toBe(reference(text));
  });
});

describe("Chinese and Japanese search documents", () => {
  // Verses of the shipped Bibles, and text around what the segmenter treats apart (searchDocument takes most
  // verses without it): the tokens must be the segmenter's either way.
  const samples: [string, string][] = [
    ["chinese", "神爱世人，甚至将他的独生子赐给他们，叫一切信他的，不至灭亡，反得永生。"],
    ["chinese", "〔大衛的詩。〕耶和華是我的牧者；我必不至缺乏。"],
    ["chinese", "「你們要謹慎」（或作：[看哪]）"],
    ["japanese", "神はそのひとり子を賜わったほどに、この世を愛して下さった。"],
    ["japanese", "人々は時々刻々、コーヒーを・・・ペテロ―ヨハネ"],
    ["japanese", "々は、人々々と"],
    ["japanese", "〻と"],
    ["japanese", "ーー と コーーヒー と ー"],
    ["japanese", "第1章 ABC ダビデ 9 人 ⺀ ⼀ 𖿣 𠀀"],
    ["japanese", "ヨシュア記（ヨシュアき）{注} `引用` −3"],
  ];
  it.each(samples)("%s: %s", (language, text) => {
    const locale = language === "chinese" ? "zh" : "ja";
    expect(searchDocument(language, text)).toBe(segmenterTokens(locale, foldSearchText(language, text)));
  });

  it("cuts a query the same way", () => {
    expect(searchTerms("japanese", "人々 コーヒー")).toEqual({
      words: [],
      phrases: [
        ["人", "々"],
        ["コ", "ー", "ヒ", "ー"],
      ],
    });
    expect(searchTerms("chinese", "神爱世人")).toEqual({ words: [], phrases: [["神", "爱", "世", "人"]] });
  });
});
