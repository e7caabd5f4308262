const IPA: Record<string, string> = {
  AA: "ɑ",
  AE: "æ",
  AH: "ʌ",
  AO: "ɔ",
  AW: "aʊ",
  AY: "aɪ",
  EH: "ɛ",
  ER: "ɝ",
  EY: "eɪ",
  IH: "ɪ",
  IY: "i",
  OW: "oʊ",
  OY: "ɔɪ",
  UH: "ʊ",
  UW: "u",
  B: "b",
  CH: "tʃ",
  D: "d",
  DH: "ð",
  F: "f",
  G: "ɡ",
  HH: "h",
  JH: "dʒ",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "ŋ",
  P: "p",
  R: "ɹ",
  S: "s",
  SH: "ʃ",
  T: "t",
  TH: "θ",
  V: "v",
  W: "w",
  Y: "j",
  Z: "z",
  ZH: "ʒ",
};

/**
 * CMU ARPAbet ("B IH0 G IH1 N IH0 NG") → IPA ("bɪˈɡɪnɪŋ"). Unstressed AH is a schwa; the stress mark
 * goes before the consonant that opens the stressed syllable (one consonant: a simple onset rule).
 */
export function arpabetToIpa(arpabet: string): string {
  const phones = arpabet.trim().split(/\s+/);
  const out: string[] = [];
  const multiSyllable = phones.filter((p) => /\d$/.test(p)).length > 1;
  for (const phone of phones) {
    const stress = /(\d)$/.exec(phone)?.[1];
    const base = phone.replace(/\d$/, "");
    const sound = base === "AH" && stress === "0" ? "ə" : base === "ER" && stress === "0" ? "ɚ" : (IPA[base] ?? "");
    if (stress === "1" && multiSyllable) {
      const previous = out.at(-1);
      const previousIsConsonant = previous !== undefined && !/[ɑæʌɔaɛɝeɪioʊuəɚ]$/.test(previous);
      if (previousIsConsonant) out.splice(out.length - 1, 0, "ˈ");
      else out.push("ˈ");
    }
    out.push(sound);
  }
  return `/${out.join("")}/`;
}
