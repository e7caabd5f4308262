import type { PartOfSpeech, Reading } from "./types";

/**
 * The closed classes of French, German, Spanish, Italian and Portuguese (articles and their contractions, pronouns,
 * possessives and demonstratives, prepositions, conjunctions), from their grammars: the bilingual
 * dictionaries rarely give these words a class, and give their homographs one ("una" is not a form of
 * unir, "coloro" not of colorare). Older spellings of the shipped texts are included (Almeida 1911).
 */
const LISTS: Record<"french" | "german" | "spanish" | "italian" | "portuguese", [PartOfSpeech, string][]> = {
  // German: FreeDict's German-English reads some of them as abbreviations ('am' → amplitude modulation).
  german: [
    [
      "determiner",
      "der die das dem den des ein eine einer eines einem einen kein keine keiner keines keinem keinen mein meine meinem meinen meiner meines dein deine deinem deinen deiner deines sein seine seinem seinen seiner seines ihr ihre ihrem ihren ihrer ihres unser unsere unserem unseren unserer unseres euer eure eurem euren eurer eures dieser diese dieses diesem diesen jeder jede jedes jedem jeden",
    ],
    ["pronoun", "ich du er sie es wir mich dich sich uns euch mir dir ihm ihnen man wer was welcher welche welches"],
    [
      "preposition",
      "am=an an im=in in ins=in zum=zu zur=zu zu vom=von von beim=bei bei ans=an aufs=auf auf aus mit nach über unter vor hinter neben zwischen durch für gegen ohne um bis seit während wider",
    ],
    ["conjunction", "und oder aber denn sondern dass daß wenn als wie ob weil da damit doch"],
    ["adverb", "nicht auch noch schon so nun dann da hier dort sehr nur"],
  ],
  // French: its analyser puts these first unless the word before says otherwise (`orderByContext`: "je ne puis",
  // "le son"), and keeps the other readings for the original word's class to choose from. Not "or" and "car",
  // nouns as often as conjunctions in these texts ("d'or").
  french: [
    [
      "determiner",
      "le la les l'=le un une des du au aux ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs chaque quelque quelques tout toute tous toutes aucun aucune plusieurs",
    ],
    [
      "pronoun",
      "je j'=je tu il elle nous vous ils elles me m'=me te t'=te se s'=se lui eux moi toi soi en y qui que qu'=que quoi dont lequel laquelle lesquels lesquelles celui celle ceux celles ceci cela on",
    ],
    [
      "preposition",
      "à de d'=de dans par pour sur sous avec sans chez vers contre entre devant derrière après avant pendant selon envers parmi depuis jusque jusqu'=jusque",
    ],
    ["conjunction", "et ou mais donc ni quand comme si lorsque lorsqu'=lorsque puisque puisqu'=puisque"],
    [
      "adverb",
      "ne n'=ne pas point plus moins très aussi ainsi alors puis ensuite encore déjà toujours jamais ici là où voici voilà maintenant aujourd'hui",
    ],
  ],
  spanish: [
    [
      "determiner",
      "el la los las lo un una unos unas este esta estos estas ese esa esos esas aquel aquella aquellos aquellas mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras cada todo toda todos todas otro otra otros otras alguno alguna algunos algunas ningún ninguna cual cuales tal tales",
    ],
    [
      "pronoun",
      "yo tú él ella ello nosotros nosotras vosotros vosotras ellos ellas me te se nos os le les mí ti sí conmigo contigo consigo quien quienes cuyo cuya cuyos cuyas esto eso aquello nada nadie algo alguien",
    ],
    ["preposition", "a al ante bajo con contra de del desde en entre hacia hasta para por según sin so sobre tras"],
    ["conjunction", "y e o u ni pero mas sino que porque pues si aunque como cuando mientras"],
    [
      "adverb",
      "no sí muy más menos tan ya aún aun también tampoco así donde aquí allí acá allá ahora entonces hoy siempre nunca jamás",
    ],
  ],
  italian: [
    [
      "determiner",
      "il lo la i gli le l' un uno una un' questo questa questi queste quello quella quelli quelle quel quei quegli mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra vostri vostre loro ogni ciascun ciascuno ciascuna alcun alcuno alcuna alcuni alcune ogni tutto tutta tutti tutte altro altra altri altre",
    ],
    [
      "pronoun",
      "io tu egli ella esso essa noi voi essi esse lui lei mi ti si ci vi ne gli lo la li le me te se ce ve chi cui colui colei coloro costui costei costoro ciò che quale quali niuno niente nulla qualcuno",
    ],
    [
      "preposition",
      "a ad al allo alla ai agli alle all' di d' del dello della dei degli delle dell' da dal dallo dalla dai dagli dalle dall' in nel nello nella nei negli nelle nell' con col coi su sul sullo sulla sui sugli sulle sull' per tra fra sopra sotto dentro fuori verso contro senza presso",
    ],
    [
      "conjunction",
      "e ed o od ma né però perciò perché poiché se come quando mentre dunque anzi laonde onde acciocché",
    ],
    ["adverb", "non sì già più meno molto poco così ancora sempre mai ora allora qui qua lì là dove oggi"],
    // italian-verbs-dict leaves out the two auxiliaries: their frequent forms, with their infinitive.
    [
      "auxiliary",
      "ho=avere hai=avere ha=avere abbiamo=avere avete=avere hanno=avere aveva=avere avevano=avere ebbe=avere ebbero=avere avrà=avere avranno=avere abbia=avere avendo=avere avuto=avere sono=essere sei=essere è=essere siamo=essere siete=essere era=essere erano=essere fu=essere furono=essere sarà=essere saranno=essere sia=essere siano=essere fosse=essere essendo=essere stato=essere stata=essere",
    ],
  ],
  portuguese: [
    [
      "determiner",
      "o a os as um uma uns umas este esta estes estas esse essa esses essas aquelle aquella aquelles aquellas aquele aquela aqueles aquelas meu minha meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas vosso vossa vossos vossas cada todo toda todos todas outro outra outros outras algum alguma alguns algumas nenhum nenhuma",
    ],
    [
      "pronoun",
      "eu tu elle ella elles ellas ele ela eles elas nós vós me te se nos vos lhe lhes mim ti si comigo comtigo contigo comsigo consigo quem cujo cuja cujos cujas isto isso aquillo aquilo nada ninguem ninguém algo alguem alguém",
    ],
    [
      "preposition",
      "a ao aos á à ás às de do da dos das em no na nos nas por pelo pela pelos pelas para com contra desde entre até sem sobre sob perante ante após trás",
    ],
    ["conjunction", "e ou nem mas porém que porque pois se como quando emquanto enquanto comtudo contudo todavia"],
    [
      "adverb",
      "não sim muito mais menos tão já ainda tambem também assim onde aqui ali lá agora então hoje sempre nunca jamais eis",
    ],
  ],
};

/** word → [class, lemma]; "ho=avere" gives a form with its lemma. */
const INDEX = new Map<string, Map<string, [PartOfSpeech, string]>>(
  Object.entries(LISTS).map(([language, lists]) => {
    const words = new Map<string, [PartOfSpeech, string]>();
    for (const [partOfSpeech, list] of lists) {
      for (const item of list.split(" ")) {
        const [word = "", lemma = word] = item.split("=");
        if (!words.has(word)) words.set(word, [partOfSpeech, lemma]);
      }
    }
    return [language, words];
  }),
);

/** The function-word reading of `word` in `language`, when it is one of its closed class. */
export function closedClassReading(language: keyof typeof LISTS, word: string): Reading | null {
  const found = INDEX.get(language)?.get(word.toLowerCase());
  return found ? { partOfSpeech: found[0], lemma: found[1], source: "closed-class words" } : null;
}

/** A capitalised word inside a sentence that no dictionary knows is a name: Jehová, Aaronne, Sennacherib. */
export function nameReading(word: string, opensSentence: boolean): Reading | null {
  const capital = word.charAt(0) !== word.charAt(0).toLowerCase();
  return capital && !opensSentence ? { partOfSpeech: "properNoun", lemma: word, source: "capitalisation" } : null;
}
