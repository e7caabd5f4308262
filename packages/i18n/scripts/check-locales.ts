// Checks the 12 interface locales against the French reference (fr.json).
// Usage: pnpm --filter @bible/i18n check-locales [DIR]   (exits 1 and lists problems on failure)
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "@bible/canon";

type Locale = Record<string, unknown>;

const REFERENCE = DEFAULT_LANGUAGE.code;
const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"];

// Keys whose value may legitimately equal the French one: '*' for every language,
// otherwise the languages in which the word is genuinely the same.
const ALLOWED_SAME: Record<string, "*" | string[]> = {
  "vocabulary.pronunciationDefault": "*",
  "community.comments.counter": "*",
  "community.category.culture": ["en"],
  "labels.badge.fidelity.free": ["es"],
  "lexicon.pos.interjection": ["en"],
  "lexicon.case.instrumental": ["en", "es", "pt"],
  // Names of romanisation systems and standards, written alike in the Latin-script languages.
  "lexicon.system.pinyin": ["en", "es", "it", "pt"],
  "lexicon.system.hepburn": ["en", "es", "de", "it", "pt"],
  "lexicon.system.iso9": "*",
  // The installed app's short name: the book's name, spelled alike in English and French.
  "app.shortName": ["en"],
};

const PLURAL_RE = new RegExp(`_(${PLURAL_SUFFIXES.join("|")})$`);
const VARIABLE_RE = /\{\{\s*([^{}\s,]+)[^{}]*\}\}/g;

const pluralBase = (key: string) => key.replace(PLURAL_RE, "");
const variablesOf = (text: string) => new Set([...text.matchAll(VARIABLE_RE)].map((m) => m[1] ?? ""));

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const show = (set: Set<string>) => `{${[...set].sort().join(", ")}}`;

function isAllowedSame(key: string, lang: string) {
  const allowed = ALLOWED_SAME[pluralBase(key)] ?? ALLOWED_SAME[key];
  return allowed === "*" || (Array.isArray(allowed) && allowed.includes(lang));
}

function loadLocales(dir: string): { locales: Record<string, Locale>; problems: string[] } {
  const locales: Record<string, Locale> = {};
  const problems: string[] = [];
  for (const lang of LANGUAGE_CODES) {
    const file = join(dir, `${lang}.json`);
    try {
      const text = readFileSync(file, "utf8");
      locales[lang] = JSON.parse(text);
      const seen = new Set<string>();
      for (const [, key = ""] of text.matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)) {
        if (seen.has(key)) problems.push(`${lang}: key "${key}" appears twice (JSON.parse keeps the last one)`);
        seen.add(key);
      }
    } catch (error) {
      problems.push(`${lang}: cannot read or parse ${file}: ${(error as Error).message}`);
    }
  }
  return { locales, problems };
}

function variableUnions(locale: Locale) {
  const unions = new Map<string, Set<string>>();
  for (const [key, value] of Object.entries(locale)) {
    if (typeof value !== "string") continue;
    const base = pluralBase(key);
    const union = unions.get(base) ?? new Set();
    for (const v of variablesOf(value)) union.add(v);
    unions.set(base, union);
  }
  return unions;
}

function checkLocales(locales: Record<string, Locale>): string[] {
  const problems: string[] = [];
  const reference = locales[REFERENCE];
  if (!reference) return [`${REFERENCE}: reference locale missing`];
  const referenceKeys = Object.keys(reference);
  const referenceUnions = variableUnions(reference);

  for (const key of referenceKeys) {
    const prefix = `${key}.`;
    const child = referenceKeys.find((other) => other.startsWith(prefix));
    if (child) problems.push(`${REFERENCE}: key "${key}" is also a namespace of "${child}"`);
  }
  const pluralGroups = new Map<string, string[]>();
  for (const key of referenceKeys) {
    if (!PLURAL_RE.test(key)) continue;
    const base = pluralBase(key);
    if (Object.hasOwn(reference, base))
      problems.push(`${REFERENCE}: "${base}" exists both plain and with plural suffixes`);
    pluralGroups.set(base, (pluralGroups.get(base) ?? []).concat(key.slice(base.length + 1)));
  }
  for (const [base, suffixes] of pluralGroups) {
    for (const needed of ["one", "other"]) {
      if (!suffixes.includes(needed)) problems.push(`${REFERENCE}: plural "${base}" has no _${needed} form`);
    }
  }

  for (const lang of LANGUAGE_CODES) {
    const locale = locales[lang];
    if (!locale) continue;
    if (typeof locale !== "object" || Array.isArray(locale) || locale === null) {
      problems.push(`${lang}: the file must hold one flat JSON object`);
      continue;
    }
    for (const key of referenceKeys) {
      if (!Object.hasOwn(locale, key)) problems.push(`${lang}: missing key "${key}"`);
    }
    for (const [key, value] of Object.entries(locale)) {
      if (!Object.hasOwn(reference, key)) problems.push(`${lang}: extra key "${key}"`);
      if (typeof value !== "string") {
        problems.push(`${lang}: "${key}" is not a string (the object must be flat)`);
        continue;
      }
      if (value.trim() === "") problems.push(`${lang}: "${key}" is empty`);
      if (value !== value.trim()) problems.push(`${lang}: "${key}" has leading or trailing spaces`);
      const opened = value.split("{{").length - 1;
      const closed = value.split("}}").length - 1;
      const single = value.replace(VARIABLE_RE, "").match(/[{}]/);
      if (opened !== closed || single) problems.push(`${lang}: "${key}" has malformed interpolation: ${value}`);
      if (lang !== REFERENCE && value === reference[key] && !isAllowedSame(key, lang)) {
        problems.push(`${lang}: "${key}" is identical to French ("${value}")`);
      }
    }
    if (lang === REFERENCE) continue;
    const unions = variableUnions(locale);
    for (const key of referenceKeys.filter((k) => k.endsWith("_other"))) {
      const [french, translated] = [reference[key], locale[key]];
      if (typeof french !== "string" || typeof translated !== "string") continue;
      const expected = variablesOf(french);
      const actual = variablesOf(translated);
      if (!sameSet(actual, expected)) {
        problems.push(`${lang}: "${key}" uses variables ${show(actual)}, French uses ${show(expected)}`);
      }
    }
    for (const [base, expected] of referenceUnions) {
      const actual = unions.get(base);
      if (actual && !sameSet(actual, expected)) {
        problems.push(`${lang}: "${base}" uses variables ${show(actual)}, French uses ${show(expected)}`);
      }
    }
  }
  return problems;
}

const dir = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "locales");
const { locales, problems: loadProblems } = loadLocales(dir);
const problems = [...loadProblems, ...checkLocales(locales)];
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in ${dir}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exitCode = 1;
} else {
  const keyCount = Object.keys(locales[REFERENCE] ?? {}).length;
  console.log(`OK: ${LANGUAGE_CODES.length} locales, ${keyCount} keys each.`);
}
