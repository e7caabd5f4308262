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
