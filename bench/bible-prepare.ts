// The Bible prepare worker's work (prepareEntry: read, map, build the batches) for every version of the default
// install, one after the other in one process as the worker does, timed in CPU (the worker thread's own and the
// whole process's: gunzip and GC helpers), beside the cost of cloning the batches as postMessage does. CPU, not
// wall time: on the shared 2-core machine only CPU figures compare.
// Usage: pnpm --filter @bible/bench bible-prepare [--runs N] [--against <checkout>] [--digest] [--dump <dir>] [CODE…]
//   --against runs the same versions with another checkout's code (e.g. a worktree of main), in turns with this one.
//   --digest prints a sha256 per version of what it prepared (format, numbering, notes, coverage report, the batches:
//   verses COPY text and search JSON): equal before/after means the installer gets the same rows and report. --dump writes each version's batches to <dir>/<CODE>.{verses,search}.
// Runs with Node's own type stripping, like the worker (hence the `.ts` imports).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serialize } from "node:v8";
import { machineLoad, median, spread } from "./lib/stats.ts";

type Catalog = typeof import("../packages/bible-import/src/catalog.ts");
type Prepare = typeof import("../packages/bible-import/src/prepare.ts");
type VersionFigures = { code: string; thread: number; process: number; clone: number; digest: string };

const HERE = resolve(fileURLToPath(import.meta.url), "..");
const THIS_CHECKOUT = resolve(HERE, "..");
const BIBLES = resolve(process.env.BIBLE_SOURCE_DIR ?? resolve(THIS_CHECKOUT, "../shared/data/bibles"));
const CHILD = "--child";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const flag = (name: string): boolean => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};

const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

/** One pass over the versions with the code of `checkout`, in this process. */
async function child(checkout: string, codes: string[], dump: string | undefined): Promise<VersionFigures[]> {
  const src = (file: string) => pathToFileURL(join(checkout, "packages/bible-import/src", file)).href;
  const { CATALOG, DEFAULT_INSTALL_SET }: Catalog = await import(src("catalog.ts"));
  const { prepareEntry }: Prepare = await import(src("prepare.ts"));
  const figures: VersionFigures[] = [];
  for (const code of codes.length > 0 ? codes : DEFAULT_INSTALL_SET) {
    const entry = CATALOG.find((e) => e.code === code);
    if (!entry?.source) throw new Error(`${code}: not a shipped version`);
    const thread = process.threadCpuUsage();
    const whole = process.cpuUsage();
    const prepared = await prepareEntry(entry, join(BIBLES, entry.source.path), { sourceDir: BIBLES });
    const threadSpent = cpuSeconds(process.threadCpuUsage(thread));
    const processSpent = cpuSeconds(process.cpuUsage(whole));
    const cloneStart = process.threadCpuUsage();
    serialize(prepared);
    const clone = cpuSeconds(process.threadCpuUsage(cloneStart));
    const hash = createHash("sha256");
    const { format, versification, notes, report } = prepared;
    hash.update(`${JSON.stringify({ format, versification, notes, report })}\n`);
    for (const batch of prepared.batches) hash.update(`${batch.count}\n${batch.verses}\n${batch.search}\n`);
    if (dump) {
      mkdirSync(dump, { recursive: true });
      writeFileSync(join(dump, `${code}.verses`), prepared.batches.map((b) => b.verses).join(""));
      const documents = prepared.batches.flatMap((b) => JSON.parse(b.search) as unknown[]);
      writeFileSync(join(dump, `${code}.search`), documents.map((d) => JSON.stringify(d)).join("\n"));
    }
    figures.push({ code, thread: threadSpent, process: processSpent, clone, digest: hash.digest("hex") });
  }
  return figures;
}

function runChild(checkout: string, codes: string[]): VersionFigures[] {
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), CHILD, checkout, ...codes], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1 << 24,
  });
  if (run.status !== 0) throw new Error(`${checkout}: the pass failed (exit ${run.status})`);
  return JSON.parse(run.stdout) as VersionFigures[];
}

if (args[0] === CHILD) {
  const [, checkout, ...codes] = args;
  const dump = process.env.PREPARE_DUMP;
  process.stdout.write(JSON.stringify(await child(checkout ?? THIS_CHECKOUT, codes, dump)));
} else {
  const runs = Number(option("--runs") ?? "3");
  const against = option("--against");
  const dump = option("--dump");
  const digest = flag("--digest");
  const checkouts = against ? [resolve(against), THIS_CHECKOUT] : [THIS_CHECKOUT];
  console.log(`prepare: ${machineLoad()}; ${runs} runs of each checkout, in turns: ${checkouts.join(" | ")}`);
  if (dump) {
    for (const checkout of checkouts) {
      const dir = resolve(dump, checkouts.length > 1 ? String(checkouts.indexOf(checkout)) : "");
      spawnSync(process.execPath, [fileURLToPath(import.meta.url), CHILD, checkout, ...args], {
        stdio: "inherit",
        env: { ...process.env, PREPARE_DUMP: dir },
      });
      console.log(`dumped ${checkout} to ${dir}`);
    }
  }
  const passes = new Map<string, VersionFigures[][]>(checkouts.map((c) => [c, []]));
  for (let run = 0; run < runs; run++) {
    for (const checkout of checkouts) passes.get(checkout)?.push(runChild(checkout, args));
  }
  for (const [checkout, results] of passes) {
    console.log(`\n${checkout} (thread CPU s, min / median / max of ${runs}; process CPU and clone medians)`);
    const codes = results[0]?.map((f) => f.code) ?? [];
    for (const code of codes) {
      const of = (pick: (f: VersionFigures) => number) =>
        results.map((r) => pick(r.find((f) => f.code === code) as VersionFigures));
      const first = results[0]?.find((f) => f.code === code);
      console.log(
        `  ${code.padEnd(8)} thread ${spread(
          of((f) => f.thread),
          2,
        )}  process ${median(of((f) => f.process)).toFixed(2)}` +
          `  clone ${median(of((f) => f.clone)).toFixed(2)}${digest ? `  ${first?.digest.slice(0, 16)}` : ""}`,
      );
    }
    const total = (pick: (f: VersionFigures) => number) => results.map((r) => r.reduce((s, f) => s + pick(f), 0));
    console.log(
      `  ${"total".padEnd(8)} thread ${spread(
        total((f) => f.thread),
        2,
      )}  process ${spread(
        total((f) => f.process),
        2,
      )}` + `  clone ${median(total((f) => f.clone)).toFixed(2)}`,
    );
  }
  if (checkouts.length > 1) {
    const [a, b] = checkouts.map((c) => passes.get(c)?.[0] ?? []);
    const differing = (a ?? []).filter((f, i) => f.digest !== b?.[i]?.digest).map((f) => f.code);
    console.log(`\nbatches identical: ${differing.length === 0 ? "all versions" : `NOT for ${differing.join(", ")}`}`);
  }
}
