/**
 * Closed-class words of the three languages whose texts carry their own Strong's tags (articles, prepositions,
 * conjunctions, pronouns, possessives, the auxiliary 'have'). Tagged texts sometimes put a tag on a whole phrase
 * (RV1909 'y la tierra' → H776): these words inside it are not the content word the benchmark scores.
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

export type GoldLanguage = keyof typeof FUNCTION_WORDS;
