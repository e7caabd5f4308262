import { LANGUAGES, type LanguageId } from "@bible/canon";
import { afterAll, describe, expect, it } from "vitest";
import { FREEDICT_LANGUAGES } from "../dictionary-store";
import type { DictionaryEntry } from "../study/dictionary";
import { grammarTargetsOf } from "../study/word-study";
import { dictionaryEntry } from "../testing/dictionary";
import { transliterateArabic } from "./arabic";
import { arpabetToIpa } from "./arpabet";
import { iso9, ukrainianNational } from "./cyrillic";
import { germanIpa, italianIpa, portugueseIpa, spanishIpa } from "./g2p";
import { analyzerFor } from "./index";
import { IPA_DICTIONARIES } from "./ipa-sources";
import { chooseReading } from "./readings";
import type { AnalysisInput, WordAnalysis } from "./types";
import { stopSegmenters } from "./worker-pool";

afterAll(() => stopSegmenters());

/**
 * An analysis without the database: the dictionaries' headwords are the given entries (none by default), looked up
 * in lower case as the dictionaries store them.
 */
function analyse(
  language: Parameters<typeof analyzerFor>[0],
  word: string,
  context: string | null = null,
  entries: Partial<DictionaryEntry>[] = [],
): Promise<WordAnalysis> {
  const input: AnalysisInput = {
    context,
    headwords: async (words) =>
      entries
        .filter((e) => words.some((w) => w.toLowerCase() === (e.headword ?? "").toLowerCase()))
        .map(dictionaryEntry),
  };
  return analyzerFor(language)(word, input);
}

const first = (analysis: WordAnalysis) => analysis.readings[0];
const tables = async (analysis: WordAnalysis) => (await first(analysis)?.tables?.()) ?? {};

describe("French", () => {
  it("'terre', 'abîme' and 'Erde' are nouns, not forms of terrer, abîmer or erden", async () => {
    expect(first(await analyse("french", "terre", "Dieu créa les cieux et la [terre]."))).toMatchObject({
      partOfSpeech: "noun",
      lemma: "terre",
      gender: "feminine",
    });
    expect(first(await analyse("french", "terre"))).toMatchObject({ partOfSpeech: "noun" });
    expect(first(await analyse("french", "abîme", "à la surface de l'[abîme]"))).toMatchObject({
      partOfSpeech: "noun",
      lemma: "abîme",
    });
    expect(first(await analyse("french", "l'abîme"))).toMatchObject({ partOfSpeech: "noun" });
    expect(first(await analyse("german", "Erde", "Am Anfang schuf Gott Himmel und [Erde]."))).toMatchObject({
      partOfSpeech: "noun",
      lemma: "Erde",
      gender: "feminine",
    });
  });

  it("'créa' is the verb créer with its conjugation; a subject pronoun makes a verb of a noun's form", async () => {
    const crea = await analyse("french", "créa", "Au commencement, Dieu [créa] les cieux");
    expect(first(crea)).toMatchObject({ partOfSpeech: "verb", lemma: "créer" });
    expect((await tables(crea)).conjugations?.Présent).toBe(
      "je crée, tu crées, il crée, nous créons, vous créez, ils créent",
    );
    expect(first(await analyse("french", "porte", "il [porte] sa croix"))).toMatchObject({ partOfSpeech: "verb" });
    expect(first(await analyse("french", "porte", "à la [porte]"))).toMatchObject({ partOfSpeech: "noun" });
  });

  it("a homograph goes to the frequent verb, an elided pronoun is dropped", async () => {
    expect(first(await analyse("french", "suis"))?.lemma).toBe("être");
    expect(first(await analyse("french", "s’élevait"))?.lemma).toBe("élever");
  });

  it("a function word is read as one unless the word before says otherwise ('Puis,' is not pouvoir)", async () => {
    const then = await analyse("french", "Puis", "[Puis], ayant ouvert la bouche, il les enseigna");
    expect(first(then)).toMatchObject({ partOfSpeech: "adverb", lemma: "puis" });
    // The verb stays a reading, for the original word's class to choose (δύναμαι) and after a subject.
    expect(then.readings.some((r) => r.partOfSpeech === "verb" && r.lemma === "pouvoir")).toBe(true);
    expect(first(await analyse("french", "puis", "Je ne [puis] rien faire de moi-même"))).toMatchObject({
      partOfSpeech: "verb",
      lemma: "pouvoir",
    });
    expect(first(await analyse("french", "son", "il envoya [son] fils"))).toMatchObject({ partOfSpeech: "determiner" });
    expect(first(await analyse("french", "son", "au [son] de la trompette"))).toMatchObject({ partOfSpeech: "noun" });
  });

  it("IPA of a first-group verb form from its infinitive's", async () => {
    const crea = await analyse("french", "créa", null, [
      { headword: "créer", dictionary: "fra-deu", pronunciation: "/kʁe.e/" },
    ]);
    expect(crea.pronunciation).toEqual({ text: "/kʁe.a/", system: "ipa" });
  });
});

describe("German, Italian, Spanish, Portuguese", () => {
  it("German: a noun's declension with its articles; a past form finds its plain verb", async () => {
    const erde = await analyse("german", "Erde", "Himmel und [Erde].");
    expect((await tables(erde)).declension).toMatchObject({ Dativ: "der Erde · den Erden" });
    expect(first(await analyse("german", "schuf", "Am Anfang [schuf] Gott"))).toMatchObject({
      partOfSpeech: "verb",
      lemma: "schaffen",
    });
  });

  it("German: a word of the 1912 spelling is read in today's (küßte is küsste, of küssen; Flußes of Fluss)", async () => {
    const kissed = await analyse("german", "küßte", "fiel ihm um seinen Hals und [küßte] ihn.");
    expect(first(kissed)).toMatchObject({ partOfSpeech: "verb", lemma: "küssen" });
    expect(kissed.word).toBe("küßte");
    expect(kissed.dictionaryForms).toContain("küsste");
    expect(first(await analyse("german", "Flußes", "am Ufer des [Flußes]"))).toMatchObject({ lemma: "Fluss" });
    // A word known as printed keeps its ß.
    expect(first(await analyse("german", "Füßen", "zu seinen [Füßen]"))?.lemma).toBe("Fuß");
  });

  it("German: a function word is one ('Am Anfang' is an + dem, not the abbreviation AM), with the spelling's IPA", async () => {
    const am = await analyse("german", "Am", "[Am] Anfang schuf Gott Himmel und Erde.", [
      {
        headword: "am",
        dictionary: "deu-eng",
        partOfSpeech: "noun",
        gender: "feminine",
        pronunciation: "/ˌampliːtˌuːdənmˌoːduːlatsjˈoːn/",
      },
    ]);
    expect(first(am)).toMatchObject({ partOfSpeech: "preposition", lemma: "an" });
    expect(am.pronunciation?.system).toBe("ipaRules");
    // 'sein' the verb stays a reading for the original word's class to choose.
    const sein = await analyse("german", "sein", "es wird [sein]");
    expect(sein.readings.map((r) => r.partOfSpeech)).toContain("verb");
  });

  it("German: a function word's IPA is from a FreeDict entry of its class ('ob' /ˈɔp/, not OB's)", async () => {
    // FreeDict's German-English entries for 'ob', in its order: the abbreviation OB (Oberbürgermeister) first.
    const ob = await analyse(
      "german",
      "ob",
      "Darnach ließ er eine Taube von sich ausfliegen, auf daß er erführe, [ob] das Gewässer gefallen wäre auf Erden.",
      [
        {
          headword: "ob",
          dictionary: "deu-eng",
          senses: ["Lord Mayor , Chief Burgomaster"],
          partOfSpeech: "noun",
          gender: "masculine",
          pronunciation: "/ˌoːbɜbˈyɾɡɜmˌaɪstɜ/",
        },
        {
          headword: "ob",
          dictionary: "deu-eng",
          senses: ["whether , if"],
          partOfSpeech: "conjunction",
          pronunciation: "/ˈɔp/",
        },
        {
          headword: "ob",
          dictionary: "deu-eng",
          senses: ["on account of"],
          partOfSpeech: "preposition",
          pronunciation: "/ˈɔp/",
        },
      ],
    );
    expect(first(ob)).toMatchObject({ partOfSpeech: "conjunction", lemma: "ob" });
    expect(ob.pronunciation).toEqual({ text: "/ˈɔp/", system: "ipa" });
    expect(ob.sources).toContain("FreeDict (IPA)");
    // German-English's 'durch' lost letters of its IPA; the Russian one's entry names no class: the spelling's IPA.
    const durch = await analyse("german", "durch", "Alle Dinge sind [durch] dasselbe gemacht", [
      {
        headword: "durch",
        dictionary: "deu-eng",
        senses: ["by means of", "through"],
        partOfSpeech: "preposition",
        pronunciation: "/dˈ??ç/",
      },
      {
        headword: "durch",
        dictionary: "deu-eng",
        senses: ["through , thru"],
        partOfSpeech: "adverb",
        pronunciation: "/dˈ??ç/",
      },
      { headword: "durch", senses: ["через, сквозь"], dictionary: "deu-rus", pronunciation: "/dʊʁç/" },
    ]);
    expect(first(durch)).toMatchObject({ partOfSpeech: "preposition", lemma: "durch" });
    expect(durch.pronunciation?.system).toBe("ipaRules");
    expect(durch.pronunciation?.text).not.toContain("?");
    // A noun likewise: German-English's 'Furcht' (fear, 118 times in the LUT1912) is "/fˈ??çt/".
    const fear = await analyse("german", "Furcht", "und [Furcht] kam über alle", [
      {
        headword: "Furcht",
        dictionary: "deu-eng",
        senses: ["fear"],
        partOfSpeech: "noun",
        gender: "feminine",
        pronunciation: "/fˈ??çt/",
      },
    ]);
    expect(fear.pronunciation?.system).toBe("ipaRules");
    expect(fear.pronunciation?.text).not.toContain("?");
  });

  it("a word's IPA does not depend on the reader: Wiktionary's notation first, whatever pair was looked up first", async () => {
    // The look-ups come with the reader's pair first: deu-eng for an English reader, deu-fra for a French one.
    const vater = (dictionaries: string[]) =>
      analyse(
        "german",
        "Vater",
        "und lief und fiel ihm um seinen Hals und küßte ihn. Sein [Vater] sah ihn",
        dictionaries.map((dictionary) => ({
          headword: "Vater",
          dictionary,
          partOfSpeech: "noun" as const,
          gender: "masculine" as const,
          pronunciation: { "deu-eng": "/fˈɑːtɜ/", "deu-fra": "/ˈfaːtɐ/", "deu-ita": "/fˈaːtɜ/" }[dictionary] ?? null,
        })),
      );
    for (const order of [
      ["deu-eng", "deu-fra"],
      ["deu-fra", "deu-eng"],
      ["deu-ita", "deu-fra", "deu-eng"],
    ]) {
      expect((await vater(order)).pronunciation).toEqual({ text: "/ˈfaːtɐ/", system: "ipa" });
    }
    // A pair only some readers look up (deu-ita, an Italian reader's) is never the source: the spelling rules are.
    expect((await vater(["deu-ita"])).pronunciation?.system).toBe("ipaRules");
    const lumiere = (dictionaries: string[]) =>
      analyse(
        "french",
        "lumière",
        "Que la [lumière] soit",
        dictionaries.map((dictionary) => ({
          headword: "lumière",
          dictionary,
          pronunciation: dictionary === "fra-eng" ? "/lymjɛʀ/" : "/ly.mjɛʁ/",
        })),
      );
    expect((await lumiere(["fra-eng", "fra-deu"])).pronunciation?.text).toBe("/ly.mjɛʁ/");
    expect((await lumiere(["fra-deu", "fra-eng"])).pronunciation?.text).toBe("/ly.mjɛʁ/");
  });

  it("every dictionary a pronunciation is read from is looked up for every reader", () => {
    const code = Object.fromEntries(Object.entries(FREEDICT_LANGUAGES).map(([c, id]) => [id, c]));
    for (const [language, dictionaries] of Object.entries(IPA_DICTIONARIES) as [LanguageId, readonly string[]][]) {
      for (const { id: reader } of LANGUAGES) {
        const looked = grammarTargetsOf(language, reader).map((target) => `${code[language]}-${code[target]}`);
        expect(
          dictionaries.filter((d) => !looked.includes(d)),
          `${language}, ${reader} reader`,
        ).toEqual([]);
      }
    }
  });

  it("Italian: 'terra' after an article is the noun, 'creò' the verb creare", async () => {
    expect(first(await analyse("italian", "terra", "il cielo e la [terra]"))).toMatchObject({
      partOfSpeech: "noun",
      gender: "feminine",
    });
    const creo = await analyse("italian", "creò", "Iddio [creò] il cielo");
    expect(first(creo)).toMatchObject({ partOfSpeech: "verb", lemma: "creare" });
    expect((await tables(creo)).conjugations?.["Passato remoto"]).toContain("lui creò");
  });

  it("Spanish: a verb only when the dictionaries know the infinitive ('tierra' is no form of 'tierrar')", async () => {
    const entries = [
      { headword: "tierra", partOfSpeech: "noun" as const },
      { headword: "crear", partOfSpeech: "verb" as const },
    ];
    expect((await analyse("spanish", "tierra", "los cielos y la [tierra]", entries)).readings).toEqual([
      expect.objectContaining({ partOfSpeech: "noun", lemma: "tierra" }),
    ]);
    expect(first(await analyse("spanish", "creó", "En el principio [creó] Dios", entries))).toMatchObject({
      partOfSpeech: "verb",
      lemma: "crear",
    });
  });

  it("Portuguese: regular endings find a known infinitive; the pronunciation by spelling rules", async () => {
    const criou = await analyse("portuguese", "criou", "No princípio [criou] Deus", [
      { headword: "criar", partOfSpeech: "verb" },
    ]);
    expect(first(criou)).toMatchObject({ partOfSpeech: "verb", lemma: "criar" });
    expect((await tables(criou)).conjugations?.["Pretérito perfeito"]).toContain("ele criou");
    expect((await analyse("portuguese", "terra")).pronunciation).toEqual({ text: "/ˈteʁɐ/", system: "ipaRules" });
  });
});

describe("Russian, Ukrainian", () => {
  it("Russian: 'Пастырь' is a masculine noun with its declension, romanised by ISO 9", async () => {
    const shepherd = await analyse("russian", "Пастырь", "Господь – [Пастырь] мой");
    expect(shepherd.pronunciation).toEqual({ text: "Pastyrʹ", system: "iso9" });
    expect(first(shepherd)).toMatchObject({
      partOfSpeech: "noun",
      lemma: "пастырь",
      gender: "masculine",
      case: "nominative",
    });
    expect((await tables(shepherd)).declension).toMatchObject({
      Родительный: "пастыря · пастырей",
      Творительный: "пастырем · пастырями",
    });
    const loved = await analyse("russian", "возлюбил");
    expect(first(loved)).toMatchObject({ partOfSpeech: "verb", lemma: "возлюбить" });
    expect((await tables(loved)).conjugations?.Прошедшее).toBe("возлюбил, возлюбила, возлюбило, возлюбили");
  });

  it("Russian: a form that is also a rare imperative reads first as the common word ('мой' is 'my', not 'wash!')", async () => {
    const my = await analyse("russian", "мой", "Господь – Пастырь [мой]");
    expect(first(my)).toMatchObject({ partOfSpeech: "adjective", lemma: "мой" });
    expect(my.readings.map((r) => r.lemma)).toContain("мыть");
    // Where the dictionary has a frequency, it decides: 'стали' is first 'became', not 'steel'.
    expect(first(await analyse("russian", "стали"))).toMatchObject({ partOfSpeech: "verb", lemma: "стать" });
  });

  it("ISO 9 and the Ukrainian national romanisation", () => {
    expect(iso9("Щедрый, объём, Юрий")).toBe("Ŝedryj, obʺëm, Ûrij");
    expect(ukrainianNational("Київ")).toBe("Kyiv");
    expect(ukrainianNational("Згорани")).toBe("Zghorany");
    expect(ukrainianNational("Єва")).toBe("Yeva");
  });

  it("Ukrainian: the dictionary form and class from dict_uk, the closed classes from the grammar", async () => {
    const god = await analyse("ukrainian", "Бо́г");
    expect(god.pronunciation).toEqual({ text: "Boh", system: "ukrainianNational" });
    expect(first(god)).toMatchObject({ partOfSpeech: "noun", lemma: "бог" });
    // John 3:16 in Ohienko's text.
    expect(first(await analyse("ukrainian", "полюбив"))).toMatchObject({ partOfSpeech: "verb", lemma: "полюбити" });
    expect(first(await analyse("ukrainian", "вірує"))).toMatchObject({ partOfSpeech: "verb", lemma: "вірувати" });
    expect(first(await analyse("ukrainian", "вічне"))).toMatchObject({ partOfSpeech: "adjective", lemma: "вічний" });
    expect(first(await analyse("ukrainian", "Сина"))).toMatchObject({ partOfSpeech: "noun", lemma: "син" });
    expect(first(await analyse("ukrainian", "землю"))).toMatchObject({ partOfSpeech: "noun", lemma: "земля" });
    expect(first(await analyse("ukrainian", "Свого"))).toMatchObject({ partOfSpeech: "determiner" });
    expect(first(await analyse("ukrainian", "в"))).toMatchObject({ partOfSpeech: "preposition" });
    // Listed without any inflection and in no grammar list: no class is made up.
    expect((await analyse("ukrainian", "Однородженого")).readings).toEqual([]);
    // Listed twice, first without inflection, then with a name's (Жан-Жак, Жан-Жак/1:): the last line counts.
    expect(first(await analyse("ukrainian", "Жан-Жак"))).toMatchObject({
      partOfSpeech: "properNoun",
      lemma: "Жан-Жак",
    });
    // A form the index must find under its stem's flags (сину ← син/1:$, земель ← земля/%<h).
    expect(first(await analyse("ukrainian", "сину"))).toMatchObject({ partOfSpeech: "noun", lemma: "син" });
    expect(first(await analyse("ukrainian", "земель"))).toMatchObject({ partOfSpeech: "noun", lemma: "земля" });
  });
});

describe("Korean, Japanese, Chinese, Arabic", () => {
  it("Korean: mecab-ko-dic finds the noun under its particle and the 하다 verb; Revised Romanization", async () => {
    const god = await analyse("korean", "하나님이");
    expect(god.pronunciation).toEqual({ text: "hananimi", system: "revisedRomanization" });
    expect(first(god)).toMatchObject({ partOfSpeech: "noun", lemma: "하나님" });
    expect(first(await analyse("korean", "창조하시니라"))).toMatchObject({ partOfSpeech: "verb", lemma: "창조하다" });
    expect((await analyse("korean", "신라")).pronunciation?.text).toBe("silla");
  });

  it("Korean: a contracted form gives its stem, -어 하다 is a verb, and 나음 is 낫다's noun form, not the pronoun 나", async () => {
    expect(first(await analyse("korean", "두려워하지"))).toMatchObject({ partOfSpeech: "verb", lemma: "두려워하다" });
    expect(first(await analyse("korean", "지으시고"))).toMatchObject({ partOfSpeech: "verb", lemma: "짓다" });
    const healing = await analyse("korean", "나음을");
    expect(healing.readings.map((r) => r.lemma)).toEqual(["나음", "낫다"]);
    expect(first(healing)).toMatchObject({ partOfSpeech: "noun" });
    expect(healing.readings.some((r) => r.partOfSpeech === "pronoun")).toBe(false);
    // A plain verb keeps its own stem (주다, not the dictionary's 줏다 for the bare 주).
    expect(first(await analyse("korean", "주셨으니"))).toMatchObject({ partOfSpeech: "verb", lemma: "주다" });
  });

  it("Korean: a noun with its genitive 의 is that noun (mecab cuts 하나님의 into the numeral 하나 and 님의)", async () => {
    expect(first(await analyse("korean", "하나님의"))).toMatchObject({ partOfSpeech: "noun", lemma: "하나님" });
    expect(first(await analyse("korean", "여호와의"))).toMatchObject({ partOfSpeech: "noun", lemma: "여호와" });
    expect(first(await analyse("korean", "백성의"))).toMatchObject({ partOfSpeech: "noun", lemma: "백성" });
    // A word mecab reads whole stays whole (회의 'meeting'); a verb with its endings stays a verb.
    expect(first(await analyse("korean", "회의"))).toMatchObject({ partOfSpeech: "noun", lemma: "회의" });
    expect(first(await analyse("korean", "보시기에"))).toMatchObject({ partOfSpeech: "verb", lemma: "보다" });
    // A suffix that makes a word keeps it (선생님 'teacher', 영적 'spiritual'); the plural 들 does not.
    expect(first(await analyse("korean", "선생님께"))).toMatchObject({ partOfSpeech: "noun", lemma: "선생님" });
    expect(first(await analyse("korean", "영적인"))).toMatchObject({ lemma: "영적" });
    expect(first(await analyse("korean", "제자들에게"))).toMatchObject({ partOfSpeech: "noun", lemma: "제자" });
  });

  it("Japanese: 神 is read kami (かみ) in its sentence; a conjugated verb gives its dictionary form", async () => {
    const god = await analyse("japanese", "神", "はじめに[神]は天と地とを創造された。");
    expect(god.pronunciation).toEqual({ text: "kami (かみ)", system: "hepburn" });
    expect(first(god)).toMatchObject({ partOfSpeech: "noun" });
    expect(first(await analyse("japanese", "愛し", "この世を[愛し]てくださった。"))).toMatchObject({
      partOfSpeech: "verb",
      lemma: "愛す",
    });
    expect((await analyse("japanese", "東京")).pronunciation?.text).toBe("tōkyō (とうきょう)");
  });

  it("Japanese: kana the analyser reads into a longer word are read as written, with no other word's grammar", async () => {
    // Genesis 1:6 (JPKOUGO) writes おおぞら (the firmament) in kana; kuromoji cuts it お|おぞ|ら and reads おぞ as the
    // adjective おぞい, which is not the word the reader clicked (おお).
    const clicked = await analyse("japanese", "おお", "水の間に[おお]ぞらがあって、水と水とを分けよ");
    expect(clicked.pronunciation).toEqual({ text: "ō (おお)", system: "hepburn" });
    expect(clicked.readings).toEqual([]);
    expect(clicked.dictionaryForms).toEqual([]);
    // Kana the analyser reads as one word keep their grammar (あっ of あって is the verb ある).
    expect(first(await analyse("japanese", "あっ", "おおぞらが[あっ]て"))).toMatchObject({
      partOfSpeech: "verb",
      lemma: "ある",
    });
  });

  it("Japanese: a word's last word is its head (a compound verb, a noun with する), its endings left out", async () => {
    // kuromoji cuts 走り寄り into 走り, read as a noun, and 寄り.
    const ran = await analyse("japanese", "走り寄り", "哀れに思って[走り寄り]、その首をだいて接吻した。");
    expect(first(ran)).toMatchObject({ partOfSpeech: "verb", lemma: "走り寄る" });
    const kissed = await analyse("japanese", "接吻した", "その首をだいて[接吻した]。");
    expect(first(kissed)).toMatchObject({ partOfSpeech: "verb", lemma: "接吻する" });
    expect(kissed.dictionaryForms).toEqual(["接吻する", "接吻"]);
    // い of ていた depends on 離れ: the word is 離れる.
    expect(first(await analyse("japanese", "離れていた", "遠く[離れていた]のに"))).toMatchObject({
      partOfSpeech: "verb",
      lemma: "離れる",
    });
    expect(first(await analyse("japanese", "弟子たち", "[弟子たち]は"))).toMatchObject({
      partOfSpeech: "noun",
      lemma: "弟子",
    });
    // A particle makes a phrase: its head is the word.
    expect(first(await analyse("japanese", "哀れに思って", "[哀れに思って]走り寄り"))).toMatchObject({
      partOfSpeech: "verb",
      lemma: "思う",
    });
  });

  it("Chinese: 爱 is ài and a verb in its sentence, with CC-CEDICT's English senses", async () => {
    const love = await analyse("chinese", "爱", "神[爱]世人");
    expect(love.pronunciation).toEqual({ text: "ài", system: "pinyin" });
    expect(first(love)).toMatchObject({ partOfSpeech: "verb" });
    expect(love.englishGlosses).toContain("love");
    expect(love.englishSenses[0]?.definition).toMatch(/^to love/);
    // A traditional text is tagged through its simplified characters.
    expect(first(await analyse("chinese", "創造", "起初，神[創造]天地。"))).toMatchObject({ partOfSpeech: "verb" });
  });

  it("Chinese: a word jieba tags as a name is one only when CC-CEDICT writes it as a name", async () => {
    // jieba's dictionary has 和睦 (harmonious, Matthew 5:9) as a person's name; CC-CEDICT's pinyin is he2 mu4.
    expect(first(await analyse("chinese", "和睦", "使人[和睦]的人有福了！"))?.partOfSpeech).toBe("noun");
    expect(first(await analyse("chinese", "摩西", "[摩西]說"))?.partOfSpeech).toBe("properNoun");
  });

  it("Chinese pinyin is read in the word the character is in: 地 dì in 天地, 了 le after a verb, 不 bú before a 4th tone", async () => {
    const pinyin = async (word: string, context: string) => (await analyse("chinese", word, context)).pronunciation;
    expect(await pinyin("地", "起初神創造天[地]。")).toEqual({ text: "dì", system: "pinyin" });
    expect((await pinyin("了", "就有[了]光。"))?.text).toBe("le");
    expect((await pinyin("們", "你[們]要彼此相愛。"))?.text).toBe("men");
    expect((await pinyin("不", "[不]要怕。"))?.text).toBe("bú");
    expect((await pinyin("行", "他在地上[行]走。"))?.text).toBe("xíng");
    // 稱 'to call' (chēng), not chèn 'to fit', whose entry counts a Taiwanese pronunciation as a sense.
    expect((await pinyin("稱", "神[稱]光為「晝」，稱暗為「夜」。"))?.text).toBe("chēng");
    expect((await pinyin("說", "神[說]：要有光。"))?.text).toBe("shuō");
    expect((await pinyin("創造", "起初，神[創造]天地。"))?.text).toBe("chuàng zào");
  });

  it("Arabic: DIN 31635, consonants only for the unvocalised Smith–Van Dyck text; al- marks a noun", async () => {
    const earth = await analyse("arabic", "والارض");
    expect(earth.pronunciation).toEqual({ text: "w-al-ʾrḍ", system: "arabicConsonantal" });
    expect(earth.dictionaryForms).toContain("ارض");
    expect(chooseReading(earth.readings, null)).toMatchObject({ partOfSpeech: "noun", lemma: "ارض" });
    expect(chooseReading(earth.readings, "adjective")).toMatchObject({ partOfSpeech: "adjective" });
    expect(transliterateArabic("الْأَرْضُ")).toBe("al-ʾarḍu");
    expect(transliterateArabic("بَيْت")).toBe("bayt");
    // A bare three-letter word may be a noun (bayt 'house') or a verb: nothing is claimed on its own.
    expect(chooseReading((await analyse("arabic", "بيت")).readings, null)).toBeNull();
    expect(chooseReading((await analyse("arabic", "بيت")).readings, "noun")).toBeNull();
  });

  it("Arabic: a verb's affixes make it a verb, sure or confirmed by the original; the lemma is the perfect", async () => {
    const said = await analyse("arabic", "قالوا");
    expect(chooseReading(said.readings, null)).toMatchObject({ partOfSpeech: "verb", lemma: "قال" });
    expect(chooseReading((await analyse("arabic", "يقولون")).readings, null)).toMatchObject({ lemma: "قال" });
    // Genesis 1:1 'خلق' and 1:3 'وقال': verb or noun by their letters; the Hebrew verb (bara, amar) says which.
    const created = (await analyse("arabic", "خلق", "في البدء [خلق] الله السموات والارض")).readings;
    expect(chooseReading(created, null)).toBeNull();
    expect(chooseReading(created, "verb")).toMatchObject({ partOfSpeech: "verb", lemma: "خلق" });
    expect(chooseReading((await analyse("arabic", "وقال")).readings, "verb")).toMatchObject({ lemma: "قال" });
    expect(chooseReading((await analyse("arabic", "يقول")).readings, "verb")).toMatchObject({ lemma: "قال" });
    expect(chooseReading((await analyse("arabic", "فخلقهم")).readings, "verb")).toMatchObject({ lemma: "خلق" });
    // John 3:16 'يؤمن' (believes): the hamza's seat ؤ belongs to the imperfect; the root is أمن.
    expect(chooseReading((await analyse("arabic", "يؤمن")).readings, "verb")).toMatchObject({ lemma: "أمن" });
    // A listed noun with a pronoun at its end (Luke 15:20 عنقه 'his neck', ابوه 'his father', كلمته 'his word'):
    // the dictionary's form, a noun when the original's class confirms it.
    const listed = [{ headword: "عنق" }, { headword: "أب" }, { headword: "كلمة" }];
    const neck = await analyse("arabic", "عنقه", null, listed);
    expect(neck.dictionaryForms).toEqual(["عنق"]);
    expect(chooseReading(neck.readings, "noun")).toMatchObject({ partOfSpeech: "noun", lemma: "عنق" });
    expect(chooseReading(neck.readings, null)).toBeNull();
    expect(chooseReading((await analyse("arabic", "ابوه", null, listed)).readings, "noun")).toMatchObject({
      lemma: "أب",
    });
    expect(chooseReading((await analyse("arabic", "وكلمته", null, listed)).readings, "noun")).toMatchObject({
      lemma: "كلمة",
    });
    // Unlisted, the suffix is not guessed at.
    expect(chooseReading((await analyse("arabic", "عنقه")).readings, "noun")).toBeNull();
    // The article makes a noun, never a verb.
    expect((await analyse("arabic", "والارض")).readings.some((r) => r.partOfSpeech === "verb")).toBe(false);
  });
});

describe("English", () => {
  it("WordNet senses with their synonyms, CMU pronunciation in IPA, KJV -eth forms lemmatised", async () => {
    const a = await analyse("english", "believeth", "that whosoever [believeth] in him");
    expect(first(a)).toMatchObject({ partOfSpeech: "verb", lemma: "believe" });
    expect((await tables(a)).conjugations?.past).toBe("believed");
    expect(a.englishSenses.map((s) => s.definition).join(" ")).toContain("accept as true");
    const charity = await analyse("english", "charity");
    expect(charity.englishSenses.find((s) => s.synonyms.includes("brotherly love"))).toBeTruthy();
    // Read alone 'eyes' may be a verb: the noun's senses (of 'eye') are there too, each sense with its class.
    const eyes = await analyse("english", "eyes");
    expect(chooseReading(eyes.readings, "noun")).toMatchObject({ partOfSpeech: "noun", lemma: "eye" });
    expect(eyes.englishSenses.find((s) => s.partOfSpeech === "noun")?.definition).toMatch(/organ of sight/);
    expect(eyes.englishSenses.some((s) => s.partOfSpeech === "verb")).toBe(true);
    expect(arpabetToIpa("L AH1 V")).toBe("/lʌv/");
    expect(arpabetToIpa("B IH0 G IH1 N IH0 NG")).toBe("/bɪˈɡɪnɪŋ/");
  });
});

describe("IPA by spelling rules", () => {
  it("places the stress by each language's rule", () => {
    expect(spanishIpa("tierra")).toBe("/ˈtjera/");
    expect(spanishIpa("creó")).toBe("/kɾeˈo/");
    expect(spanishIpa("principio")).toBe("/pɾinˈθipjo/");
    expect(italianIpa("terra")).toBe("/ˈterːa/");
    expect(italianIpa("cielo")).toBe("/ˈtʃelo/");
    expect(portugueseIpa("coração")).toBe("/koˈɾasɐ̃w̃/");
    expect(germanIpa("Himmel")).toBe("/ˈhɪməl/");
    expect(germanIpa("verlassen")).toBe("/fɛʁˈlasən/");
  });
});
