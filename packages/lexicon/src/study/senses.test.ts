import { describe, expect, it } from "vitest";
import { emptyAnalysis, type Reading } from "../languages/types";
import { dictionaryEntry } from "../testing/dictionary";
import { agreeing, type DefinitionRequest, type LookUp, wordDefinition } from "./definition";
import { type DictionaryEntry, spellingVariants } from "./dictionary";
import {
  agreeingSense,
  CONFIDENCE_THRESHOLD,
  choiceConfidence,
  chooseSense,
  isDefinition,
  type ScoredSense,
  saysTheVerse,
  senseScore,
  sensesOfClass,
  stem,
  stripLabels,
  translationOf,
  verseEvidence,
} from "./senses";
import { strongsGloss, strongsGlossInVerse, strongsMeaning } from "./strongs-meaning";

const sense = (text: string, english: string[], reader: string[] = [text]): ScoredSense => ({
  text,
  source: "test",
  english,
  reader,
});

describe("labels are never a definition", () => {
  it.each([
    ["(Physique) Radiation électromagnétique visible", "Radiation électromagnétique visible"],
    ["[astron.] Earth", "Earth"],
    ["(figuré) (vieilli) Ce qui éclaire l’esprit", "Ce qui éclaire l’esprit"],
    ["fig. lumière", "lumière"],
    ["Familier : un homme", "un homme"],
    ["nur Singular: der feste Boden, die Landoberfläche von [3]", "der feste Boden, die Landoberfläche von"],
    ["Welt 2.", "Welt"],
    ["terre {f}", "terre"],
    ["monde (fig.)", "monde"],
    ["earth (soil)", "earth (soil)"],
    ["Se mettre loin de, à distance|pronominal", "Se mettre loin de, à distance"],
    ["Se procurer la certitude d’un fait|(Pronominal): 2", "Se procurer la certitude d’un fait"],
    ["2a|Espace consacré à la production", "Espace consacré à la production"],
    ["Fermeté, courage (Par extension) (Vieilli)", "Fermeté, courage"],
    ["Placer une chose dans un lieu déterminé (Sens général)", "Placer une chose dans un lieu déterminé"],
    ["Qui a de l’adresse (sens général)", "Qui a de l’adresse"],
    ["Se placer dans un véhicule. (Transitif)", "Se placer dans un véhicule."],
    ["kiss <v>, buss <v>", "kiss, buss"],
  ])("%s → %s", (raw, stripped) => {
    expect(stripLabels(raw)).toBe(stripped);
  });

  it("drops a sense that is only labels, and a one-word 'definition' in the headword's language", () => {
    expect(stripLabels("(Héraldique)")).toBe("");
    expect(stripLabels("[astron.]")).toBe("");
    expect(isDefinition(stripLabels("Héraldique"))).toBe(false);
    expect(isDefinition("Terre sur laquelle on vit")).toBe(true);
  });
});

describe("the sense that agrees with the verse", () => {
  // العالم (ara-eng): Bookman, Scientist, Scholar, Savant, World; G2889 κόσμος in John 3:16.
  const alam = ["Bookman", "Scientist", "Scholar", "Savant", "World"].map((s) => sense(s, [s], []));
  const kosmos = verseEvidence(
    ["world", "orderly arrangement, i.e. decoration; by implication, the world"],
    ["monde"],
    ["العالم"],
  );

  it("picks the sense the original's meaning and the in-context translation name, not the first", () => {
    expect(chooseSense(alam, kosmos)?.sense.text).toBe("World");
  });

  it("shows nothing when no sense agrees, rather than the first sense", () => {
    const bawl = ["Bawl", "Exclaim", "Whoop"].map((s) => sense(s, [s], []));
    const passover = verseEvidence(
      ["a pretermission, i.e. exemption; used only techically of the Jewish Passover"],
      ["Pâque"],
    );
    expect(agreeingSense(bawl, passover)).toBeNull();
  });

  it("weighs the clicked word itself by half: WordNet names it in every synset", () => {
    const son = [
      { ...sense("a male human offspring", ["a male human offspring"]), synonyms: ["son", "boy"] },
      { ...sense("the divine word of God", ["the divine word of God"]), synonyms: ["Son", "Word", "Logos"] },
    ];
    const evidence = verseEvidence(["a son, grandson, etc."], [], ["son"]);
    expect(senseScore(son[0] as ScoredSense, evidence)).toBe(0.5);
    expect(chooseSense(son, evidence)?.sense.text).toBe("a male human offspring");
    const charity = [
      { ...sense("a foundation created to promote the public good", ["foundation"]), synonyms: ["charity"] },
      { ...sense("a kindly and lenient attitude toward people", ["kindly"]), synonyms: ["charity", "brotherly love"] },
    ];
    const love = verseEvidence(["love, i.e. affection or benevolence"], [], ["charity"]);
    expect(chooseSense(charity, love)?.sense.text).toBe("a kindly and lenient attitude toward people");
  });

  it("counts half a word said only by an equivalent printed beside several definitions of the entry", () => {
    // 'pleurer' (fra-deu): "Verser des larmes" and "Regretter ou déplorer la perte…" both ↔ weinen (→ weep, cry).
    const pleurer = [
      { ...sense("Regretter ou déplorer la perte de quelque chose", ["regret", "deplore", "loss"]), paired: ["weep"] },
      { ...sense("Verser des larmes", ["pour", "tears"]), paired: ["weep"] },
    ];
    const weep = verseEvidence(["to weep; generally to bemoan", "weep", "tears"], ["pleurer"]);
    expect(senseScore(pleurer[0] as ScoredSense, weep)).toBe(0.5);
    expect(senseScore(pleurer[1] as ScoredSense, weep)).toBe(1.5);
    expect(chooseSense(pleurer, weep)?.sense.text).toBe("Verser des larmes");
  });

  it("without any original word to check against, keeps a sense only when all the senses say the same", () => {
    const none = verseEvidence([], []);
    const erde = ["sol, terre", "terre, sol", "Terre, terre"].map((s) => sense(s, [], s.split(", ")));
    expect(agreeingSense(erde, none)?.sense.text).toBe("sol, terre");
    expect(agreeingSense(alam, none)).toBeNull();
  });

  it("translates by the equivalent that agrees, else the one the senses repeat, never an arbitrary first word", () => {
    const verse = verseEvidence([], ["monde"]).reader;
    expect(translationOf("age, génération, monde, société", [], verse)).toBe("monde");
    expect(translationOf("age, génération, monde, société", [])).toBe("age, génération, monde, société");
    expect(translationOf("sol, terre", ["sol, terre", "terre, sol", "Terre, terre"])).toBe("terre");
  });
});

describe("how sure the choice is: a definition is shown only above the threshold", () => {
  // 'monde' (fra): its own-language definitions as FreeDict writes them, with the labels a dictionary puts first.
  const raw = [
    "(Héraldique)",
    "Ensemble des personnes présentes, des gens",
    "(Astronomie) [astron.]",
    "Terre sur laquelle on vit, séjour de l’homme",
  ];
  const monde = raw
    .map((text) => stripLabels(text))
    .map((text) => sense(text, text.includes("gens") ? ["people", "crowd"] : ["world", "earth"]));
  // G2889 κόσμος in John 3:16: the KJV's "world", the Strong's meaning, the LSG's "monde" and "world" put into French.
  const kosmos = verseEvidence(
    ["world", "orderly arrangement, i.e. decoration; by implication, the world"],
    ["monde"],
    ["monde"],
    [["monde", "terre", "univers"]],
  );

  it("picks the sense the verse names over the first one, sure enough to show it", () => {
    const choice = chooseSense(monde, kosmos);
    expect(choice?.sense.text).toBe("Terre sur laquelle on vit, séjour de l’homme");
    expect(choice?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
    expect(agreeingSense(monde, kosmos)?.sense.text).toBe("Terre sur laquelle on vit, séjour de l’homme");
  });

  it("never shows a sense that was only a label, even when its words were all the verse says", () => {
    const labelled = [sense(stripLabels("(Héraldique)"), ["world"]), sense(stripLabels("[astron.]"), ["world"])];
    expect(chooseSense(labelled, kosmos)).toBeNull();
    const all = chooseSense([...labelled, ...monde], kosmos);
    expect(all?.sense.text).not.toMatch(/Héraldique|astron/);
  });

  it("shows no definition when the choice is a guess: two senses that say different things tie", () => {
    // Both name only the clicked word (WordNet lists it in each synset): nothing of the verse tells them apart.
    const son = [
      { ...sense("a male human offspring", ["a male human offspring"]), synonyms: ["son", "boy"] },
      { ...sense("the divine word of God", ["the divine word of God"]), synonyms: ["Son", "Word", "Logos"] },
    ];
    const evidence = verseEvidence(["a son, grandson, etc."], [], ["son"]);
    const choice = chooseSense(son, evidence);
    expect(choice?.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
    expect(agreeingSense(son, evidence)).toBeNull();
  });

  it("counts the original's meaning put into French once per English word: all the senses of 'fire' say one thing", () => {
    // 'fire' (eng-fra) in Exodus 3:2: the LSG's 'feu', and 'fire' put into French through all its senses.
    const fire = ["partir", "licencier, renvoyer, suspendre", "feu", "incendie"].map((s) =>
      sense(s, [], s.split(", ")),
    );
    const evidence = verseEvidence(
      ["fire", "fire (literally or figuratively)"],
      ["feu"],
      ["fire"],
      [["feu", "partir", "licencier", "renvoyer", "suspendre", "incendie"]],
    );
    expect(senseScore(fire[1] as ScoredSense, evidence)).toBe(1);
    expect(chooseSense(fire, evidence)?.sense.text).toBe("feu");
  });

  it("is less sure of a sense that says the original's meaning but nothing the verse writes for it", () => {
    // 'sens' (fra-eng) in Romans 1:28: νοῦς is 'mind' there (KJV, and 'esprit' in French); its Strong's meaning
    // also lists 'meaning', a sense of νοῦς the verse does not have.
    const sens = ["meaning, sense", "direction, way"].map((s) => sense(s, s.split(", "), []));
    const evidence = verseEvidence(
      ["mind", "the intellect, i.e. mind; by implication, meaning"],
      [],
      ["sens"],
      [],
      ["mind", "esprit"],
    );
    expect(saysTheVerse(sens[0] as ScoredSense, evidence)).toBe(false);
    expect(chooseSense(sens, evidence)?.sense.text).toBe("meaning, sense");
    expect(agreeingSense(sens, evidence)).toBeNull();
    // Nothing written in the verse to check against: the meaning alone is enough.
    expect(
      agreeingSense(sens, verseEvidence(["the intellect, i.e. mind; by implication, meaning"], [], ["sens"])),
    ).not.toBeNull();
  });

  it("is surer the more the verse says the sense, and the less a rival scores", () => {
    expect(choiceConfidence(2, 0)).toBeGreaterThan(choiceConfidence(1, 0));
    expect(choiceConfidence(2, 1)).toBeLessThan(choiceConfidence(2, 0));
    expect(choiceConfidence(0, 0)).toBe(0);
  });

  it("shows no definition when two definitions in the headword's language tie, though they share words", () => {
    // 'bois' (French Wiktionary through FreeDict, not ordered by use): the wood of trees and a wood of trees, both
    // ↔ wood. Sharing 'wood' does not make them one sense: the tie is a guess, not a choice.
    const bois = ["Ensemble d’arbres assez proches", "Substance dure et fibreuse des arbres"].map((s) => ({
      ...sense(s, ["wood"]),
      defines: true,
    }));
    const evidence = verseEvidence(["wood", "a tree (from its firmness); hence, wood"], [], ["bois"], [["arbre"]]);
    expect(senseScore(bois[0] as ScoredSense, evidence)).toBe(2);
    expect(agreeingSense(bois, evidence)).toBeNull();
    // Two lists of equivalents that share a word still say the same thing ("sol, terre" · "terre, sol").
    const lists = bois.map((s) => ({ ...s, defines: false }));
    expect(agreeingSense(lists, evidence)).not.toBeNull();
  });

  it("does not agree by a particle: 'get out' and 'start out' say nothing alike", () => {
    // поднимемся (rus-fra: descendre) for נָסַע in Genesis 33:12, "let us take our journey".
    const descendre = sense("descendre", ["get out", "get out of a car", "exit", "descend", "get off"]);
    const evidence = verseEvidence(["journey", "properly, to pull up, especially the tent-pins, i.e. start out"], []);
    expect(senseScore(descendre, evidence)).toBe(0);
    expect(agreeingSense([descendre], evidence)).toBeNull();
  });

  it("does not agree by a word that only qualifies: 'in certain tenses' and 'a certain point' say nothing alike", () => {
    // 'run' (WordNet) for τρέχω in Luke 15:20, where the KJV writes "ran", with τρέχω's Strong's text as it was read
    // before its notes on tenses were left out: any remark on a meaning may still hold such words.
    const extend = {
      ...sense(
        "stretch out over a distance, space, time, or scope; run or extend between two points or beyond a certain point",
        [
          "stretch out over a distance, space, time, or scope; run or extend between two points or beyond a certain point",
        ],
      ),
      synonyms: ["run", "go", "pass", "lead", "extend"],
    };
    const evidence = verseEvidence(
      ["ran", "which uses as alternate in certain tenses", "to run or walk hastily (literally or figuratively)"],
      ["ran"],
      ["ran", "run"],
    );
    expect(senseScore(extend, evidence)).toBe(0.5);
    expect(agreeingSense([extend, sense("move along, of liquids", ["move along, of liquids"])], evidence)).toBeNull();
  });

  it("does not agree by 'forth': 'set forth in court' is no sense of the KJV's 'bringeth forth'", () => {
    // 'bring' (WordNet) for φέρω in John 12:24, "it bringeth forth much fruit": the KJV's words are the evidence.
    const court = { ...sense("advance or set forth in court", ["advance or set forth in court"]), synonyms: ["bring"] };
    const evidence = verseEvidence(
      ["bringeth", "forth", "bear", "carry"],
      [],
      ["bringeth", "bring"],
      [],
      [],
      ["forth"],
    );
    expect(senseScore(court, evidence)).toBe(0);
    expect(agreeingSense([court], evidence)).toBeNull();
  });

  it("stems a word only past three letters: 'bring' is not 'br', 'brings' is 'bring'", () => {
    expect(stem("bring")).toBe("bring");
    expect(stem("brings")).toBe("bring");
    expect(stem("loving")).toBe("lov");
    expect(stem("terres")).toBe("terr");
  });

  it("counts each word a definition is said by once, however many of its senses the verse names", () => {
    // 'table' (French Wiktionary): "Matériau plat sur lequel on peut écrire" ↔ Tafel, which is also a banquet:
    // 'Tafel' → board, table, meal, food says one thing, and agrees by one point, not by 'meal' and 'food'.
    const tablet = {
      ...sense("Matériau plat sur lequel on peut écrire", []),
      worded: [["board", "table", "meal", "food"]],
    };
    const evidence = verseEvidence(["a table, usually for food (figuratively, a meal)"], [], ["table"]);
    expect(senseScore(tablet, evidence)).toBe(1);
    // As loose English words they would count each (and the clicked word half): 2.5.
    expect(senseScore({ ...tablet, english: ["board", "table", "meal", "food"], worded: [] }, evidence)).toBe(2.5);
    // Two words of the definition said by the verse are two points.
    expect(senseScore({ ...tablet, worded: [["meal"], ["food"]] }, evidence)).toBe(2);
  });
});

describe("the in-context translation weighs more than the original's meaning", () => {
  // 'Hals' (deu-eng, as installed): "neck , collum , cervix" and "[innerer] throat". Psalm 115:7 (LUT1912 "sie reden
  // nicht durch ihren Hals"): גָּרוֹן (H1627), Strong's "the throat; neck", the lexicon's gloss "neck", the KJV "throat".
  const entries = [
    dictionaryEntry({
      headword: "Hals",
      senses: ["neck , collum , cervix", "[innerer] throat"],
      partOfSpeech: "noun",
      gender: "masculine",
      dictionary: "deu-eng",
    }),
  ];
  const lookUp: LookUp = async (source, target, words) =>
    source === "german" && target === "english" && words.includes("Hals") ? entries : [];
  const request = (kjv: string, gloss: string) =>
    ({
      language: "german",
      reader: "english",
      word: "Hals",
      forms: ["Hals"],
      reading: { partOfSpeech: "noun", lemma: "Hals", source: "test" },
      analysis: emptyAnalysis("Hals"),
      evidence: verseEvidence([kjv, "the throat; neck", gloss], [kjv], ["Hals"], [], [kjv, gloss], [kjv]),
      lookUp,
      grammarTargets: ["english"],
    }) satisfies DefinitionRequest;

  it("shows the sense the KJV writes in the verse when the Strong's meaning names another one too", async () => {
    expect((await wordDefinition(request("throat", "neck")))?.definition).toBe("throat");
    // Where the KJV writes "necks" for the same word (Isaiah 3:16), the neck.
    expect((await wordDefinition(request("necks", "neck")))?.definition).toBe("neck, collum, cervix");
  });
});

describe("the Strong's meaning, not its etymology", () => {
  it("skips 'from', 'akin to', 'compare' and 'a primitive root' and shows the meaning", () => {
    // The texts as the installed dictionaries store them (the Greek JSON cuts some inside the etymology).
    const ptochos = {
      language: "greek" as const,
      lemma: "πτωχός",
      gloss: "akin to G4422 and the alternate of G4098 )",
      derivation: "from (to crouch);",
      definition:
        "akin to G4422 (πτοέω) and the alternate of G4098 (πίπτω)); a beggar (as cringing), i.e. pauper (strictly denoting absolute or public mendicancy)",
    };
    expect(strongsGloss(ptochos)).toBe("a beggar, i.e. pauper");
    const phos = {
      language: "greek" as const,
      lemma: "φῶς",
      gloss: "compare G5316 , G5346 )",
      derivation: "from an obsolete (to shine or make manifest, especially by rays;",
      definition:
        "compare G5316 (φαίνω), G5346 (φημί)); luminousness (in the widest application, natural or artificial)",
    };
    expect(strongsGloss(phos)).toBe("luminousness");
    const theos = {
      language: "greek" as const,
      lemma: "θεός",
      gloss: "figuratively, a magistrate",
      derivation: "of uncertain affinity; a deity, especially (with G3588 (ὁ)) the supreme Divinity;",
      definition: "figuratively, a magistrate; by Hebraism, very",
    };
    expect(strongsMeaning(theos)).toMatch(/^a deity, especially/);
    const bara = {
      language: "hebrew" as const,
      lemma: "בָּרָא",
      gloss: "be fat",
      derivation: "a primitive root;",
      definition: "(absolutely) to create; (qualified) to cut down (a wood), select, feed (as formative processes)",
    };
    expect(strongsGloss(bara)).toBe("to create");
    const raah = {
      language: "hebrew" as const,
      lemma: "רָעָה",
      gloss: "binding-house of the shepherds",
      derivation: "a primitive root;",
      definition: "to tend a flock; i.e. pasture it; intransitively, to graze (literally or figuratively)",
    };
    expect(strongsGloss(raah)).toBe("to tend a flock");
    // "from" is a meaning when no origin is cited: G4207 πόρρωθεν.
    expect(
      strongsGloss({
        language: "greek" as const,
        lemma: "πόρρωθεν",
        gloss: null,
        derivation: "from G4206 (πόῤῥω) with adverbial enclitic of source;",
        definition: "from far, or (by implication) at a distance, i.e. distantly",
      }),
    ).toBe("from far, or at a distance, i.e. distantly");
    // A clause's kind of sense ("concretely,", "properly,") is a label, not the meaning: H2844 חַת.
    const chath = {
      language: "hebrew" as const,
      lemma: "חַת",
      gloss: "shattered",
      derivation: "from H2865;",
      definition: "concretely, crushed; also afraid; abstractly, terror",
    };
    expect(strongsGloss(chath)).toBe("crushed");
    expect(strongsGlossInVerse(chath, ["terror"])).toBe("terror");
  });

  it("leaves out hedged origins, origins cited by bare numbers, the middle voice's origin and quotes", () => {
    const greek = (lemma: string, derivation: string, definition: string) =>
      strongsGloss({ language: "greek" as const, lemma, gloss: null, derivation, definition });
    expect(
      greek(
        "τράχηλος",
        "probably from G5143 (τρέχω) (through the idea of mobility);",
        "the throat (neck), i.e. (figuratively) life",
      ),
    ).toBe("the throat, i.e. life");
    expect(greek("καταφιλέω", "from 2596 and 5368;", "to kiss earnestly")).toBe("to kiss earnestly");
    expect(
      greek(
        "σπλαγχνίζομαι",
        "middle voice from G4698 (σπλάγχνον);",
        "to have the bowels yearn, i.e. (figuratively) feel sympathy, to pity",
      ),
    ).toBe("to have the bowels yearn, i.e. feel sympathy, to pity");
    expect(
      greek("πατήρ", "apparently a primary word;", 'a "father" (literally or figuratively, near or more remote)'),
    ).toBe("a father");
  });
});

describe("the Strong's meaning, not its notes on forms and tenses", () => {
  // The texts as the installed dictionaries store them: the Greek JSON's derivation and definition, read as one.
  const greek = (lemma: string, derivation: string, definition: string | null) =>
    strongsGloss({ language: "greek" as const, lemma, gloss: null, derivation, definition });

  it("leaves out what a word borrows its other tenses from (τρέχω, εἴδω, πίνω)", () => {
    expect(
      greek(
        "τρέχω",
        "apparently a primary verb (properly, ;",
        "compare G2359 (θρίξ)); which uses (the base of G1408 (δρόμος)) as alternate in certain tenses; to run or walk hastily (literally or figuratively)",
      ),
    ).toBe("to run or walk hastily");
    expect(
      greek(
        "εἴδω",
        "a primary verb;",
        "used only in certain past tenses, the others being borrowed from the equivalent G3700 (ὀπτάνομαι) and G3708 (ὁράω); properly, to see (literally or figuratively); by implication, (in the perfect tense only) to know",
      ),
    ).toBe("to see");
    expect(
      greek(
        "πίνω",
        "a prolonged form of ; which (together with another form) ; occurs only as an alternate in certain tenses;",
        "to imbibe (literally or figuratively)",
      ),
    ).toBe("to imbibe");
  });

  it("leaves out the form a word is of (adverb of, neuter of, imperfect of, a particle of)", () => {
    expect(greek("οὕτω", "adverb from G3778 (οὗτος);", "in this way (referring to what precedes or follows)")).toBe(
      "in this way",
    );
    expect(greek("ἦν", "imperfect of G1510 (εἰμί);", "I (thou, etc.) was (wast or were)")).toBe("I was");
    expect(greek("βασίλειον", "neuter of G934 (βασίλειος);", "a palace")).toBe("a palace");
    expect(
      greek(
        "ἀνόητος",
        "from G1 (Α) (as a negative particle) and a derivative of G3539 (νοιέω);",
        "unintelligent; by implication, sensual",
      ),
    ).toBe("unintelligent");
    expect(greek("ἀτάκτως", "adverb from G813 (ἄτακτος), irregularly (morally)", null)).toBe("irregularly");
    expect(
      strongsGloss({
        language: "hebrew" as const,
        lemma: "אַךְ",
        gloss: null,
        derivation: "akin to H403;",
        definition: "a particle of affirmation, surely; hence (by limitation) only",
      }),
    ).toBe("surely");
  });

  it("keeps a meaning written in the same words as a form ('a compound', 'feminine', 'which is')", () => {
    expect(greek("μίγμα", "from G3396 (μίγνυμι);", "a compound")).toBe("a compound");
    expect(greek("γυναικεῖος", "from G1135 (γυνή);", "feminine")).toBe("feminine");
    expect(
      greek(
        "ὅ ἐστι",
        "from the neuter of G3739 (ὅς) and the third person singular present indicative of G1510 (εἰμί);",
        "which is",
      ),
    ).toBe("which is");
    expect(greek("μέσος", "from G3326 (μετά);", "middle (as an adjective or (neuter) noun)")).toBe("middle");
  });

  it("leaves out a note on the word's use that opens its meaning", () => {
    const hebrew = (lemma: string, definition: string) =>
      strongsGloss({ language: "hebrew" as const, lemma, gloss: null, derivation: "from H4578;", definition });
    expect(hebrew("מֵעֶה", "used only in plural the intestines, or (collectively) the abdomen")).toBe(
      "the intestines, or the abdomen",
    );
    expect(hebrew("מְרִי", "used as (abstract) noun, wickedness")).toBe("wickedness");
    // After the meaning: H4697, G2476.
    expect(hebrew("מִצְחָה", "a shinpiece of armor (as prominent), only plural")).toBe("a shinpiece of armor");
    // H3318, H2746; "in the sense of" is a meaning (H5703).
    expect(
      hebrew("יָצָא", "to go out, in a great variety of applications, literally and figuratively, direct and proxim."),
    ).toBe("to go out");
    expect(hebrew("עַד", "a terminus, i.e. duration, in the sense of advance or perpetuity")).toBe(
      "a terminus, i.e. duration, in the sense of advance or perpetuity",
    );
    expect(
      greek(
        "ἵστημι",
        "a prolonged form of a primary (of the same meaning);",
        "to stand (transitively or intransitively), used in various applications (literally or figuratively)",
      ),
    ).toBe("to stand");
    expect(greek("ἀτιμόω", "from G820 (ἄτιμος);", "used like G818 (ἀτιμάζω), to maltreat")).toBe("to maltreat");
    expect(
      greek("ἰδού", "second person singular imperative middle voice of G1492 (εἴδω);", "used as imperative lo!;"),
    ).toBe("lo!");
  });

  it("reads the meaning after the words that name the form in the same clause (ἐγώ, σύ, ῥέω)", () => {
    expect(greek("ἐγώ", "a primary pronoun of the first person I (only expressed when emphatic)", null)).toBe("I");
    expect(greek("σύ", "the personal pronoun of the second person singular;", "thou")).toBe("thou");
    expect(
      greek("ῥέω", "a primary verb;", 'for some tenses of which a prolonged form is used to flow ("run"; as water)'),
    ).toBe("to flow");
    // What follows "of" tells the kind, and stays with it.
    expect(
      greek("γέ", "a primary particle of emphasis or qualification (often used with other particles prefixed)", null),
    ).toBe("a primary particle of emphasis or qualification");
  });

  it("gives how the KJV renders a word whose entry tells only its origin", () => {
    const origin = (derivation: string, definition: string | null, kjvUsage: string) =>
      strongsGloss({ language: "greek" as const, lemma: "-", gloss: null, derivation, definition, kjvUsage });
    expect(origin("the same as 5332", null, "sorcerer")).toBe("sorcerer");
    expect(origin("from G1909 (ἐπί) and (to pour);", null, "--to pour upon:--pour in")).toBe("to pour upon");
    expect(
      origin(
        "a variation of G1847 (ἐξουδενόω) and meaning the same",
        null,
        "contemptible, despise, least esteemed, set at nought",
      ),
    ).toBe("contemptible, despise, least esteemed");
    expect(origin("of uncertain affinity;", null, "X exceeding, God, god(-ly, -ward)")).toBe("God, god");
  });
});

describe("the Strong's meaning of this verse", () => {
  const kosmos = {
    language: "greek" as const,
    lemma: "κόσμος",
    gloss: "orderly arrangement, i.e. decoration",
    derivation: "probably from the base of G2865 (κομίζω);",
    definition:
      "orderly arrangement, i.e. decoration; by implication, the world (in a wide or narrow sense, including its inhabitants, literally or figuratively (morally))",
  };
  const pneuma = {
    language: "greek" as const,
    lemma: "πνεῦμα",
    gloss: "a current of air, i.e. breath or a breeze",
    derivation: "from G4154 (πνέω);",
    definition:
      "a current of air, i.e. breath (blast) or a breeze; by analogy or figuratively, a spirit, i.e. (human) the rational soul, (by implication) vital principle, mental disposition, etc., or (superhuman) an angel, demon, or (divine) God, Christ's spirit, the Holy Spirit",
  };

  it("is the later sense the verse's English words name, without its lead-in", () => {
    expect(strongsGlossInVerse(kosmos, ["world"])).toBe("the world");
    expect(strongsGlossInVerse(pneuma, ["spirits"])).toMatch(/^a spirit, i\.e\. the rational soul/);
  });

  it("stays the first meaning when the verse names it, names nothing, or is not known", () => {
    expect(strongsGlossInVerse(pneuma, ["wind"])).toBe(strongsGloss(pneuma));
    expect(strongsGlossInVerse(kosmos, ["adorning"])).toBe("orderly arrangement, i.e. decoration");
    expect(strongsGlossInVerse(kosmos, [])).toBe("orderly arrangement, i.e. decoration");
    expect(strongsGlossInVerse(pneuma, ["breath"])).toBe(strongsGloss(pneuma));
  });
});

describe("a dictionary entry of another class", () => {
  const entry = (headword: string, senses: string[], partOfSpeech: DictionaryEntry["partOfSpeech"]) =>
    dictionaryEntry({ headword, senses, partOfSpeech, dictionary: "por-fra" });
  const reading = (partOfSpeech: Reading["partOfSpeech"]): Reading => ({ partOfSpeech, lemma: "ás", source: "test" });

  it("is not shown for a word the verse cannot check it against (the preposition 'ás' is not the noun 'as', ace)", () => {
    const ace = [entry("ás", ["as"], "noun")];
    expect(agreeing(ace, reading("preposition"), true)).toEqual([]);
    // With the verse to check its senses against, the entry stays a candidate (the analyser may be wrong).
    expect(agreeing(ace, reading("preposition"))).toEqual(ace);
  });

  it("names its class to stand for a function word without the verse; a content word keeps an unclassed entry", () => {
    const unclassed = [entry("se", ["si"], null)];
    expect(agreeing(unclassed, reading("pronoun"), true)).toEqual([]);
    expect(agreeing(unclassed, reading("noun"), true)).toEqual(unclassed);
    const pronoun = [entry("se", ["se"], "pronoun")];
    expect(agreeing(pronoun, reading("pronoun"), true)).toEqual(pronoun);
  });
});

describe("the English senses of the word class the verse reads", () => {
  // 'eyes' read alone is the verb ("look at"); עַיִן in Genesis 39:7 is a noun.
  const eyes = [
    { definition: "look at", synonyms: ["eye", "eyeball"], partOfSpeech: "verb" as const },
    { definition: "the organ of sight", synonyms: ["eye", "oculus"], partOfSpeech: "noun" as const },
  ];

  it("keeps the senses of the original's class, a proper noun's being a noun's", () => {
    expect(sensesOfClass(eyes, "noun").map((s) => s.definition)).toEqual(["the organ of sight"]);
    expect(sensesOfClass(eyes, "properNoun").map((s) => s.definition)).toEqual(["the organ of sight"]);
  });

  it("keeps the analysis's own class without a class to read, or when the dictionary has none of it", () => {
    expect(sensesOfClass(eyes, null).map((s) => s.definition)).toEqual(["look at"]);
    expect(sensesOfClass(eyes, "adjective").map((s) => s.definition)).toEqual(["look at"]);
    const cedict = [
      { definition: "to walk", synonyms: [] },
      { definition: "to do", synonyms: [] },
    ];
    expect(sensesOfClass(cedict, "verb")).toHaveLength(2);
  });
});

describe("the definitions of every dictionary of the word's language", () => {
  const entry = (dictionary: string, headword: string, senses: string[], definitions: string[]) =>
    dictionaryEntry({ dictionary, headword, senses, definitions, partOfSpeech: "noun" });
  // What FreeDict has: fra-deu defines 'troupeau' as the faithful and as wild animals only; fra-spa, from the same
  // Wiktionary, keeps the herd of domestic animals too.
  const data: Record<string, DictionaryEntry[]> = {
    "french>german troupeau": [
      entry(
        "fra-deu",
        "troupeau",
        ["Herde", "Rudel"],
        ["Réunion de fidèles sous la direction d’un pasteur spirituel", "Troupe d’animaux sauvages"],
      ),
    ],
    "french>spanish troupeau": [
      entry("fra-spa", "troupeau", ["rebaño, hato"], ["Troupe d’animaux domestiques de même espèce"]),
    ],
    "spanish>english rebaño": [entry("spa-eng", "rebaño", ["flock", "herd"], [])],
    "spanish>english hato": [entry("spa-eng", "hato", ["herd"], [])],
    "german>english Herde": [entry("deu-eng", "Herde", ["herd"], [])],
    "german>english Rudel": [entry("deu-eng", "Rudel", ["pack"], [])],
  };
  const lookUp: LookUp = async (source, target, words) => words.flatMap((w) => data[`${source}>${target} ${w}`] ?? []);
  const request = {
    language: "french",
    reader: "french",
    word: "troupeau",
    forms: ["troupeau"],
    reading: { partOfSpeech: "noun", lemma: "troupeau", source: "test" },
    analysis: emptyAnalysis("troupeau"),
    // Genesis 29:2, the flocks of sheep by the well: צֹאן (H6629), small cattle.
    evidence: verseEvidence(["flock", "sheep", "small cattle"], [], ["troupeau"], [], ["flock"]),
    lookUp,
    grammarTargets: ["english", "german"],
  } satisfies DefinitionRequest;

  it("shows the sense only another one of them defines ('troupeau' in fra-spa, not in fra-deu)", async () => {
    const found = await wordDefinition(request);
    expect(found?.definition).toBe("Troupe d’animaux domestiques de même espèce");
    expect(found?.inReaderLanguage).toBe(true);
  });
});

describe("the spellings a text writes a word in", () => {
  it("finds French 'coeur' and 'boeufs' under FreeDict's 'cœur' and 'bœufs'; other words and languages have none", () => {
    expect(spellingVariants("french", "coeur")).toEqual(["cœur"]);
    expect(spellingVariants("french", "Boeufs")).toEqual(["Bœufs"]);
    expect(spellingVariants("french", "terre")).toEqual([]);
    expect(spellingVariants("english", "does")).toEqual([]);
  });
});
