import type { WordSplitter } from "./types.ts";

/**
 * Case particles and delimiters written on the noun of an eojeol (하나님이 = 하나님 + 이), longest first so 에서는
 * wins over 는. Verb endings are left on the verb: its stem is what the aligner's key keeps.
 */
const PARTICLES = [
  "으로부터",
  "에게서는",
  "에서부터",
  "께서는",
  "께서도",
  "에게서",
  "에서는",
  "에서도",
  "에게는",
  "에게도",
  "으로는",
  "으로도",
  "으로써",
  "으로서",
  "이라도",
  "까지도",
  "께서",
  "에서",
  "에게",
  "한테",
  "으로",
  "부터",
  "까지",
  "처럼",
  "보다",
  "마다",
  "조차",
  "이여",
  "이나",
  "과",
  "와",
  "을",
  "를",
  "은",
  "는",
  "이",
  "가",
  "의",
  "에",
  "로",
  "도",
  "만",
  "여",
];

const HANGUL = /^[\uac00-\ud7a3]+$/;

/** An eojeol split into its stem and the particle it ends with, when at least one syllable is left. */
export const splitKorean: WordSplitter = (word) => {
  if (HANGUL.test(word)) {
    for (const particle of PARTICLES) {
      if (word.length > particle.length && word.endsWith(particle)) {
        const cut = word.length - particle.length;
        return [
          { start: 0, end: cut, clitic: false },
          { start: cut, end: word.length, clitic: true },
        ];
      }
    }
  }
  return [{ start: 0, end: word.length, clitic: false }];
};
