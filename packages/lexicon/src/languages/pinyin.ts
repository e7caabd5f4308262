/**
 * Pinyin with tone marks from CC-CEDICT's numbered pinyin, read in context: the reading of the word jieba cut
 * around the character (天地 → tiān dì, 地上 → dì shang), so a polyphone takes the reading of the word it is in.
 * CC-CEDICT is already loaded for the English senses, so this costs no memory (pinyin-pro kept 33 MB).
 */

/** A CC-CEDICT look-up: headword (simplified or traditional) → "simplified\u0001pinyin\u0001glosses" lines. */
export type CedictLookup = (headword: string) => string[];

/** One line of a `CedictLookup` (build-indexes.worker.ts writes them): the simplified form, numbered pinyin, glosses. */
export function cedictLine(line: string): { simplified: string; pinyin: string; glosses: string } {
  const [simplified = "", pinyin = "", glosses = ""] = line.split("\u0001");
  return { simplified, pinyin, glosses };
}
/** A jieba token of the sentence: its text, its offset and its tag. */
export type TaggedToken = { text: string; start: number; tag: string };

const VOWELS = "aeiouü";
const MARKS: Record<string, string> = {
  a: "āáǎà",
  e: "ēéěè",
  i: "īíǐì",
  o: "ōóǒò",
  u: "ūúǔù",
  ü: "ǖǘǚǜ",
};

/** "nu:3" → "nǚ", "shang5" → "shang", "r5" → "r": the mark on a or e, on the o of ou, else on the last vowel. */
export function toneMarked(numbered: string): string {
  const match = /^([a-zü:]+?)([1-5])?$/i.exec(numbered.replace(/u:|v/gi, "ü"));
  if (!match) return numbered;
  const syllable = (match[1] ?? "").toLowerCase();
  const tone = Number(match[2] ?? 5);
  if (tone === 5) return syllable;
  let at = syllable.search(/[ae]/);
  if (at < 0) at = syllable.indexOf("ou");
  if (at < 0) for (let i = syllable.length - 1; i >= 0 && at < 0; i--) if (VOWELS.includes(syllable[i] ?? "")) at = i;
  if (at < 0) return syllable;
  const vowel = syllable[at] ?? "";
  return syllable.slice(0, at) + (MARKS[vowel]?.[tone - 1] ?? vowel) + syllable.slice(at + 1);
}

type Candidate = { syllables: string[]; glosses: string };

/** A CC-CEDICT gloss that is a note, not a common sense: another pronunciation, a colloquial or dialect use. */
const NOT_A_SENSE = /^\s*(?:(?:Taiwan|also) pr\.|\((?:coll|dialect|old|archaic|Tw|Cantonese)\.?\))/i;

/** The readings CC-CEDICT gives a headword of `length` characters, one syllable per character. */
function candidates(lookup: CedictLookup, headword: string, length: number): Candidate[] {
  return lookup(headword)
    .map((line) => {
      const { pinyin, glosses } = cedictLine(line);
      return { syllables: pinyin.split(" ").filter(Boolean), glosses };
    })
    .filter((c) => c.syllables.length === length && c.syllables.every((s) => /^[a-zü:]+[1-5]$/i.test(s)));
}

/**
 * Among several readings of one headword: a particle's tag (jieba's u…, y…) takes the neutral tone (的 de, 了 le,
 * 着 zhe, 地 de), a proper noun's tag (nr, ns…) the capitalised entry, anything else a common word's full-tone
 * reading (地 dì, 了 liǎo) whose senses are not only a variant, a surname or a place in another word, then the
 * reading with the most senses; CC-CEDICT's order decides the rest.
 */
function choose(options: Candidate[], tag: string | null): Candidate | undefined {
  const particle = tag !== null && /^[uy]/.test(tag);
  const proper = tag !== null && /^n[rst]/.test(tag);
  const score = (c: Candidate) => {
    const capital = /^[A-Z]/.test(c.syllables[0] ?? "");
    const neutral = c.syllables.some((s) => s.endsWith("5"));
    let value = 0;
    if (capital !== proper) value -= 4;
    if (/^(surname [A-Z]|(old )?variant of|used in|see )/i.test(c.glosses.trim())) value -= 2;
    if (particle ? !neutral : neutral) value -= 1;
    // The reading with the most senses is the common one (说 shuō "to speak; to say…" before shuì "to persuade"),
    // counting neither a note on how it is said elsewhere nor a colloquial or dialect use as a sense (称 chèn "to
    // fit; to match; to suit; (coll.) to have; to possess; Taiwan pr. [cheng4]" is not as common as chēng "to
    // weigh; to state; to name; name; appellation; to praise").
    const senses = c.glosses.split(";").filter((g) => !NOT_A_SENSE.test(g));
    return value * 1000 + Math.min(999, senses.length);
  };
  let best: Candidate | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const option of options) {
    const value = score(option);
    if (value > bestScore) [best, bestScore] = [option, value];
  }
  return best;
}

/**
 * The pinyin of sentence[at, at + length) with tone marks, syllables spaced, or null when a character has no
 * reading in CC-CEDICT. Each character is read within the jieba token that covers it; when CC-CEDICT does not
 * know that token, within the longest CC-CEDICT word of the sentence that covers it, else alone.
 */
export function pinyinInContext(
  sentence: string,
  at: number,
  length: number,
  tokens: TaggedToken[],
  lookup: CedictLookup,
): string | null {
  const syllables: string[] = [];
  for (let i = at; i < at + length; i++) {
    const syllable = numberedInContext(sentence, i, tokens, lookup);
    if (!syllable) return null;
    syllables.push(toneMarked(sandhi(sentence, i, syllable, tokens, lookup)));
  }
  return syllables.join(" ");
}

/**
 * 一 and 不 as they are said: 不 bú and 一 yí before a fourth tone, 一 yì before the other tones (pinyin-pro's
 * reading); 一 stays yī last, before a non-Chinese character, and in 第一, 十一, 一一.
 */
function sandhi(sentence: string, i: number, syllable: string, tokens: TaggedToken[], lookup: CedictLookup): string {
  const char = sentence[i];
  if ((char !== "一" && char !== "不") || !/[14]$/.test(syllable)) return syllable;
  const next = sentence[i + 1] ?? "";
  if (!/\p{Script=Han}/u.test(next)) return syllable;
  if (char === "一" && (/[第十一]/.test(sentence[i - 1] ?? "") || next === "一")) return syllable;
  const following = numberedInContext(sentence, i + 1, tokens, lookup) ?? "";
  const stem = syllable.slice(0, -1);
  if (following.endsWith("4")) return `${stem}2`;
  if (char === "一" && /[123]$/.test(following)) return `${stem}4`;
  return syllable;
}

/** A character's numbered syllable: within its jieba word, else the longest CC-CEDICT word, else alone. */
function numberedInContext(sentence: string, i: number, tokens: TaggedToken[], lookup: CedictLookup): string | null {
  const token = tokens.find((t) => t.start <= i && i < t.start + t.text.length);
  let syllable: string | null = null;
  if (token) {
    const text = sentence.slice(token.start, token.start + token.text.length);
    syllable = choose(candidates(lookup, text, text.length), token.tag)?.syllables[i - token.start] ?? null;
  }
  // The longest word of the sentence that covers the character (up to 4 characters).
  for (let size = Math.min(4, sentence.length); !syllable && size >= 2; size--) {
    for (let start = Math.max(0, i - size + 1); !syllable && start <= i && start + size <= sentence.length; start++) {
      syllable =
        choose(candidates(lookup, sentence.slice(start, start + size), size), null)?.syllables[i - start] ?? null;
    }
  }
  // A neutral tone in a word (时候 shí hou) is read with the character's own tone, as one says it alone (hòu),
  // unless the character has a neutral reading of its own (们 men, 么 me).
  const alone = candidates(lookup, sentence[i] ?? "", 1);
  const own = choose(alone, token?.tag ?? null)?.syllables[0] ?? null;
  if (!syllable) return own;
  const neutralAlone = alone.some((c) => c.syllables[0]?.endsWith("5"));
  return syllable.endsWith("5") && own && !neutralAlone ? own : syllable;
}
