import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { startStemmer } from "./stemmer";

// The stemming worker puts most documents' tsvectors together itself (tsvector.ts): each must be the one PostgreSQL's
// own to_tsvector makes, byte for byte, whatever the text (what the worker cannot cut is left to PostgreSQL).

const reference = new PGlite();
afterAll(() => reference.close());

type Document = { b: number; c: number; v: number; d: string };

/** The rows PostgreSQL's to_tsvector gives, as COPY text (what the worker must answer). */
async function expected(code: string, config: string, documents: readonly Document[]): Promise<string> {
  const { rows } = await reference.query<{ text: string }>(
    `select to_tsvector($1::regconfig, d.d)::text as text from unnest($2::text[]) with ordinality as d(d, n) order by n`,
    [config, documents.map((document) => document.d)],
  );
  const copyEscaped = (text: string) =>
    text.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
  return documents
    .map((document, i) => `${code}\t${document.b}\t${document.c}\t${document.v}\t${copyEscaped(rows[i]?.text ?? "")}\n`)
    .join("");
}

const documents = (texts: readonly string[]): Document[] => texts.map((d, i) => ({ b: 1, c: 1 + (i >> 8), v: i, d }));

/** A seeded generator (Park and Miller's): the same random documents on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

// Letters of the shipped languages and blanks; rarely, a character the default parser reads as something else:
// digits, - + . _ / @ & < > ~ : (hosts, paths, numbers, tags, entities, URLs), combining marks and zero-width
// characters (which continue a word but do not start one), characters outside the Basic Multilingual Plane.
const PLAIN = [
  ..."abcelmnorstuéèçäößœЁёжиاللهالرب中文神가나다ABÉÄ",
  ...[" ", " ", " ", " ", ",", ";", "!", "?", "(", ")", "[", "]", '"', "'", "’", "«", "»", "—", "…", "،", "。"],
  ...["\u00a0", "\u202f", "\t", "\n", "\\", "*", "=", "#", "%", "$", "|", "{", "}", "^", "`", ":", "."],
];
const SPECIAL = [
  ...[".", ":", "-", "+", "_", "/", "@", "&", "<", ">", "~", "0", "1", "9", "\u0301", "\u200b", "\u00ad"],
  ..."𝔸",
];

function randomDocuments(seed: number, count: number): Document[] {
  const next = random(seed);
  const pick = (characters: readonly string[]) => characters[Math.floor(next() * characters.length)] as string;
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = "";
    const length = 1 + Math.floor(next() * 40);
    for (let k = 0; k < length; k++) text += next() < 0.03 ? pick(SPECIAL) : pick(PLAIN);
    texts.push(text);
  }
  return documents(texts);
}

// Verses as the install folds them (lower case; accents kept where the language keeps them).
const VERSES: Record<string, readonly string[]> = {
  french: [
    "au commencement, dieu crea les cieux et la terre.",
    "la terre etait informe et vide: il y avait des tenebres a la surface de l'abime, et l'esprit de dieu se mouvait au-dessus des eaux.",
    "dieu dit: que la lumiere soit! et la lumiere fut. « c’est lui », dit-il ; 153 poissons.",
    "et moi, je suis l'eternel, ton dieu... qui t'ai fait sortir du pays d'egypte.",
  ],
  english: [
    "in the beginning god created the heaven and the earth.",
    "and god said, let there be light: and there was light.",
    "the lord is my shepherd; i shall not want. (selah) he's mine, isn't he?",
    "jesus wept. v1.2 mail@example.org a.b http://example.org",
  ],
  russian: ["в начале сотворил бог небо и землю.", "и сказал бог: да будет свет. и стал свет. hello world"],
  arabic: ["فِي الْبَدْءِ خَلَقَ اللهُ السَّمَاوَاتِ وَالأَرْضَ", "وقال الله ليكن نور، فكان نور."],
  simple: ["起 初 神 创 造 天 地 。", "태초에 하나님이 천지를 창조하시니라", "на початку бог створив небо та землю."],
};

describe("the stemming worker", () => {
  it("answers exactly PostgreSQL's to_tsvector, cutting the plain documents itself", async () => {
    const stemmer = startStemmer();
    try {
      for (const [config, verses] of Object.entries(VERSES)) {
        const batch = documents(verses);
        expect(await stemmer.rows("TEST", config, JSON.stringify(batch))).toBe(await expected("TEST", config, batch));
      }
      // The verses are cut in the worker but for three: a hyphen (au-dessus), digits and a hyphen (153, dit-il),
      // numbers, an email, a path and a URL.
      const real = stemmer.counts();
      expect(real.documents).toBe(Object.values(VERSES).flat().length);
      expect(real.cut).toBe(real.documents - 3);

      for (const [seed, config] of ["french", "english", "russian", "arabic", "simple"].entries()) {
        const batch = randomDocuments(seed + 1, 3000);
        expect(await stemmer.rows("RND", config, JSON.stringify(batch))).toBe(await expected("RND", config, batch));
      }
      // Both ways are taken on the random documents.
      const all = stemmer.counts();
      expect(all.cut - real.cut).toBeGreaterThan(1000);
      expect(all.documents - all.cut).toBeGreaterThan(1000);
    } finally {
      await stemmer.close();
    }
  });
});
