import type { LexiconEntry } from "@bible/db";
import { squash, walkXml } from "./xml.ts";

type JsonGreekEntry = {
  lemma?: string;
  translit?: string;
  derivation?: string;
  strongs_def?: string;
  kjv_def?: string;
};

/** strongsgreek.xml: the entry's own pronunciation (derivations carry others), keyed "G26". */
export function parseGreekPronunciations(xml: string): Map<string, string> {
  const map = new Map<string, string>();
  let current: string | null = null;
  walkXml(xml, {
    open(name, attrs, stack) {
      if (name === "entry" && attrs.strongs) current = `G${Number.parseInt(attrs.strongs, 10)}`;
      else if (name === "pronunciation" && current && stack.at(-2) === "entry" && attrs.strongs) {
        if (!map.has(current)) map.set(current, attrs.strongs);
      }
    },
    close(name) {
      if (name === "entry") current = null;
    },
  });
  return map;
}

/** The first sense of a Strong's definition, short enough for a gloss ("to love"). */
export function firstSense(definition: string): string | null {
  const first = definition.split(/[;:]/)[0] ?? "";
  const withoutNotes = squash(first.replace(/\([^)]*\)/g, " ")).replace(/[,.]$/, "");
  return withoutNotes || null;
}

export function buildGreek(json: Record<string, JsonGreekEntry>, pronunciations: Map<string, string>): LexiconEntry[] {
  return Object.entries(json).map(([strongs, j]) => {
    const definition = j.strongs_def ? squash(j.strongs_def) : null;
    return {
      strongs,
      language: "greek",
      lemma: j.lemma ?? "",
      transliteration: j.translit ?? null,
      pronunciation: pronunciations.get(strongs) ?? null,
      partOfSpeech: null,
      gloss: definition ? firstSense(definition) : null,
      definition,
      kjvUsage: j.kjv_def ? squash(j.kjv_def.replace(/^:--/, "")) : null,
      derivation: j.derivation ? squash(j.derivation) : null,
    };
  });
}
