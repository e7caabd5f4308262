import { portugueseIpa } from "./g2p";
import type { ContextCues } from "./readings";
import { completeAnalysis, knownVerb, personTable } from "./romance";
import { type Analyzer, emptyAnalysis, type InflectionTable, type Reading } from "./types";

type Conjugation = "ar" | "er" | "ir";

/** The regular endings of the three conjugations, six persons each (eu, tu, ele, nós, vós, eles). */
const ENDINGS: [string, Record<Conjugation, string[]>][] = [
  [
    "Presente",
    {
      ar: ["o", "as", "a", "amos", "ais", "am"],
      er: ["o", "es", "e", "emos", "eis", "em"],
      ir: ["o", "es", "e", "imos", "is", "em"],
    },
  ],
  [
    "Pretérito perfeito",
    {
      ar: ["ei", "aste", "ou", "ámos", "astes", "aram"],
      er: ["i", "este", "eu", "emos", "estes", "eram"],
      ir: ["i", "iste", "iu", "imos", "istes", "iram"],
    },
  ],
  [
    "Pretérito imperfeito",
    {
      ar: ["ava", "avas", "ava", "ávamos", "áveis", "avam"],
      er: ["ia", "ias", "ia", "íamos", "íeis", "iam"],
      ir: ["ia", "ias", "ia", "íamos", "íeis", "iam"],
    },
  ],
  [
    "Futuro do presente",
    {
      ar: ["arei", "arás", "ará", "aremos", "areis", "arão"],
      er: ["erei", "erás", "erá", "eremos", "ereis", "erão"],
      ir: ["irei", "irás", "irá", "iremos", "ireis", "irão"],
    },
  ],
  [
    "Futuro do pretérito",
    {
      ar: ["aria", "arias", "aria", "aríamos", "aríeis", "ariam"],
      er: ["eria", "erias", "eria", "eríamos", "eríeis", "eriam"],
      ir: ["iria", "irias", "iria", "iríamos", "iríeis", "iriam"],
    },
  ],
  [
    "Presente do subjuntivo",
    {
      ar: ["e", "es", "e", "emos", "eis", "em"],
      er: ["a", "as", "a", "amos", "ais", "am"],
      ir: ["a", "as", "a", "amos", "ais", "am"],
    },
  ],
];
const NON_FINITE: Record<Conjugation, string[]> = {
  ar: ["ar", "ando", "ado", "ada", "ados", "adas"],
  er: ["er", "endo", "ido", "ida", "idos", "idas"],
  ir: ["ir", "indo", "ido", "ida", "idos", "idas"],
};
const PRONOUNS = ["eu", "tu", "ele", "nós", "vós", "eles"];

/**
 * The irregular verbs the regular endings would conjugate wrongly (no table is shown for them), with
 * the forms of theirs that are frequent in the Bible text.
 */
const IRREGULAR: Record<string, string[]> = {
  ser: [
    "sou",
    "és",
    "é",
    "somos",
    "sois",
    "são",
    "era",
    "eram",
    "foi",
    "foram",
    "fui",
    "seja",
    "sejam",
    "será",
    "serão",
  ],
  estar: ["estou", "está", "estão", "esteve", "estava", "estavam"],
  ter: ["tenho", "tens", "tem", "têm", "tinha", "tinham", "teve", "tiveram", "terá"],
  haver: ["há", "hei", "havia", "houve", "haverá", "haja"],
  ir: ["vou", "vai", "vão", "ia", "foi", "foram", "irá", "vá"],
  vir: ["venho", "vem", "vêm", "veio", "vieram", "vinha", "virá", "venha"],
  fazer: ["faço", "faz", "fazem", "fez", "fizeram", "fiz", "fará", "faça", "feito"],
  dizer: ["digo", "diz", "dizem", "disse", "disseram", "dizia", "dirá", "diga", "dito"],
  poder: ["posso", "pode", "podem", "pôde", "podia", "poderá", "possa"],
  ver: ["vejo", "vê", "vêem", "viu", "viram", "via", "verá", "veja", "visto"],
  dar: ["dou", "dá", "dão", "deu", "deram", "dava", "dará", "dê", "dado"],
  saber: ["sei", "sabe", "sabem", "soube", "sabia", "saberá", "saiba"],
  querer: ["quero", "quer", "querem", "quis", "queria", "queira"],
  pôr: ["ponho", "põe", "põem", "pôs", "puseram", "punha", "porá", "ponha", "posto"],
};

/** The forms of ter, haver, ser and estar: they make the compound tenses and the passive with a past participle. */
const AUXILIARIES = new Set(["ter", "haver", "ser", "estar"].flatMap((verb) => [verb, ...(IRREGULAR[verb] ?? [])]));
/** The regular past participles: criado, criadas, vestido. */
const PAST_PARTICIPLE = /(ado|ada|ados|adas|ido|ida|idos|idas)$/;

const CUES: ContextCues = {
  nominal: new Set(
    "o a os as um uma uns umas do da dos das no na nos nas ao aos pelo pela pelos pelas meu minha meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas vosso vossa este esta estes estas esse essa esses essas aquele aquela todo toda todos todas cada".split(
      " ",
    ),
  ),
  verbal: new Set("eu tu ele ella elle nós vós eles ellas me te se nos vos lhe lhes não".split(" ")),
};

/** The regular infinitives a form may belong to: criou → criar, comeram → comer. */
function regularInfinitives(word: string): string[] {
  const found = new Set<string>();
  for (const conjugation of ["ar", "er", "ir"] as const) {
    const endings = [...ENDINGS.flatMap(([, table]) => table[conjugation]), ...NON_FINITE[conjugation]];
    for (const ending of endings) {
      if (word.endsWith(ending) && word.length > ending.length) {
        found.add(`${word.slice(0, -ending.length)}${conjugation}`);
      }
    }
  }
  return [...found];
}

function regularTable(infinitive: string): InflectionTable | null {
  const conjugation = infinitive.slice(-2) as Conjugation;
  if (!["ar", "er", "ir"].includes(conjugation) || IRREGULAR[infinitive]) return null;
  const stem = infinitive.slice(0, -2);
  return personTable(
    ENDINGS.map(([name, table]) => [name, table[conjugation].map((ending) => `${stem}${ending}`)]),
    PRONOUNS,
  );
}

/**
 * Portuguese: no package has Portuguese verb data, so verbs are recognised by the regular endings of
 * the three conjugations (and the forms of the frequent irregular verbs), and only when FreeDict knows
 * the infinitive; tables only for regular verbs. Nouns and other classes from the FreeDict headwords;
 * IPA from FreeDict, else by spelling rules.
 */
export const analyzePortuguese: Analyzer = async (raw, input) => {
  const word = raw.toLowerCase();
  const result = emptyAnalysis(word);
  const irregular = Object.entries(IRREGULAR).flatMap(([infinitive, forms]) =>
    forms.includes(word) || infinitive === word ? [infinitive] : [],
  );
  const regular = regularInfinitives(word);
  const lemmas = [
    word,
    ...(word.endsWith("s") ? [word.slice(0, -1)] : []),
    ...(word.endsWith("ões") ? [`${word.slice(0, -3)}ão`] : []),
  ];
  const entries = await input.headwords([...lemmas, ...regular]);
  const verbs: Reading[] = [...irregular, ...regular.filter((infinitive) => knownVerb(entries, infinitive))].map(
    (infinitive) => ({
      partOfSpeech: "verb",
      lemma: infinitive,
      source: IRREGULAR[infinitive] ? "Portuguese irregular verbs" : "Portuguese regular conjugations",
      tables: async () => ({ conjugations: regularTable(infinitive) }),
    }),
  );
  return completeAnalysis(
    result,
    raw,
    input,
    {
      name: "portuguese",
      cues: CUES,
      auxiliaries: AUXILIARIES,
      ipaRules: portugueseIpa,
      rulesSource: "Portuguese spelling rules",
    },
    {
      verbs,
      lemmas,
      verbFirst: irregular.length > 0 || verbs[0]?.lemma === word,
      entries,
      participle: PAST_PARTICIPLE.test(word),
    },
  );
};
