// CPU time of the lexicon install's work off the writer's thread, as a first start does it: the data sets other
// than FreeDict read and parsed into COPY text (what lexicon-parse.worker.ts runs, data set by data set, in its
// order), and the word indexes of the language packages built (prepareIndexCaches, into an empty cache folder).
// CPU time, not wall time: other processes load the machine. Each run is a process of its own, started with the
// server's Node flags; a data set's figure is its thread's CPU time (reading, checksum, gunzip, parse, COPY text),
// the totals are the process's (every thread, GC helpers, module loading). Beside each figure, a digest of what
// was produced: the COPY text of every table and the index files, which two builds must print alike.
//   LEXICON_SOURCE_DIR=… BIBLE_SOURCE_DIR=… pnpm --filter @bible/bench lexicon-parse
//   LEXICON_PARSE_BASE=<another checkout of the repository, installed> runs it too, in turns (A/B); ROUNDS=3;
//   LEXICON_PARSE_PART=datasets or indexes measures only that part.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { REPO, startScript } from "./lib/production-server.ts";
import { machineLoad, median, spread } from "./lib/stats.ts";

type RunResult = {
  /** Thread CPU ms per data set (read + parse + COPY text), in the worker's order. */
  datasets: Record<string, number>;
  digests: Record<string, string>;
  /** Process CPU ms of the parse (every thread) and of the index build. */
  parseTotal: number;
  indexTotal: number;
  indexDigest: string;
};

const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** One run in this process, over the sources of the checkout at `root`. */
async function child(root: string): Promise<RunResult> {
  const lexiconSrc = join(root, "packages/lexicon/src");
  const part = process.env.LEXICON_PARSE_PART;
  const { DATASETS } = (await import(
    join(lexiconSrc, "manifest.ts")
  )) as typeof import("../packages/lexicon/src/manifest");
  const { parseDataset } = (await import(
    join(lexiconSrc, "install/parse.ts")
  )) as typeof import("../packages/lexicon/src/install/parse");
  const { loadDataFile } = (await import(
    join(lexiconSrc, "install/source.ts")
  )) as typeof import("../packages/lexicon/src/install/source");
  const options = { lexiconDir: process.env.LEXICON_SOURCE_DIR, biblesDir: process.env.BIBLE_SOURCE_DIR };
  const datasets: Record<string, number> = {};
  const digests: Record<string, string> = {};
  const processStart = process.cpuUsage();
  let digestCpu = 0;
  for (const dataset of DATASETS) {
    if (dataset.id === "freedict" || part === "indexes") continue;
    const start = process.threadCpuUsage();
    const files = [];
    for (const file of dataset.files) files.push(await loadDataFile(file, options));
    const parsed = parseDataset(dataset, files);
    datasets[dataset.id] = ms(process.threadCpuUsage(start));
    const digestStart = process.threadCpuUsage();
    const hash = createHash("sha256").update(JSON.stringify({ rows: parsed.rows, details: parsed.details }));
    for (const write of parsed.writes) {
      hash.update(JSON.stringify([write.table, write.batches.keys, write.batches.rows, write.batches.batch]));
      for (const chunk of write.batches.chunks) hash.update(chunk);
    }
    digests[dataset.id] = hash.digest("hex").slice(0, 16);
    digestCpu += ms(process.threadCpuUsage(digestStart));
  }
  const parseTotal = ms(process.cpuUsage(processStart)) - digestCpu;

  const indexes = (await import(
    join(lexiconSrc, "languages/sorted-index.ts")
  )) as typeof import("../packages/lexicon/src/languages/sorted-index");
  if (part === "datasets") return { datasets, digests, parseTotal, indexTotal: 0, indexDigest: "" };
  const cache = mkdtempSync(join(tmpdir(), "lexicon-parse-bench-"));
  try {
    indexes.setIndexCacheDir(cache);
    const indexStart = process.cpuUsage();
    await indexes.prepareIndexCaches();
    const indexTotal = ms(process.cpuUsage(indexStart));
    const hash = createHash("sha256");
    for (const dir of readdirSync(cache).sort()) {
      for (const name of readdirSync(join(cache, dir)).sort()) {
        hash.update(`${dir}/${name}\n`);
        hash.update(readFileSync(join(cache, dir, name)));
      }
    }
    return { datasets, digests, parseTotal, indexTotal, indexDigest: hash.digest("hex").slice(0, 16) };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") {
  process.stdout.write(JSON.stringify(await child(process.argv[3] ?? REPO)));
} else {
  const builds = [{ name: "this", root: REPO }];
  if (process.env.LEXICON_PARSE_BASE) builds.unshift({ name: "base", root: resolve(process.env.LEXICON_PARSE_BASE) });
  const rounds = Number(process.env.ROUNDS ?? 3);
  const { flags } = startScript();
  console.log(`lexicon-parse: ${machineLoad()}; node ${flags.join(" ")}; ${rounds} rounds`);
  const results = new Map<string, RunResult[]>(builds.map((b) => [b.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const build of builds) {
      const output = execFileSync(
        process.execPath,
        // Node's own TypeScript support rather than tsx's loader, which every worker thread would load again (80 ms
        // a thread; the server's build has none): the runs pay for a thread's start what the server pays.
        [
          ...flags,
          "--experimental-transform-types",
          "--disable-warning=ExperimentalWarning",
          import.meta.filename,
          "--child",
          build.root,
        ],
        { encoding: "utf8", maxBuffer: 1 << 20 },
      );
      results.get(build.name)?.push(JSON.parse(output) as RunResult);
    }
  }
  const rows: [string, (r: RunResult) => number][] = [
    ...Object.keys(results.get("this")?.[0]?.datasets ?? {}).map(
      (id) => [id, (r: RunResult) => r.datasets[id] ?? Number.NaN] as [string, (r: RunResult) => number],
    ),
    ["parse, process total", (r) => r.parseTotal],
    ["word indexes, process total", (r) => r.indexTotal],
  ];
  console.log(`CPU ms, min / median / max${builds.length > 1 ? "; ratio of medians this/base" : ""}`);
  for (const [label, value] of rows) {
    const cells = builds.map((b) => `${b.name} ${spread((results.get(b.name) ?? []).map(value))}`);
    const medians = builds.map((b) => median((results.get(b.name) ?? []).map(value)));
    const ratio = medians.length > 1 ? `  ×${((medians[1] ?? 0) / (medians[0] ?? 1)).toFixed(2)}` : "";
    console.log(`  ${label.padEnd(28)} ${cells.join("   ")}${ratio}`);
  }
  // Every run of every build must have produced the same rows and index files.
  const digestOf = (r: RunResult) => JSON.stringify({ datasets: r.digests, indexes: r.indexDigest });
  const all = new Set([...results.values()].flat().map(digestOf));
  console.log(all.size === 1 ? `digests: identical in every run (${[...all][0]})` : "digests DIFFER:");
  if (all.size > 1) for (const [name, list] of results) console.log(`  ${name}: ${list.map(digestOf).join("\n    ")}`);
  console.log(`after: ${machineLoad()}`);
  if (all.size > 1) process.exitCode = 1;
}
