import { describe, expect, it } from "vitest";
import { definitionFromPack, type VersionPack } from "./packs";

/** Genesis 1:1 of the KJV downloaded for a French reader: 'beginning' linked to H7225, 'God' to H430. */
const PACK: VersionPack = {
  version: "KJV",
  versionName: "King James Version",
  language: "english",
  reader: "french",
  revision: "r1",
  books: [
    {
      book: 1,
      chapters: [
        [{ v: 1, t: "In the beginning God created the heaven and the earth.", l: [7, 16, 7225, 17, 20, 430] }],
      ],
    },
  ],
  originals: {
    H7225: { l: "רֵאשִׁית", x: "rêʼshîyth", g: "prémices", e: "the first, in place, time, order or rank", k: "h" },
    H430: { l: "אֱלֹהִים", x: "ʼĕlôhîym", e: "gods in the ordinary sense", k: "h" },
  },
};

const texts = { missing: "offline", englishGloss: (gloss: string) => `« ${gloss} » (sens en anglais)` };
const at = (offset: number, end: number) => ({ book: "Genesis", chapter: 1, verse: 1, offset, end });

describe("a word looked up in a downloaded version", () => {
  it("translates it in the reader's language and says that the Strong's gloss beside it is English", () => {
    const answer = definitionFromPack(
      PACK,
      { word: "beginning", context: "In the [beginning]", place: at(7, 16) },
      texts,
    );
    expect(answer).toMatchObject({ strongs: "H7225", hebrew: "רֵאשִׁית", translation: "prémices", missing: "offline" });
    expect(answer?.hebrewExplanation).toBe("prémices · « the first, in place, time, order or rank » (sens en anglais)");
  });

  it("never gives the English gloss as the translation when the reader's language has none", () => {
    const answer = definitionFromPack(PACK, { word: "God", context: "[God] created", place: at(17, 20) }, texts);
    expect(answer?.translation).toBeNull();
    expect(answer?.hebrewExplanation).toBe("« gods in the ordinary sense » (sens en anglais)");
  });
});
