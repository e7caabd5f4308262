import { describe, expect, it } from "vitest";
import { arpabetToIpa } from "./arpabet";
import { analyzerFor } from "./index";

describe("per-language analysis", () => {
  it("French: 'créa' → infinitive créer with its conjugation table", async () => {
    const a = await analyzerFor("french")("créa", null);
    expect(a).toMatchObject({ partOfSpeech: "verb", lemma: "créer" });
    expect(a.conjugations?.Présent).toBe("je crée, tu crées, il crée, nous créons, vous créez, ils créent");
    expect(a.conjugations?.["Passé composé"]).toContain("j'ai créé");
  });

  it("French: a homograph goes to the frequent verb, an elided pronoun is dropped", async () => {
    expect((await analyzerFor("french")("suis", null)).lemma).toBe("être");
    expect((await analyzerFor("french")("s’élevait", null)).lemma).toBe("élever");
  });

  it("Japanese: 神 is read かみ in its sentence; a conjugated verb gives its dictionary form", async () => {
    expect(await analyzerFor("japanese")("神", "はじめに[神]は天と地とを創造された。")).toMatchObject({
      pronunciation: "かみ",
      partOfSpeech: "noun",
    });
    const verb = await analyzerFor("japanese")("愛し", "この世を[愛し]てくださった。");
    expect(verb).toMatchObject({ partOfSpeech: "verb", lemma: "愛す" });
  });

  it("Chinese: 爱 is ài, with CC-CEDICT's English glosses", async () => {
    const a = await analyzerFor("chinese")("爱", "神[爱]世人");
    expect(a.pronunciation).toBe("ài");
    expect(a.englishGlosses).toContain("love");
    expect(a.englishDefinition).toMatch(/^to love/);
  });

  it("English: WordNet definition, CMU pronunciation in IPA, KJV -eth forms lemmatised", async () => {
    const a = await analyzerFor("english")("believeth", "that whosoever [believeth] in him");
    expect(a).toMatchObject({ partOfSpeech: "verb", lemma: "believe" });
    expect(a.conjugations?.past).toBe("believed");
    expect(a.englishDefinition).toContain("accept as true");
    expect(arpabetToIpa("L AH1 V")).toBe("/lʌv/");
    expect(arpabetToIpa("B IH0 G IH1 N IH0 NG")).toBe("/bɪˈɡɪnɪŋ/");
  });

  it("German and Italian: a past form finds its plain verb", async () => {
    expect((await analyzerFor("german")("schuf", null)).lemma).toBe("schaffen");
    expect((await analyzerFor("italian")("creò", null)).conjugations?.["Passato remoto"]).toContain("lui creò");
  });

  it("Spanish: lemmatised only when the word is known to be a verb", async () => {
    expect((await analyzerFor("spanish", "verb")("creó", null)).lemma).toBe("crear");
    expect(await analyzerFor("spanish")("tierra", null)).toMatchObject({ lemma: null, partOfSpeech: null });
  });

  it("Korean, Russian and Ukrainian: romanisation with each language's rules", async () => {
    expect((await analyzerFor("korean")("하나님이", null)).pronunciation).toBe("hananimi");
    expect((await analyzerFor("russian")("Бог", null)).pronunciation).toBe("Bog");
    expect((await analyzerFor("ukrainian")("Бог", null)).pronunciation).toBe("Boh");
  });

  it("a language without data answers nothing rather than guessing", async () => {
    expect(await analyzerFor("arabic")("الله", null)).toMatchObject({
      pronunciation: null,
      partOfSpeech: null,
      lemma: null,
      conjugations: null,
      englishDefinition: null,
    });
  });
});
