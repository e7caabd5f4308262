import { describe, expect, it } from "vitest";
import type { Reading } from "../languages/index";
import { isVerbalNoun, pivotClasses, readingOfClass, renderingClasses } from "./pivot-class";
import { sensesOfClass } from "./senses";

const read = (partOfSpeech: Reading["partOfSpeech"], lemma = "x"): Reading => ({ partOfSpeech, lemma, source: "test" });

describe("the class the reader's version's word is read as when its sense stands for the clicked word's", () => {
  it("tells participles and infinitives, which translations render as nouns and adjectives too, from finite verbs", () => {
    expect(isVerbalNoun("HVqrmsa", false)).toBe(true);
    expect(isVerbalNoun("HC/Vqc", false)).toBe(true);
    expect(isVerbalNoun("HVqp3ms", false)).toBe(false);
    expect(isVerbalNoun("V-PAP-NSM", true)).toBe(true);
    expect(isVerbalNoun("V-2AAN", true)).toBe(true);
    expect(isVerbalNoun("V-PAI-3S", true)).toBe(false);
    expect(renderingClasses("verb", "HVqrmsa", false)).toEqual(["verb", "noun", "adjective"]);
    expect(renderingClasses("verb", "HVqp3ms", false)).toEqual(["verb"]);
    expect(renderingClasses(null, null, false)).toEqual([]);
  });

  it("gives no pivot for a noun clicked where the original is a finite verb, nor a verb where it is a noun", () => {
    // A noun ('mañana') linked to the verb 'be light': the KJV's 'light' would be read as the verb, 'make lighter'.
    expect(pivotClasses(read("noun"), ["verb"])).toBeNull();
    // A verb ('appear') linked to the noun 'bow': the KJV's 'bow' would be read as the weapon.
    expect(pivotClasses(read("verb"), ["noun"])).toBeNull();
  });

  it("keeps the pivot for a participle read as a noun, for other class changes, and without the clicked word's class", () => {
    expect(pivotClasses(read("noun"), ["verb", "noun", "adjective"])).toEqual(["noun", "verb", "noun", "adjective"]);
    expect(pivotClasses(read("adverb"), ["noun"])).toEqual(["noun"]);
    expect(pivotClasses(read("adjective"), ["verb"])).toEqual(["verb"]);
    expect(pivotClasses(null, ["noun"])).toEqual(["noun"]);
    expect(pivotClasses(read("noun"), [])).toEqual([]);
  });

  it("reads the version's word as the first class wanted it has, and then keeps only that class's senses", () => {
    const bow = [read("noun", "bow"), read("verb", "bow")];
    expect(readingOfClass(bow, ["verb"])?.partOfSpeech).toBe("verb");
    expect(readingOfClass([read("adverb", "ever")], ["noun"])).toBeNull();
    const senses = [
      { definition: "a weapon for shooting arrows", synonyms: [], partOfSpeech: "noun" as const },
      { definition: "bend one's knee or body", synonyms: [], partOfSpeech: "verb" as const },
    ];
    expect(sensesOfClass(senses, "adjective").map((s) => s.definition)).toEqual(["a weapon for shooting arrows"]);
    expect(sensesOfClass(senses, "adjective", true)).toEqual([]);
  });
});
