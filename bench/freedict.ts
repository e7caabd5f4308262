// FreeDict install parse: the CPU time of each language pair's parse as its worker runs it (parseLanguagePair: the
// dictionaries read and decompressed, parsed, read backwards, cut into deflated bucket rows), in this process, pair
// after pair, ROUNDS times (min / median / max per pair and in total). Run it from two worktrees in turns for an
// A/B: CPU time, not wall time, so other processes on the machine count less.
// FREEDICT_WORKERS=1: the whole parse as the first start runs it instead (startLexiconParsing: worker threads, the
// first at the lowest priority, then one per core), its CPU time in all threads; not per pair, they overlap.
// Under tsx, each thread also loads tsx (about 50 ms of CPU that the production build does not spend).
// FREEDICT_DIGEST=1 prints, per pair and direction, what the rows store: a digest of the stored (deflated) bytes,
// one of the JSON they inflate to and one of the entries readBucket decodes (keys in order), their sizes. Two builds
// whose rows decode to the same entries print the same `decoded` digests (and the same `json` ones if the JSON text
// is the same; `stored` also if the deflate settings are).
//   LEXICON_SOURCE_DIR=../shared/data/lexicon pnpm --filter @bible/bench freedict
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { inflateRawSync } from "node:zlib";
import { freedictPairs, startLexiconParsing } from "@bible/lexicon";
import { readBucket } from "../packages/lexicon/src/dictionary-store";
import { parseLanguagePair } from "../packages/lexicon/src/install/freedict";
import { machineLoad, median, spread } from "./lib/stats";

const lexiconDir = resolve(process.env.LEXICON_SOURCE_DIR ?? resolve(import.meta.dirname, "../../shared/data/lexicon"));
const rounds = Number(process.env.ROUNDS ?? 1);
const only = process.env.PAIRS?.split(",");
const digest = Boolean(process.env.FREEDICT_DIGEST);
const inWorkers = Boolean(process.env.FREEDICT_WORKERS);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Entries in a canonical form: each row's keys sorted, each entry's fields sorted (the order JSON was written in left out). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, canonical(object[key])]),
    );
  }
  return value;
}

/** CPU time spent on digests, left out of the parse's in FREEDICT_WORKERS mode (they are made while it runs). */
let digestMs = 0;

function digestOf(rows: [number, Uint8Array][]): string {
  const started = cpuMs();
  const sorted = [...rows].sort(([a], [b]) => a - b);
  const stored = createHash("sha256");
  const json = createHash("sha256");
  const decoded = createHash("sha256");
  let bytes = 0;
  let keys = 0;
  for (const [bucket, row] of sorted) {
    stored.update(`${bucket}:`).update(row);
    json.update(`${bucket}:`).update(inflateRawSync(row));
    const entries = readBucket(row);
    keys += Object.keys(entries).length;
    decoded.update(`${bucket}:${JSON.stringify(canonical(entries))}`);
    bytes += row.byteLength;
  }
  const hex = (hash: ReturnType<typeof createHash>) => hash.digest("hex").slice(0, 16);
  digestMs += cpuMs() - started;
  return `rows ${rows.length} keys ${keys} bytes ${bytes} stored ${hex(stored)} json ${hex(json)} decoded ${hex(decoded)}`;
}

/** Every pair parsed in the install's worker threads: the CPU time of the whole process. */
async function parseInWorkers(round: number): Promise<number> {
  const before = cpuMs();
  const digestsBefore = digestMs;
  const parsing = await startLexiconParsing({ lexiconDir }, ["freedict"]).freedict;
  if (!parsing) throw new Error("FreeDict is not parsed");
  parsing.widen(availableParallelism());
  for (let index = 0; index < parsing.languagePairs.length; index++) {
    const { a, b, rows } = await parsing.parsed(index);
    if (digest && round === 0) {
      console.log(`${a}-${b} ${digestOf(rows.forward)}`);
      console.log(`${b}-${a} ${digestOf(rows.backward)}`);
    }
  }
  return cpuMs() - before - (digestMs - digestsBefore);
}

const { pairs } = freedictPairs(lexiconDir);
console.log(`freedict: ${machineLoad()}; ${rounds} round(s)${inWorkers ? " in the install's worker threads" : ""}`);
const times = new Map<string, number[]>();
const totals: number[] = [];
for (let round = 0; round < rounds; round++) {
  if (inWorkers) {
    totals.push(await parseInWorkers(round));
    continue;
  }
  let total = 0;
  for (const { a, b, sources } of pairs) {
    const pair = `${a}-${b}`;
    if (only && !only.includes(pair)) continue;
    const before = cpuMs();
    const rows = await parseLanguagePair(sources);
    const spent = cpuMs() - before;
    total += spent;
    times.set(pair, [...(times.get(pair) ?? []), spent]);
    if (digest && round === 0) {
      console.log(`${a}-${b} ${digestOf(rows.forward)}`);
      console.log(`${b}-${a} ${digestOf(rows.backward)}`);
    }
  }
  totals.push(total);
}
for (const [pair, values] of times) console.log(`${pair.padEnd(8)} ${spread(values).padStart(20)} ms CPU`);
console.log(`${"total".padEnd(8)} ${spread(totals).padStart(20)} ms CPU (median ${median(totals).toFixed(0)})`);
