/** Particles the dictionary segmenter rightly leaves alone: は, が, を… */
const PARTICLES = new Set(["は", "が", "を", "に", "へ", "と", "で", "の", "も", "や", "か", "ね", "よ"]);
const KANA = /^[\u3041-\u309f]+$/;

type Segment = { index: number; word: string };

const letter = (s: Segment | undefined) => s !== undefined && s.word.length === 1 && KANA.test(s.word);
const touching = (a: Segment, b: Segment) => a.index + a.word.length === b.index;

/**
 * The dictionary segmenter knows Japanese words written in kanji but cuts unknown words written in hiragana into
 * letters (むなしく → む|な|しく, おもて → お|も|て|に). A run of two or more lone hiragana letters is one word again,
 * without the particles at its ends, with the short kana ending that follows it (しく); particles side by side
 * (と|を, に|は) stay apart.
 */
export function mergeKana(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  let k = 0;
  while (k < segments.length) {
    let end = k;
    for (;;) {
      const [here, next] = [segments[end], segments[end + 1]];
      if (!letter(segments[k]) || !here || !letter(next) || !next || !touching(here, next)) break;
      end++;
    }
    const particles = segments.slice(k, end + 1).every((s) => PARTICLES.has(s.word));
    if (end === k || particles) {
      out.push(...segments.slice(k, end + 1));
      k = end + 1;
      continue;
    }
    let first = k;
    let last = end;
    while (last - first >= 2 && PARTICLES.has(segments[first]?.word ?? "")) first++;
    while (last - first >= 2 && PARTICLES.has(segments[last]?.word ?? "")) last--;
    const ending = segments[last + 1];
    const lastSegment = segments[last];
    if (
      last === end &&
      lastSegment &&
      ending &&
      KANA.test(ending.word) &&
      ending.word.length <= 2 &&
      !PARTICLES.has(ending.word) &&
      touching(lastSegment, ending)
    ) {
      last++;
      end++;
    }
    out.push(...segments.slice(k, first));
    const word = segments
      .slice(first, last + 1)
      .map((s) => s.word)
      .join("");
    const firstSegment = segments[first];
    if (!firstSegment) throw new Error("mergeKana: run without a first segment");
    out.push({ index: firstSegment.index, word });
    out.push(...segments.slice(last + 1, end + 1));
    k = end + 1;
  }
  return out;
}

/**
 * A verb's 連用形 as the segmenter leaves it: a kanji stem and the one kana of its ending, of the i row (走り,
 * 言ひ, 思い) or the e row (見つけ, 恐れ), in one segment or two (呼 | び). て and で are left out (見て, 出で: the
 * particle as often as the ending), and so is に (共に, 既に: a particle after a noun far more often than a verb's
 * ending).
 */
const RENYOU = /\p{Script=Han}[いきぎしじちぢひびぴみりえけげせぜねへべぺめれ]$/u;
/** The ending alone, cut from its stem: not へ, the particle after a noun (国 | へ). */
const RENYOU_KANA = /^[いきぎしじちぢひびぴみりえけげせぜねべぺめれ]$/u;
/** A verb written as verbs are: a kanji stem, then its kana ending (寄り, 寄る, 上がった, 出す). */
const VERB = /^\p{Script=Han}{1,2}\p{Script=Hiragana}/u;
const ENDS_IN_KANJI = /\p{Script=Han}$/u;

/**
 * The kanji of the common い-adjectives (悪い, 若い, 深い, 高き, 罪深い): their い and き look like a verb's 連用形, and
 * a noun after them is not a compound verb (深い | 眠り, 若い | 人). A closed class: the adjectives the texts use most.
 */
const ADJECTIVE_KANJI = new Set(
  "悪良善若深全多広高尊強古白賢遠重弱暗清直薄近鈍長幼少新美早低短太細狭浅厚固軽熱寒暑甘苦辛痛正赤青黒黄丸安貧醜聖汚潔遅速堅柔険怪惜".split(
    "",
  ),
);
/** Words that end as a 連用形 but are adverbs or take nouns: 再び, 同じ, 初め, 及び, 並び. */
const NOT_RENYOU = new Set(["再び", "同じ", "初め", "及び", "並び", "共に"]);

/** A 連用形's written form that is an adjective's or an adverb's, not a verb's. */
function notAVerb(word: string): boolean {
  return NOT_RENYOU.has(word) || (/[いき]$/u.test(word) && ADJECTIVE_KANJI.has(word.at(-2) ?? ""));
}

/** How many segments from `at` make a 連用形 (one, or a kanji and its ending cut apart); 0 when none do. */
function renyouAt(segments: readonly Segment[], at: number): number {
  const [here, next] = [segments[at], segments[at + 1]];
  if (!here) return 0;
  if (RENYOU.test(here.word)) return notAVerb(here.word) ? 0 : 1;
  if (!next || !ENDS_IN_KANJI.test(here.word) || !RENYOU_KANA.test(next.word) || !touching(here, next)) return 0;
  return notAVerb(here.word + next.word) ? 0 : 2;
}

/** A verb's stem cut from its ending, when the ending is one no particle starts with (寄 | って, 臨 | んだ). */
const STEM = /^\p{Script=Han}{1,2}$/u;
const SOUND_CHANGE = /^[っん]\p{Script=Hiragana}*$/u;

/**
 * A verb's inflected ending cut from a one-kanji stem after a 連用形 (言い | 出 | した, 導き | 出 | された, 語り | 聞 | か):
 * at most three kana, not opening with a particle or the copula (助け手 | を, 時 | です, 事 | とし, 悪い | 疫病 | によって)
 * nor closing with one (長 | さで), not a plural suffix (若い | 人 | たち), not an adjective's く (再び | 白 | く).
 */
const CUT_ENDING = /^(?![をにのがではともやへだ])\p{Script=Hiragana}{1,3}$/u;
const NOT_AN_ENDING = /[をにのがでは]$|^(?:く|たち|ども|ら|から|まで|より|など|ごと|こそ|さえ|しか|だけ|ほど)$/u;
const KANJI = /^\p{Script=Han}$/u;

/**
 * How many segments after a 連用形, from `at`, make a verb written in kanji and kana: one (寄り, 上がった), or two
 * when the stem is cut from its ending (寄 | って, 出 | した); 0 when they do not.
 */
function verbAt(segments: readonly Segment[], at: number): number {
  const [here, next] = [segments[at], segments[at + 1]];
  if (!here) return 0;
  if (VERB.test(here.word)) return 1;
  if (!next || !STEM.test(here.word) || !touching(here, next)) return 0;
  if (SOUND_CHANGE.test(next.word)) return 2;
  const cut = KANJI.test(here.word) && CUT_ENDING.test(next.word) && !NOT_AN_ENDING.test(next.word);
  return cut ? 2 : 0;
}

/** A written word of several segments: where each segment after the first starts, from the word's start. */
export type JoinedSegment = Segment & { cuts?: number[] };

/**
 * ICU's dictionary does not hold most compound verbs (a verb's 連用形 and a verb after it: 走り寄る, 言い出す,
 * 呼び集める) and cuts them apart, 走り | 寄り, 呼 | び | 集め: the reader clicking 走 got 走り, which the analyser
 * reads as a noun. A 連用形 (a kanji stem and its kana ending) touching a verb written in kanji and kana is one
 * written word with it, as many times as the rule holds (立ち上がり去る); its segments stay its tokens (`cuts`),
 * as a Korean eojeol's: the aligner reads the same tokens as before (a compound is rare, its parts are not), and
 * the reader selects, and the word study reads, the whole verb. A verb written in kana after it (いる, しまう,
 * ゆく: subsidiary verbs), an auxiliary (ます, たい), a particle or a noun written in kanji alone (走り父) are not
 * joined, nor is what follows an adjective or an adverb that ends like a 連用形 (深い | 眠り, 再び | 来て).
 */
export function joinCompoundVerbs(segments: readonly Segment[]): JoinedSegment[] {
  const out: JoinedSegment[] = [];
  let at = 0;
  while (at < segments.length) {
    const first = segments[at];
    if (!first) break;
    let word = first.word;
    let end = at + 1;
    for (;;) {
      // The word so far, as one segment, then what follows it.
      const rest = [{ index: first.index, word }, ...segments.slice(end)];
      const renyou = renyouAt(rest, 0);
      const verb = renyou > 0 ? verbAt(rest, renyou) : 0;
      const previous = rest[renyou - 1];
      const following = rest[renyou];
      if (verb === 0 || !previous || !following || !touching(previous, following)) break;
      word = rest
        .slice(0, renyou + verb)
        .map((s) => s.word)
        .join("");
      end += renyou + verb - 1;
    }
    const cuts = segments.slice(at + 1, end).map((s) => s.index - first.index);
    out.push(cuts.length === 0 ? first : { index: first.index, word, cuts });
    at = end;
  }
  return out;
}
