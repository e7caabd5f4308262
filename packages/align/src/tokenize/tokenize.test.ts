import { describe, expect, it } from "vitest";
import {
  decodeWordSpans,
  encodeWordSpans,
  spanAt,
  type TextLanguage,
  tokenize,
  tokensAt,
  writtenWords,
} from "./index.ts";

const texts = (text: string, language: TextLanguage) => tokenize(text, language).map((t) => t.text);
const norms = (text: string, language: TextLanguage) => tokenize(text, language).map((t) => t.norm);
const clitics = (text: string, language: TextLanguage) =>
  tokenize(text, language)
    .filter((t) => t.clitic)
    .map((t) => t.text);

describe("tokenize", () => {
  it("keeps every token's offsets in the verse as stored", () => {
    const samples: [string, TextLanguage][] = [
      ["Au commencement, Dieu créa les cieux et la terre. L’Éternel est mon berger.", "french"],
      ["In the beginning God created the heaven and the earth; the LORD's house.", "english"],
      ["Y ahora permanecen la fe, la esperanza, y la caridad.", "spanish"],
      ["Der HERR ist mein Hirte; mir wird nichts mangeln.", "german"],
      ["Il Signore è il mio pastore, nulla mi mancherà; dell’acqua.", "italian"],
      ["O Senhor é o meu pastor: nada me faltará. d'elle", "portuguese"],
      ["起初，神創造天地。", "chinese"],
      ["태초에 하나님이 천지를 창조하시니라", "korean"],
      ["はじめに神は天と地とを創造された。", "japanese"],
      ["Господь - Пастырь мой; я ни в чем не буду нуждаться.", "russian"],
      ["فِي الْبَدْءِ خَلَقَ اللهُ السَّمَاوَاتِ وَالأَرْضَ", "arabic"],
      ["Господь то мій Пастир, тому в недостатку не буду! п'ять", "ukrainian"],
    ];
    for (const [text, language] of samples) {
      const tokens = tokenize(text, language);
      expect(tokens.length, language).toBeGreaterThan(3);
      for (const token of tokens) expect(text.slice(token.start, token.end), language).toBe(token.text);
    }
  });

  it("splits French elisions and hyphens, and keeps aujourd'hui whole", () => {
    expect(texts("de l'abîme, qu’il soit au-dessus; aujourd'hui", "french")).toEqual([
      "de",
      "l'",
      "abîme",
      "qu’",
      "il",
      "soit",
      "au",
      "dessus",
      "aujourd'hui",
    ]);
    expect(norms("L’Éternel", "french")).toEqual(["l'", "éternel"]);
    expect(clitics("j'ai dit: c'est l'homme, n'est-ce pas, s'il", "french")).toEqual(["j'", "c'", "l'", "n'", "s'"]);
  });

  it("splits Italian elisions but keeps Diodati's truncated words (de’, e’)", () => {
    expect(texts("dell’acqua, l’uomo; de’ figliuoli, e’ disse ch’egli", "italian")).toEqual([
      "dell’",
      "acqua",
      "l’",
      "uomo",
      "de’",
      "figliuoli",
      "e’",
      "disse",
      "ch’",
      "egli",
    ]);
  });

  it("splits Portuguese contractions, English and German 's", () => {
    expect(texts("d'elle n'aquelle", "portuguese")).toEqual(["d'", "elle", "n'", "aquelle"]);
    expect(texts("the LORD's house", "english")).toEqual(["the", "LORD", "'s", "house"]);
    expect(clitics("so geht's", "german")).toEqual(["'s"]);
    expect(texts("die Menschenkinder", "german")).toEqual(["die", "Menschenkinder"]);
  });

  it("folds Cyrillic as each language expects", () => {
    expect(norms("Её Госпо́дь", "russian")).toEqual(["ее", "господь"]);
    expect(norms("П’ять", "ukrainian")).toEqual(["п'ять"]);
  });

  it("splits the Arabic conjunction, prepositions before the article, and the article", () => {
    const tokens = tokenize("وَالأَرْضَ بيت للرب بالحق", "arabic");
    expect(tokens.map((t) => t.norm)).toEqual(["و", "ال", "ارض", "بيت", "ل", "ل", "رب", "ب", "ال", "حق"]);
    expect(tokens.map((t) => t.clitic)).toEqual([true, true, false, false, true, true, false, true, true, false]);
    expect(norms("فِي الْبَدْءِ خَلَقَ اللهُ", "arabic")).toEqual(["في", "ال", "بدء", "خلق", "الله"]);
    expect(norms("وجه", "arabic")).toEqual(["وجه"]);
  });

  it("makes no word of a lone tatweel (Psalm 119's stanza letters in the SVD: 'ا ـ طوبى')", () => {
    // A word with no letter once folded could be neither looked up nor marked (its key was "").
    expect(norms("ا ـ طوبى للكاملين", "arabic")).toEqual(["ا", "طوبي", "ل", "ل", "كاملين"]);
  });

  it("segments Chinese and Japanese with the dictionary segmenter", () => {
    expect(texts("起初，神創造天地。", "chinese")).toEqual(["起初", "神", "創造", "天地"]);
    const japanese = texts("はじめに神は天と地とを創造された。", "japanese");
    expect(japanese).toContain("神");
    expect(japanese).toContain("創造");
  });

  it("puts back together the hiragana words the segmenter cuts into letters, and keeps particles apart", () => {
    expect(texts("地は形なく、むなしく、やみが淵のおもてにあり", "japanese")).toEqual([
      "地",
      "は",
      "形",
      "なく",
      "むなしく",
      "やみ",
      "が",
      "淵",
      "の",
      "おもて",
      "に",
      "あり",
    ]);
    expect(texts("天と地とを創造された。", "japanese")).toEqual(["天", "と", "地", "と", "を", "創造", "された"]);
  });

  it("keeps a compound verb one word (a verb's 連用形 and the verb after it), and nothing else", () => {
    const words = (text: string) => writtenWords(text, "japanese").map((w) => text.slice(w.start, w.end));
    // Luke 15:20, Mark 10:17, Numbers 10:2, Mark 9:15 (口語訳): the verb cut in one segment, in two (呼 | び), or
    // with its stem cut from its ending (駆 | け | 寄 | って).
    const luke = words("父は彼をみとめ、哀れに思って走り寄り、その首をだいて接吻した。");
    expect(luke).toContain("走り寄り");
    expect(luke).not.toContain("走り");
    expect(words("ひとりの人が走り寄り、みまえにひざまずいて尋ねた")).toContain("走り寄り");
    expect(words("それで会衆を呼び集め、また宿営を進ませなさい。")).toContain("呼び集め");
    const mark = words("すぐイエスを見つけて、非常に驚き、駆け寄ってきて、あいさつをした。");
    expect(mark).toContain("駆け寄って");
    // Genesis 4:7, 13:9, 16:8: an auxiliary (ます), a verb written in kana after て (いる), a noun and する
    // (接吻した) stay words of their own.
    const genesis = words("罪が門口に待ち伏せています。それはあなたを慕い求めますが");
    expect(genesis).toEqual(expect.arrayContaining(["待ち伏せ", "慕い求め", "ます"]));
    expect(words("わたしは右に行きます。")).toEqual(["わたし", "は", "右", "に", "行き", "ます"]);
    expect(words("顔を避けて逃げているのです")).toEqual(expect.arrayContaining(["逃げ", "て", "いる"]));
    expect(luke).toEqual(expect.arrayContaining(["接吻", "した"]));
    // A comma ends the word: 驚き, then 駆け寄って.
    expect(mark).toContain("驚き");
    // Mark 10:28, Exodus 20:2: the second verb's stem cut from its ending (言 | い | 出 | した, 導 | き | 出 | した).
    expect(words("ペテロがイエスに言い出した、「ごらんなさい")).toContain("言い出した");
    expect(words("あなたをエジプトの地、奴隷の家から導き出した者である。")).toContain("導き出した");
    // An adjective before a noun (Genesis 15:12), a noun and its plural suffix (Joshua 6:23), an adverb before a
    // verb (Jeremiah 37:8), a noun and its particle (Genesis 2:18) after what looks like a 連用形: no compound verb.
    expect(words("アブラムが深い眠りにおそわれた時")).toEqual(expect.arrayContaining(["深い", "眠り"]));
    expect(words("斥候となったその若い人たちははいって")).not.toContain("若い人たち");
    expect(words("カルデヤびとが再び来てこの町を攻めて戦い")).not.toContain("再び来て");
    expect(words("彼のために、ふさわしい助け手を造ろう")).not.toContain("助け手を");
    // The aligner reads the verb's parts as before (a compound is rare, its parts are not); a click on 走 is the
    // whole verb, all its tokens.
    const text = "哀れに思って走り寄り、その首をだいて接吻した。";
    const tokens = tokenize(text, "japanese");
    expect(tokens.map((t) => t.text)).toEqual(expect.arrayContaining(["走り", "寄り"]));
    expect(tokensAt(tokens, text.indexOf("走")).map((i) => tokens[i]?.text)).toEqual(["走り", "寄り"]);
  });

  it("splits Korean particles off the noun of an eojeol", () => {
    const tokens = tokenize("태초에 하나님이 천지를 창조하시니라", "korean");
    expect(tokens.map((t) => t.text)).toEqual(["태초", "에", "하나님", "이", "천지", "를", "창조하시니라"]);
    expect(tokens.filter((t) => t.clitic).map((t) => t.text)).toEqual(["에", "이", "를"]);
  });
});

describe("tokensAt", () => {
  it("answers every token of the clicked written word", () => {
    const text = "خلق والأرض";
    const tokens = tokenize(text, "arabic");
    const hit = tokensAt(tokens, text.indexOf("والأرض") + 2);
    expect(hit.map((i) => tokens[i]?.text)).toEqual(["و", "ال", "أرض"]);
  });

  it("answers the tokens inside a clicked range, and nothing between words", () => {
    const text = "Dieu créa les cieux";
    const tokens = tokenize(text, "french");
    expect(tokensAt(tokens, 5, 9).map((i) => tokens[i]?.text)).toEqual(["créa"]);
    expect(tokensAt(tokens, 4)).toEqual([]);
    const chinese = "神創造天地";
    const zh = tokenize(chinese, "chinese");
    expect(tokensAt(zh, 1).map((i) => zh[i]?.text)).toEqual(["創造"]);
  });
});

describe("phrases ICU holds as one word (Chinese)", () => {
  it("cuts 神愛世人 into its words, in both scripts, so 世人 is a word of John 3:16", () => {
    expect(texts("「神愛世人，甚至將他的獨生子賜給他們，", "chinese").slice(0, 4)).toEqual([
      "神",
      "愛",
      "世人",
      "甚至",
    ]);
    expect(texts("神爱世人，甚至将他的独生子赐给他们，", "chinese").slice(0, 3)).toEqual(["神", "爱", "世人"]);
    const tokens = tokenize("「神愛世人，", "chinese");
    expect(tokens.map((t) => [t.start, t.end])).toEqual([
      [1, 2],
      [2, 3],
      [3, 5],
    ]);
    // Words ICU rightly holds whole stay whole.
    expect(texts("耶路撒冷的以色列人", "chinese")).toEqual(["耶路撒冷", "的", "以色列人"]);
  });

  it("cuts any long phrase the dictionary does not hold into the fewest dictionary words, and keeps its idioms", () => {
    expect(texts("所羅門王坐在無花果樹下", "chinese")).toEqual(["所羅門", "王", "坐在", "無花果", "樹", "下"]);
    expect(texts("我親眼看見了", "chinese")).toEqual(["我", "親眼", "看見", "了"]);
    expect(texts("无花果树", "chinese")).toEqual(["无花果", "树"]);
    // An idiom CC-CEDICT has is one word to study.
    expect(texts("他們一心一意", "chinese")).toEqual(["他們", "一心一意"]);
  });
});

describe("written words and their encoding", () => {
  it("groups a word's tokens: a Korean eojeol with its particle is one word", () => {
    const text = "태초에 하나님이 천지를 창조하시니라";
    const words = writtenWords(text, "korean").map((s) => text.slice(s.start, s.end));
    expect(words).toEqual(["태초에", "하나님이", "천지를", "창조하시니라"]);
  });

  it("encodes gaps and lengths in two base-36 digits and reads them back", () => {
    const text = "「神愛世人，甚至將他的獨生子賜給他們";
    const spans = writtenWords(text, "chinese");
    const encoded = encodeWordSpans(spans);
    expect(encoded.startsWith("110102")).toBe(true);
    expect(decodeWordSpans(encoded)).toEqual(spans);
    expect(spans.map((s) => text.slice(s.start, s.end))).toContain("世人");
  });

  it("writes long gaps in steps and leaves out a word too long to write", () => {
    const spans = [
      { start: 80, end: 82 },
      { start: 83, end: 123 },
      { start: 124, end: 125 },
    ];
    const encoded = encodeWordSpans(spans);
    expect(decodeWordSpans(encoded)).toEqual([
      { start: 80, end: 82 },
      { start: 124, end: 125 },
    ]);
    expect(decodeWordSpans("1x!")).toEqual([{ start: 1, end: 34 }]);
  });

  it("finds the word at an offset, the character after it first", () => {
    const spans = decodeWordSpans("110102");
    expect(spanAt(spans, 3)).toEqual({ start: 3, end: 5 });
    expect(spanAt(spans, 5)).toEqual({ start: 3, end: 5 });
    expect(spanAt(spans, 0)).toBeNull();
  });
});
