// The server's alignment pass over the untagged versions, as a first start runs it (alignVersions: each version
// trained in its own worker thread, two at once on two cores): per version the CPU time of its training thread, and
// for the pass the process's CPU time (all threads: training, reading, writing) and wall time, with the machine's
// load beside them (a shared machine: judge the 2-minute target, issue 29, by total CPU / 2 cores plus overhead).
// Repeated turns print min / median / max.
//   BIBLE_SOURCE_DIR=../shared/data/bibles LEXICON_SOURCE_DIR=../shared/data/lexicon pnpm --filter @bible/bench alignment-pass
//   VERSIONS=… (default: the 11 untagged versions of the default set), ORIGINALS=all (default: OSHB + RP2018) or nt,
//   TURNS=1, PARALLEL=2 (or e.g. 1,2: one version at a time against two at once, in alternate turns).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { installVersions } from "@bible/bible-import";
import { createDb } from "@bible/db";
import { type AlignReport, alignVersions, installLexicon } from "@bible/lexicon";
import { REPO } from "./lib/production-server";
import { machineLoad } from "./lib/stats";

const UNTAGGED = ["LUT1912", "DIO1649", "ALM1911", "CUV", "CUVS", "KRV", "JPKOUGO", "JPBUNGO", "SYNOD", "SVD", "UOV"];
const bibles = resolve(process.env.BIBLE_SOURCE_DIR ?? resolve(REPO, "../shared/data/bibles"));
const lexicon = resolve(process.env.LEXICON_SOURCE_DIR ?? resolve(REPO, "../shared/data/lexicon"));
const versions = process.env.VERSIONS ? process.env.VERSIONS.split(",") : UNTAGGED;
const originals = process.env.ORIGINALS === "nt" ? (["rp2018"] as const) : (["oshb", "rp2018"] as const);
const turns = Number(process.env.TURNS ?? 1);
const settings = (process.env.PARALLEL ?? "2").split(",").map(Number);

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  return `min ${sorted[0]?.toFixed(1)} / median ${median.toFixed(1)} / max ${sorted.at(-1)?.toFixed(1)}`;
};

const dir = mkdtempSync(join(tmpdir(), "alignment-pass-"));
const database = createDb({ dataDir: join(dir, "pglite") });
try {
  await database.migrate();
  console.log(`alignment-pass: ${versions.join(" ")} on ${originals.join("+")}; ${machineLoad()}`);
  for (const outcome of await installVersions(database.db, versions, { sourceDir: bibles, cacheDir: join(dir, "b") })) {
    if ("error" in outcome) throw outcome.error;
  }
  await installLexicon(database.db, { lexiconDir: lexicon, biblesDir: bibles, datasets: [...originals] });

  const results: { parallel: number; wall: number; cpu: number; reports: AlignReport[] }[] = [];
  for (let turn = 0; turn < turns; turn++) {
    for (const parallel of turn % 2 === 0 ? settings : [...settings].reverse()) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const reports = await alignVersions(database.db, versions, { force: true, parallel });
      const wall = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpuBefore);
      const cpu = (used.user + used.system) / 1e6;
      results.push({ parallel, wall, cpu, reports });
      const failed = reports.filter((r) => r.skipped);
      if (failed.length > 0)
        throw new Error(`not aligned: ${failed.map((r) => `${r.code} (${r.skipped})`).join(", ")}`);
      const training = reports.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0);
      console.log(
        `parallel ${parallel}: ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU (all threads; ${training.toFixed(1)} s ` +
          `of it training), ${(cpu / 2).toFixed(1)} s on 2 cores (target ≤ 120 s) ${cpu / 2 <= 120 ? "PASS" : "MISS"}; ${machineLoad()}`,
      );
      console.log(
        `  per version (CPU of its training thread, wall from its start to written): ${reports
          .map((r) => `${r.code} ${r.cpuSeconds?.toFixed(1) ?? "?"} s CPU / ${r.seconds.toFixed(1)} s`)
          .join(", ")}`,
      );
    }
  }
  for (const parallel of settings) {
    const of = results.filter((r) => r.parallel === parallel);
    console.log(
      `parallel ${parallel}, ${of.length} turn(s): wall ${spread(of.map((r) => r.wall))} s; CPU ${spread(of.map((r) => r.cpu))} s; ` +
        `per version CPU ${spread(of.flatMap((r) => r.reports.map((x) => x.cpuSeconds ?? 0)))} s; ${machineLoad()}`,
    );
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
