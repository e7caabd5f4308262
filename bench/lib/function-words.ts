import type { LanguageId } from "@bible/canon";

/**
 * Function words left out of the sample (articles, pronouns, prepositions, conjunctions, auxiliaries,
 * particles): a content word is any other word of two letters or more (one character in Chinese and
 * Japanese, whose particles are listed).
 */
export const FUNCTION_WORDS: Record<LanguageId, string> = {
  french:
    "le la les l un une des du de d au aux et ou mais donc or ni car que qu qui quoi dont où à a en dans par pour sur sous avec sans ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs je j tu il elle on nous vous ils elles me m te t se s lui y ne n pas point est sont était",
  english:
    "the a an and or but of to in on at by for from with as that this these those which who whom whose what he she it they them him her his its their i me my we us our you your ye thee thou thy not no is are was were be been shall will unto upon",
  spanish:
    "el la los las lo un una unos unas y e o u pero de del a al en por para con sin que qui quien su sus mi mis tu tus se le les me te nos os no es son era fue ha",
  german:
    "der die das den dem des ein eine einen einem einer eines und oder aber von zu zum zur in im an am auf aus mit bei nach für über unter daß dass er sie es ihn ihm ihr ihre sein seine ich du wir euch mich dich sich nicht ist sind war",
  italian:
    "il lo la i gli le l un uno una e ed o ma di del della dei delle a al alla ai da dal in nel nella con su sul per che chi il suo sua suoi sue mi ti si ci vi non è era",
  portuguese:
    "o a os as um uma uns umas e ou mas de do da dos das em no na nos nas ao aos por pelo pela para com que se seu sua seus suas me te lhe lhes não é era",
  russian:
    "и а но или в во на с со к ко по из у о об от до за для что как он она оно они его ее её их мне меня тебя тебе нас вас не ни же бы ли то это был была было были есть",
  ukrainian:
    "і й та а але або в у на з із до по від за для що як він вона воно вони його її їх мене тебе нас вас не ні ж би чи то це був була було були є",
  arabic: "و في من على الى إلى عن ان أن لا ما هو هي هم انا أنا انت الذي التي الذين ثم قد لم لن",
  chinese:
    "的 了 是 在 和 与 也 就 都 而 及 之 其 他 她 我 你 们 這 这 那 不 有 於 于 以 為 为 着 著 把 被 所 乃 又 並 并",
  japanese:
    "の は が を に で と も へ や か ね よ から まで より て た だ です ます し ない する れ られ こと もの その この それ これ",
  korean: "",
};
