import type { LexiconEntry, LexiconSense } from "@bible/db";
import { squash, walkXml } from "./xml.ts";

type JsonHebrewEntry = {
  lemma?: string;
  xlit?: string;
  pron?: string;
  derivation?: string;
  strongs_def?: string;
  kjv_def?: string;
};

type XmlEntry = {
  id: string;
  lemma: string;
  attrs: Record<string, string>;
  source: string;
  /** The first entry the source points at ("corresponding to H1"). */
  sourceRef: string | null;
  meaning: string;
  defs: string[];
  usage: string;
};

type IndexEntry = {
  id: string;
  lemma: string;
  xlit: string | null;
  pos: string | null;
  def: string | null;
  strong: string | null;
  language: "hebrew" | "aramaic";
};

export function parseHebrewStrong(xml: string): XmlEntry[] {
  const entries: XmlEntry[] = [];
  let current: XmlEntry | null = null;
  walkXml(xml, {
    open(name, attrs, stack) {
      if (name === "entry") {
        current = {
          id: attrs.id ?? "",
          lemma: "",
          attrs: {},
          source: "",
          sourceRef: null,
          meaning: "",
          defs: [],
          usage: "",
        };
      } else if (current && name === "w" && stack.at(-2) === "entry") {
        current.attrs = attrs;
      } else if (current && name === "w" && stack.includes("source") && attrs.src) {
        current.sourceRef ??= attrs.src;
        current.source += attrs.src;
      } else if (current && name === "def" && stack.includes("meaning")) {
        current.defs.push("");
      }
    },
    text(text, stack) {
      const entry = current;
      if (!entry) return;
      const parent = stack.at(-1);
      if (parent === "w" && stack.at(-2) === "entry") entry.lemma += text;
      else if (stack.includes("source") && parent !== "w") entry.source += text;
      else if (stack.includes("meaning")) {
        entry.meaning += text;
        if (parent === "def") entry.defs[entry.defs.length - 1] += text;
      } else if (stack.includes("usage")) entry.usage += text;
    },
    close(name) {
      if (name === "entry" && current) {
        entries.push(current);
        current = null;
      }
    },
  });
  return entries;
}

export function parseLexicalIndex(xml: string): Map<string, IndexEntry> {
  const entries = new Map<string, IndexEntry>();
  let language: IndexEntry["language"] = "hebrew";
  let current: IndexEntry | null = null;
  walkXml(xml, {
    open(name, attrs) {
      if (name === "part") language = attrs["xml:lang"] === "arc" ? "aramaic" : "hebrew";
      else if (name === "entry") {
        current = { id: attrs.id ?? "", lemma: "", xlit: null, pos: null, def: null, strong: null, language };
      } else if (current && name === "w") current.xlit = attrs.xlit ?? null;
      else if (current && name === "xref" && attrs.strong) current.strong = attrs.strong;
    },
    text(text, stack) {
      const entry = current;
      if (!entry) return;
      const parent = stack.at(-1);
      if (parent === "w") entry.lemma += text;
      else if (parent === "pos") entry.pos = (entry.pos ?? "") + text;
      else if (parent === "def") entry.def = (entry.def ?? "") + text;
    },
    close(name) {
      if (name === "entry" && current) {
        entries.set(current.id, current);
        current = null;
      }
    },
  });
  return entries;
}

/** AugIndex: augmented Strong's number ("1254a") → LexicalIndex id. */
export function parseAugIndex(xml: string): Map<string, string> {
  const map = new Map<string, string>();
  let aug: string | null = null;
  walkXml(xml, {
    open(name, attrs) {
      if (name === "w") aug = attrs.aug ?? null;
    },
    text(text) {
      if (aug) map.set(aug, (map.get(aug) ?? "") + text.trim());
    },
    close() {
      aug = null;
    },
  });
  return map;
}

/**
 * The recommended rule of LEXICON-SOURCES.md §1d: Aramaic when the word is marked `arc`, or when the
 * source starts with "(Aramaic)" (25 proper names marked `x-pn`).
 */
export function isAramaicEntry(entry: Pick<XmlEntry, "attrs" | "source">): boolean {
  return entry.attrs["xml:lang"] === "arc" || entry.source.trim().startsWith("(Aramaic)");
}

export type HebrewImport = {
  entries: LexiconEntry[];
  senses: LexiconSense[];
  aramaic: number;
  fromJsonOnly: number;
};

export function buildHebrew(
  xmlEntries: XmlEntry[],
  index: Map<string, IndexEntry>,
  aug: Map<string, string>,
  json: Record<string, JsonHebrewEntry>,
): HebrewImport {
  const byId = new Map(xmlEntries.map((e) => [e.id, e]));
  const glosses = new Map<string, IndexEntry[]>();
  for (const entry of index.values()) {
    if (!entry.strong || !/^\d+$/.test(entry.strong)) continue;
    const key = `H${entry.strong}`;
    glosses.set(key, [...(glosses.get(key) ?? []), entry]);
  }

  const meaningOf = (entry: XmlEntry, depth = 0): string | null => {
    const own = squash(entry.meaning);
    if (own) return own;
    const referenced = entry.sourceRef ? byId.get(entry.sourceRef) : undefined;
    return referenced && depth < 3 ? meaningOf(referenced, depth + 1) : null;
  };

  const entries: LexiconEntry[] = [];
  let aramaic = 0;
  let fromJsonOnly = 0;
  for (const e of xmlEntries) {
    const language = isAramaicEntry(e) ? "aramaic" : "hebrew";
    if (language === "aramaic") aramaic++;
    const fallback = json[e.id];
    const candidates = glosses.get(e.id) ?? [];
    const indexEntry = candidates.find((c) => c.language === language) ?? candidates[0];
    const firstDef = e.defs.map(squash).find(Boolean);
    entries.push({
      strongs: e.id,
      language,
      lemma: squash(e.lemma) || fallback?.lemma || "",
      transliteration: e.attrs.xlit ?? fallback?.xlit ?? null,
      pronunciation: e.attrs.pron ?? fallback?.pron ?? null,
      partOfSpeech: e.attrs.pos ?? null,
      gloss: indexEntry?.def ? squash(indexEntry.def) : (firstDef ?? null),
      definition: meaningOf(e) ?? cleanJsonDefinition(fallback?.strongs_def),
      kjvUsage: squash(e.usage) || fallback?.kjv_def || null,
      derivation: squash(e.source) || fallback?.derivation || null,
    });
  }
  // Entries the corrected XML lacks are taken from the JSON edition as they are.
  for (const [id, j] of Object.entries(json)) {
    if (byId.has(id)) continue;
    fromJsonOnly++;
    const isAramaic = j.derivation?.startsWith("(Aramaic)") ?? false;
    if (isAramaic) aramaic++;
    entries.push({
      strongs: id,
      language: isAramaic ? "aramaic" : "hebrew",
      lemma: j.lemma ?? "",
      transliteration: j.xlit ?? null,
      pronunciation: j.pron ?? null,
      partOfSpeech: null,
      gloss: null,
      definition: cleanJsonDefinition(j.strongs_def),
      kjvUsage: j.kjv_def ?? null,
      derivation: j.derivation ?? null,
    });
  }

  const senses: LexiconSense[] = [];
  for (const [key, indexId] of aug) {
    const entry = index.get(indexId);
    const number = /^(\d+)/.exec(key)?.[1];
    if (!entry || !number) continue;
    senses.push({
      key,
      strongs: `H${number}`,
      lemma: entry.lemma.trim(),
      transliteration: entry.xlit,
      partOfSpeech: entry.pos ? squash(entry.pos) : null,
      gloss: entry.def ? squash(entry.def) : null,
      language: entry.language,
    });
  }
  return { entries, senses, aramaic, fromJsonOnly };
}

/** The JSON edition marks key glosses with braces: "{father}". */
function cleanJsonDefinition(value: string | undefined): string | null {
  if (!value) return null;
  return squash(value.replace(/[{}]/g, "")) || null;
}
