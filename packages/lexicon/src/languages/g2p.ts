/**
 * Broad IPA by spelling rules for the languages whose orthography is regular enough to be read aloud
 * from the letters: Spanish (Castilian), Italian, Portuguese (Brazilian) and German. Used where the
 * dictionaries have no IPA for the form; the word study labels it "by spelling rules". Vowel quality
 * that spelling does not show (Italian open e/o, German vowel length before two consonants) follows
 * the general rule.
 */

type Kind = "V" | "C";
/**
 * A spelling rule: at the current letter, a pattern (lookahead and lookbehind allowed) and its sound;
 * an empty sound stands for the letters themselves (accents removed), SILENT for none.
 */
type Rule = [pattern: RegExp, sound: string, kind: Kind, stressed?: boolean];
type Segment = { sound: string; kind: Kind; stressed: boolean };

const SILENT = "∅";

const CLUSTER_SECOND = new Set(["l", "ɾ", "r", "ʎ", "j", "w"]);
const CLUSTER_FIRST = new Set(["p", "b", "t", "d", "k", "ɡ", "f"]);

/** The IPA with the stress mark before the onset of the nucleus `stressedNucleus` (0-based). */
function render(parts: Segment[], stressedNucleus: number | null): string {
  const nuclei = parts.flatMap((s, i) => (s.kind === "V" ? [i] : []));
  const sounds = parts.map((s) => s.sound);
  if (stressedNucleus !== null && nuclei.length > 1) {
    const nucleus = nuclei[stressedNucleus];
    if (nucleus !== undefined) {
      let onset = nucleus;
      const previousNucleus = nuclei[stressedNucleus - 1] ?? -1;
      if (onset - 1 > previousNucleus && parts[onset - 1]?.kind === "C") onset--;
      const first = parts[onset - 1];
      const second = parts[onset];
      const glide = second?.sound === "j" || second?.sound === "w";
      if (
        onset - 1 > previousNucleus &&
        first?.kind === "C" &&
        second &&
        (glide || (CLUSTER_FIRST.has(first.sound) && CLUSTER_SECOND.has(second.sound)))
      )
        onset--;
      sounds.splice(onset, 0, "ˈ");
    }
  }
  return `/${sounds.join("")}/`;
}

function nucleusCount(parts: Segment[]): number {
  return parts.filter((s) => s.kind === "V").length;
}

function writtenStress(parts: Segment[]): number | null {
  let nucleus = -1;
  for (const part of parts) {
    if (part.kind === "V") nucleus++;
    if (part.stressed) return nucleus;
  }
  return null;
}

const r = (source: string): RegExp => new RegExp(source, "yu");

const SPANISH: Rule[] = [
  [r("ch"), "tʃ", "C"],
  [r("ll"), "ʎ", "C"],
  [r("rr"), "r", "C"],
  [r("(?<=^|[lns])r"), "r", "C"],
  [r("r"), "ɾ", "C"],
  [r("qu(?=[eiéí])"), "k", "C"],
  [r("gu(?=[eiéí])"), "ɡ", "C"],
  [r("gü"), "ɡw", "C"],
  [r("c(?=[eiéí])"), "θ", "C"],
  [r("c"), "k", "C"],
  [r("z"), "θ", "C"],
  [r("g(?=[eiéí])"), "x", "C"],
  [r("g"), "ɡ", "C"],
  [r("j"), "x", "C"],
  [r("ñ"), "ɲ", "C"],
  [r("h"), SILENT, "C"],
  [r("v"), "b", "C"],
  [r("x"), "ks", "C"],
  [r("y(?=[aeiouáéíóú])"), "ʝ", "C"],
  [r("y"), "i", "V"],
  // Unstressed i and u beside another vowel are glides (tierra, cuerpo).
  [r("[iu](?=[aeoáéó])"), "", "C"],
  [r("(?<=[aeoáéó])[iu]"), "", "C"],
  [r("[áéíóú]"), "", "V", true],
  [r("[aeiou]"), "", "V"],
  [r("[bdfklmnpstw]"), "", "C"],
];

const PLAIN: Record<string, string> = {
  á: "a",
  é: "e",
  í: "i",
  ó: "o",
  ú: "u",
  à: "a",
  è: "ɛ",
  ì: "i",
  ò: "ɔ",
  ù: "u",
  â: "ɐ",
  ê: "e",
  ô: "o",
  ü: "y",
  ä: "ɛ",
  ö: "ø",
};

/** Runs the rules, a rule without a sound standing for the letters it matched (plain or unaccented). */
function read(word: string, rules: readonly Rule[], glide: (letter: string) => string = (l) => l): Segment[] {
  const filled: Rule[] = rules.map(([pattern, sound, kind, stressed]) => [pattern, sound || "\u0000", kind, stressed]);
  const out: Segment[] = [];
  let at = 0;
  while (at < word.length) {
    let matched = false;
    for (const [pattern, sound, kind, stressed] of filled) {
      pattern.lastIndex = at;
      const m = pattern.exec(word);
      if (!m || m.index !== at) continue;
      const text = m[0];
      const spoken =
        sound === SILENT
          ? ""
          : sound === "\u0000"
            ? kind === "C" && /^[iuy]$/.test(text)
              ? glide(text)
              : [...text].map((c) => PLAIN[c] ?? c).join("")
            : sound;
      if (spoken) out.push({ sound: spoken, kind, stressed: stressed ?? false });
      at += Math.max(1, text.length);
      matched = true;
      break;
    }
    if (!matched) at++;
  }
  return out;
}

const glideOf = (letter: string) => (letter === "u" ? "w" : "j");

/** Spanish: written accent, else the penultimate syllable of words ending in a vowel, n or s, else the last. */
export function spanishIpa(word: string): string {
  const lower = word.toLowerCase();
  const parts = read(lower, SPANISH, glideOf);
  const count = nucleusCount(parts);
  const stress = writtenStress(parts) ?? (/[aeiouns]$/.test(lower) ? count - 2 : count - 1);
  return render(parts, Math.max(0, stress));
}

const ITALIAN: Rule[] = [
  [r("([bdfklmnprstv])\\1"), "", "C"],
  [r("cqu"), "kːw", "C"],
  [r("ch(?=[eiéèì])"), "k", "C"],
  [r("gh(?=[eiéèì])"), "ɡ", "C"],
  [r("sci(?=[aoue])"), "ʃ", "C"],
  [r("ci(?=[aoue])"), "tʃ", "C"],
  [r("gi(?=[aoue])"), "dʒ", "C"],
  [r("c(?=[eiéèì])"), "tʃ", "C"],
  [r("g(?=[eiéèì])"), "dʒ", "C"],
  [r("sc(?=[eiéèì])"), "ʃ", "C"],
  [r("gli(?=[aeou])"), "ʎ", "C"],
  [r("gl(?=i)"), "ʎ", "C"],
  [r("gn"), "ɲ", "C"],
  [r("qu"), "kw", "C"],
  [r("zz"), "tːs", "C"],
  [r("z"), "ts", "C"],
  [r("c"), "k", "C"],
  [r("g"), "ɡ", "C"],
  [r("h"), SILENT, "C"],
  [r("[iu](?=[aeoàèéòó])"), "", "C"],
  [r("[àèéìòóù]"), "", "V", true],
  [r("[aeiou]"), "", "V"],
  [r("[bdfjklmnprstvwxy]"), "", "C"],
];

/** Italian: a written accent, else the penultimate syllable (most words; proparoxytones are missed). */
export function italianIpa(word: string): string {
  const lower = word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^[a-z]+'/, "");
  const parts = read(lower, ITALIAN, glideOf).map((s) =>
    // Double consonants are long: "terra" /ˈtɛrra/ is written /ˈterːa/ here.
    s.kind === "C" && s.sound.length === 2 && s.sound[0] === s.sound[1] ? { ...s, sound: `${s.sound[0]}ː` } : s,
  );
  const count = nucleusCount(parts);
  return render(parts, writtenStress(parts) ?? Math.max(0, count - 2));
}

const PORTUGUESE: Rule[] = [
  [r("ch"), "ʃ", "C"],
  [r("lh"), "ʎ", "C"],
  [r("nh"), "ɲ", "C"],
  [r("rr"), "ʁ", "C"],
  [r("(?<=^|[lns])r"), "ʁ", "C"],
  [r("r(?=$|[^aeiouáéíóúâêôãõ])"), "ʁ", "C"],
  [r("r"), "ɾ", "C"],
  [r("ç"), "s", "C"],
  [r("ss"), "s", "C"],
  [r("qu(?=[eiéí])"), "k", "C"],
  [r("gu(?=[eiéí])"), "ɡ", "C"],
  [r("c(?=[eiéêí])"), "s", "C"],
  [r("c"), "k", "C"],
  [r("g(?=[eiéêí])"), "ʒ", "C"],
  [r("g"), "ɡ", "C"],
  [r("j"), "ʒ", "C"],
  [r("x"), "ʃ", "C"],
  [r("(?<=[aeiouáéíóúâêôãõ])s(?=[aeiouáéíóúâêôãõ])"), "z", "C"],
  [r("h"), SILENT, "C"],
  [r("y"), "i", "V"],
  [r("ão"), "ɐ̃w̃", "V"],
  [r("ãe"), "ɐ̃j̃", "V"],
  [r("õe"), "õj̃", "V"],
  [r("ã"), "ɐ̃", "V", true],
  [r("õ"), "õ", "V", true],
  // A vowel before m or n closing the syllable is nasal; the consonant is not heard.
  [r("[aâá][mn](?=$|[^aeiouáéíóúâêôãõh])"), "ɐ̃", "V"],
  [r("[eêé][mn](?=$|[^aeiouáéíóúâêôãõh])"), "ẽ", "V"],
  [r("[ií][mn](?=$|[^aeiouáéíóúâêôãõh])"), "ĩ", "V"],
  [r("[oôó][mn](?=$|[^aeiouáéíóúâêôãõh])"), "õ", "V"],
  [r("[uú][mn](?=$|[^aeiouáéíóúâêôãõh])"), "ũ", "V"],
  [r("(?<=[aeo])[iu]"), "", "C"],
  [r("[áéíóúâêô]"), "", "V", true],
  [r("e(?=s?$)"), "i", "V"],
  [r("o(?=s?$)"), "u", "V"],
  [r("a(?=s?$)"), "ɐ", "V"],
  [r("[aeiou]"), "", "V"],
  [r("[bdfklmnpstvz]"), "", "C"],
];

/**
 * Portuguese (Brazilian pronunciation, as FreeDict's): a written accent or tilde, else the penultimate
 * syllable of words ending in a, e, o (with s), am, em or ens, else the last.
 */
export function portugueseIpa(word: string): string {
  const lower = word.toLowerCase();
  const parts = read(lower, PORTUGUESE, glideOf);
  const count = nucleusCount(parts);
  const stress = writtenStress(parts) ?? (/([aeo]s?|[ae]m|ens)$/.test(lower) ? count - 2 : count - 1);
  return render(parts, Math.max(0, stress));
}

const GERMAN: Rule[] = [
  [r("([bdfklmnpt])\\1"), "", "C"],
  [r("sch"), "ʃ", "C"],
  [r("(?<=^)s(?=[pt])"), "ʃ", "C"],
  [r("chs"), "ks", "C"],
  [r("(?<=[aou]|au)ch"), "x", "C"],
  [r("ch"), "ç", "C"],
  [r("ig$"), "ɪç", "V"],
  [r("ck"), "k", "C"],
  [r("ng"), "ŋ", "C"],
  [r("ph"), "f", "C"],
  [r("qu"), "kv", "C"],
  [r("tz"), "ts", "C"],
  [r("z"), "ts", "C"],
  [r("ß"), "s", "C"],
  [r("ss"), "s", "C"],
  [r("s(?=[aeiouäöüy])"), "z", "C"],
  [r("v"), "f", "C"],
  [r("w"), "v", "C"],
  [r("j"), "j", "C"],
  [r("b$"), "p", "C"],
  [r("d$"), "t", "C"],
  [r("g$"), "k", "C"],
  [r("[ae]i"), "aɪ", "V"],
  [r("eu|äu"), "ɔʏ", "V"],
  [r("au"), "aʊ", "V"],
  [r("ie"), "iː", "V"],
  [r("aa|ah"), "aː", "V"],
  [r("ee|eh"), "eː", "V"],
  [r("oo|oh"), "oː", "V"],
  [r("uh"), "uː", "V"],
  [r("äh"), "ɛː", "V"],
  [r("öh"), "øː", "V"],
  [r("üh"), "yː", "V"],
  [r("ih"), "iː", "V"],
  [r("er$"), "ɐ", "V"],
  [r("e(?=n?$|l$)"), "ə", "V"],
  // A vowel before two consonants is short, before one it is long.
  [r("a(?=[bcdfghklmnpqrstvwxzß]{2})"), "a", "V"],
  [r("e(?=[bcdfghklmnpqrstvwxzß]{2})"), "ɛ", "V"],
  [r("i(?=[bcdfghklmnpqrstvwxzß]{2})"), "ɪ", "V"],
  [r("o(?=[bcdfghklmnpqrstvwxzß]{2})"), "ɔ", "V"],
  [r("u(?=[bcdfghklmnpqrstvwxzß]{2})"), "ʊ", "V"],
  [r("ü(?=[bcdfghklmnpqrstvwxzß]{2})"), "ʏ", "V"],
  [r("ö(?=[bcdfghklmnpqrstvwxzß]{2})"), "œ", "V"],
  [r("ä(?=[bcdfghklmnpqrstvwxzß]{2})"), "ɛ", "V"],
  [r("a"), "aː", "V"],
  [r("e"), "eː", "V"],
  [r("i"), "iː", "V"],
  [r("o"), "oː", "V"],
  [r("u"), "uː", "V"],
  [r("ü"), "yː", "V"],
  [r("ö"), "øː", "V"],
  [r("ä"), "ɛː", "V"],
  [r("y"), "yː", "V"],
  [r("r"), "ʁ", "C"],
  [r("g"), "ɡ", "C"],
  [r("[bdfhklmnpst]"), "", "C"],
  [r("x"), "ks", "C"],
];

const UNSTRESSED_PREFIX = /^(be|ge|er|ver|zer|ent|emp)(?=[a-zäöü]{3})/;

/** German: stress on the first syllable, the second after an unstressed prefix (be-, ge-, ver-…). */
export function germanIpa(word: string): string {
  const lower = word.toLowerCase();
  const parts = read(lower, GERMAN).map((s) =>
    s.kind === "C" && s.sound.length === 2 && s.sound[0] === s.sound[1] ? { ...s, sound: s.sound[0] ?? "" } : s,
  );
  return render(parts, UNSTRESSED_PREFIX.test(lower) ? 1 : 0);
}
