/** Stress marks (U+0301) of the Ohienko text are not letters of the word. */
export function withoutStress(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\u0301/g, "")
    .normalize("NFC");
}

const ISO9: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "ë",
  ж: "ž",
  з: "z",
  и: "i",
  й: "j",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "c",
  ч: "č",
  ш: "š",
  щ: "ŝ",
  ъ: "ʺ",
  ы: "y",
  ь: "ʹ",
  э: "è",
  ю: "û",
  я: "â",
  // Pre-1918 letters, still in some editions.
  і: "ì",
  ѣ: "ě",
  ѳ: "f̀",
  ѵ: "ỳ",
};

function withCase(source: string, latin: string): string {
  if (source === source.toLowerCase()) return latin;
  return latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** ISO 9:1995 (GOST 7.79 system A): one Latin letter for each Cyrillic letter, reversible. */
export function iso9(word: string): string {
  return [...withoutStress(word)].map((c) => withCase(c, ISO9[c.toLowerCase()] ?? c)).join("");
}

const UKRAINIAN: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "h",
  ґ: "g",
  д: "d",
  е: "e",
  є: "ie",
  ж: "zh",
  з: "z",
  и: "y",
  і: "i",
  ї: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ю: "iu",
  я: "ia",
  ь: "",
  "'": "",
  "’": "",
};
/** At the start of a word є ї й ю я are written ye yi y yu ya. */
const UKRAINIAN_INITIAL: Record<string, string> = { є: "ye", ї: "yi", й: "y", ю: "yu", я: "ya" };

/**
 * Ukraine's official romanisation (Cabinet of Ministers resolution 55 of 2010): зг is zgh so that it
 * is not read as zh; soft sign and apostrophe are not written.
 */
export function ukrainianNational(word: string): string {
  const letters = [...withoutStress(word)];
  return letters
    .map((c, i) => {
      const lower = c.toLowerCase();
      if (lower === "г" && letters[i - 1]?.toLowerCase() === "з") return withCase(c, "gh");
      const latin = (i === 0 ? UKRAINIAN_INITIAL[lower] : undefined) ?? UKRAINIAN[lower] ?? c;
      return withCase(c, latin);
    })
    .join("");
}
