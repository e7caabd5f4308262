import { describe, expect, it } from "vitest";
import { contentTags } from "./index";

const tag = (w: string, ...s: string[]) => ({ w, s });

describe("a tagged text's tags read as the words that carry them", () => {
  it("leaves the function words around a phrase out of it (KJV John 3:18)", () => {
    const tags = [
      tag("He that believeth", "G4100"),
      tag("on", "G1519"),
      tag("the name", "G3686"),
      tag("of the only begotten", "G3439"),
      tag("Son", "G5207"),
      tag("of God", "G2316"),
      tag("is condemned", "G2919"),
    ];
    expect(contentTags(tags, "english")).toEqual([
      tag("believeth", "G4100"),
      tag("on", "G1519"),
      tag("name", "G3686"),
      tag("only begotten", "G3439"),
      tag("Son", "G5207"),
      tag("God", "G2316"),
      tag("is condemned", "G2919"),
    ]);
  });

  it("keeps a tag of function words only, unless a content word of the verse carries its number", () => {
    // KJV John 3:18 'he hath' (G4100) beside 'believeth'; ASV Heb 11:1 'of' tagged with πίστις beside 'faith'.
    expect(contentTags([tag("believeth", "G4100"), tag("he hath", "G4100")], "english")).toEqual([
      tag("believeth", "G4100"),
    ]);
    expect(contentTags([tag("faith", "G4102"), tag("of", "G4102"), tag("of", "G1537")], "en")).toEqual([
      tag("faith", "G4102"),
      tag("of", "G1537"),
    ]);
    expect(contentTags([tag("of your", "G5216"), tag("Father", "G3962")], "english")).toEqual([
      tag("of your", "G5216"),
      tag("Father", "G3962"),
    ]);
  });

  it("reads Spanish and French phrases, and leaves a language without a list as it is", () => {
    expect(contentTags([tag("y la tierra", "H776"), tag("EN el principio", "H7225")], "spanish")).toEqual([
      tag("tierra", "H776"),
      tag("principio", "H7225"),
    ]);
    expect(contentTags([tag("de l’Éternel", "H3068")], "french")).toEqual([tag("l’Éternel", "H3068")]);
    const german = [tag("und die Erde", "H776")];
    expect(contentTags(german, "german")).toEqual(german);
  });
});
