import { findLanguage } from "./languages.ts";

/**
 * Closed-class words of the three languages whose texts carry their own Strong's tags (articles, prepositions,
 * conjunctions, pronouns, possessives, the auxiliary 'have'), lower case. Tagged texts sometimes put a tag on a
 * whole phrase (RV1909 'y la tierra' → H776, KJV 'of God' → G2316): these words inside it are not the word that
 * renders the original (the importer reads such tags as their content words, the alignment benchmark does not
 * score them).
 */
export const FUNCTION_WORDS = {
  french: new Set(
    (
      "le la les l' un une des du de d' au aux à a en dans par pour sur sous avec sans vers chez entre contre devant " +
      "derrière après avant depuis pendant selon parmi envers et ou ni mais car donc or que qu' qui dont où quoi " +
      "lequel laquelle lesquels lesquelles auquel auxquels duquel desquels je j' tu il elle on nous vous ils elles me m' " +
      "te t' se s' lui leur leurs eux moi toi soi y ce c' cet cette ces celui celle ceux celles mon ma mes ton ta tes " +
      "son sa ses notre nos votre vos ne n' pas point si comme ai as avons avez ont avait avais avaient avions aviez " +
      "eut eurent eus aura auras aurons aurez auront aurait auraient ait aient eu ayant jusqu' lorsqu' puisqu'"
    ).split(" "),
  ),
  english: new Set(
    (
      "the a an and or nor but for of to in into on upon at by with from unto out up over under before after " +
      "against among through about that which who whom whose what this these those he she it they we ye you thou " +
      "thee i me him her them us his its their our your thy thine my mine not as so if then there shall will " +
      "should would may might can could must have hath has had hast hadst do did doth dost didst 's"
    ).split(" "),
  ),
  spanish: new Set(
    (
      "de del y e é á a al la el lo los las un una unos unas en por para con sin sobre desde hasta contra entre hacia " +
      "ante tras según conforme que qué cual cuales quien quienes cuyo cuya o ó u ni mas pero empero sino porque " +
      "pues cuando si como su sus tu tus mi mis nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras " +
      "se te me le les os nos yo tú ti mí sí él ella ellos ellas nosotros vosotros este esta estos estas ese esa esos " +
      "esas aquel aquella aquellos aquellas esto eso aquello no he has ha hemos habéis han había habías habíamos " +
      "habíais habían hube hubo hubieron habrá habré habrán habría haya hayan hubiere hubieren hubiese habiendo"
    ).split(" "),
  ),
} as const;

export type TaggedLanguage = keyof typeof FUNCTION_WORDS;

/** The closed-class words of a language whose texts carry tags; undefined for the other languages. */
function functionWordsOf(language: string): ReadonlySet<string> | undefined {
  return Object.hasOwn(FUNCTION_WORDS, language) ? FUNCTION_WORDS[language as TaggedLanguage] : undefined;
}

/** A word of a tag as the function-word lists write it: lower case, typographic apostrophe folded, no punctuation. */
function bare(word: string): string {
  return word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "");
}

/**
 * Whether a word is a closed-class word of a language whose texts carry tags ('of', 'you', 'les', 'del'); false for
 * any word of the other languages, which have no list.
 */
export function isFunctionWord(language: string, word: string): boolean {
  return functionWordsOf(findLanguage(language)?.id ?? language)?.has(bare(word)) ?? false;
}

/**
 * A verse's Strong's tags as the words that carry them. Tagged texts put a tag on a whole phrase ('of God' → G2316,
 * 'the Son' → G5207, 'y la tierra' → H776): its leading and trailing function words (articles, prepositions,
 * pronouns, auxiliaries of the language's list) are left out of it, so that only 'God' stands for θεός. A tag made
 * of function words only keeps them ('of your' → G5216), unless a content word of the same verse carries the same
 * number: the ASV tags 'of' with πίστις beside 'faith' (Heb 11:1), and 'faith' alone renders it. Languages without
 * a list (no shipped text of theirs is tagged) are left as they are.
 */
export function contentTags<T extends { w: string; s: string[] }>(tags: readonly T[], language: string): T[] {
  if (!functionWordsOf(findLanguage(language)?.id ?? language)) return [...tags];
  const isFunction = (word: string) => isFunctionWord(language, word);
  const read = tags.map((tag) => {
    const words = tag.w.split(" ");
    const first = words.findIndex((w) => !isFunction(w));
    if (first < 0) return { tag, content: false };
    let last = words.length - 1;
    while (isFunction(words[last] ?? "")) last--;
    if (first === 0 && last === words.length - 1) return { tag, content: true };
    return { tag: { ...tag, w: words.slice(first, last + 1).join(" ") }, content: true };
  });
  const carried = new Set(read.flatMap((r) => (r.content ? r.tag.s : [])));
  const out: T[] = [];
  for (const { tag, content } of read) {
    if (content || tag.s.length === 0) out.push(tag);
    else {
      const s = tag.s.filter((n) => !carried.has(n));
      if (s.length === tag.s.length) out.push(tag);
      else if (s.length > 0) out.push({ ...tag, s });
    }
  }
  return out;
}
