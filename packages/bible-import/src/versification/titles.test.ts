import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanText } from "../markup";
import { readBible } from "../read";
import { bibleSourceDir } from "../testing";
import type { VerseRecord } from "../types";
import { separatePsalmTitles } from "./titles";

const psalm = (records: VerseRecord[], chapter: number, verse = 1) =>
  records.find((r) => r.book === 19 && r.chapter === chapter && r.verse === verse);

describe("separatePsalmTitles", () => {
  it("makes a title written inside verse 1 its heading, where the KJV has a title", () => {
    const [lsg23, lsg1, cuv23] = separatePsalmTitles([
      {
        book: 19,
        chapter: 23,
        verse: 1,
        text: "Cantique de David. L'Éternel est mon berger: je ne manquerai de rien.",
      },
      { book: 19, chapter: 1, verse: 1, text: "Heureux l'homme. Qui ne marche pas selon le conseil des méchants" },
      { book: 19, chapter: 23, verse: 1, text: "（大衛的詩）耶和華是我的牧者，我必不至缺乏。" },
    ]);
    expect(lsg23).toMatchObject({
      heading: "Cantique de David.",
      text: "L'Éternel est mon berger: je ne manquerai de rien.",
    });
    expect(lsg1?.heading).toBeUndefined();
    expect(cuv23).toMatchObject({ heading: "大衛的詩", text: "耶和華是我的牧者，我必不至缺乏。" });
  });

  it("leaves a verse 1 without a boundary near the title's expected end as it is", () => {
    const text = "L'Éternel est mon berger je ne manquerai de rien";
    expect(separatePsalmTitles([{ book: 19, chapter: 23, verse: 1, text }])[0]).toEqual({
      book: 19,
      chapter: 23,
      verse: 1,
      text,
    });
  });
});

describe("psalm titles of the shipped texts", () => {
  it.each([
    ["fr/LSG-strongs.usfm.gz", "usfm", "Au chef des chantres. Psaume de David.", /^O Dieu! aie pitié de moi/],
    ["es/RV1909.spaRV1909eb.imp.gz", "imp", "Al Músico principal: Salmo de David,", /^TEN piedad de mí/],
    ["ar/SVD.zefania.xml.gz", "zefania", "لامام المغنين. مزمور لداود", /^ارحمني يا الله/],
  ] as const)("%s shows the title of Psalm 51 as a heading, like the KJV", async (path, format, title, verse) => {
    const { records } = await readBible(join(bibleSourceDir(), path), {
      format,
      ...(format === "zefania" ? { bookOrder: "document" as const } : {}),
    });
    expect(psalm(records, 51)?.heading).toContain(title);
    expect(psalm(records, 51)?.text).toMatch(verse);
    const titled = records.filter((r) => r.book === 19 && r.verse === 1 && r.heading).length;
    expect(titled).toBeGreaterThanOrEqual(110);
  });
});

describe("JapBungo reading aids", () => {
  it("drops a reading left outside its ruby markup, the line marks and the '[なし]' of omitted verses", async () => {
    expect(cleanText("六歩行](ゆき)}たる時")).toBe("六歩行たる時");
    expect(cleanText("經て／轉りて")).toBe("經て轉りて");
    const { records } = await readBible(join(bibleSourceDir(), "ja/JPBUNGO.JapBungo.imp.gz"), { format: "imp" });
    const samuel = records.find((r) => r.book === 10 && r.chapter === 6 && r.verse === 13);
    expect(samuel?.text).toContain("六歩行たる時");
    expect(records.filter((r) => /／|\]\(|なし\]/.test(`${r.text} ${r.heading ?? ""}`))).toEqual([]);
    expect(records.find((r) => r.book === 40 && r.chapter === 17 && r.verse === 21)).toBeUndefined();
  });
});
