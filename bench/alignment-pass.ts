// The server's alignment pass over untagged versions, one version at a time against two at once (each in its own
// worker thread), in alternate turns on the same data: wall time and the process's CPU time (its worker threads
// included), with the machine's load printed beside them (a shared machine: judge by the ratio between the turns).
//   BIBLE_SOURCE_DIR=../shared/data/bibles LEXICON_SOURCE_DIR=../shared/data/lexicon pnpm --filter @bible/bench alignment-pass
//   VERSIONS=LUT1912,SYNOD,DIO1649,ALM1911 (default: these four), ORIGINALS=nt (the Greek NT only, default) or all,
//   TURNS=1 (pairs of turns), PARALLEL=2 (one setting only, e.g. the 11 untagged versions of the default set once).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { installVersions } from "@bible/bible-import";
import { createDb } from "@bible/db";
import { type AlignReport, alignVersions, installLexicon } from "@bible/lexicon";
import { REPO } from "./lib/production-server";
import { machineLoad } from "./lib/stats";

const bibles = resolve(process.env.BIBLE_SOURCE_DIR ?? resolve(REPO, "../shared/data/bibles"));
const lexicon = resolve(process.env.LEXICON_SOURCE_DIR ?? resolve(REPO, "../shared/data/lexicon"));
const versions = (process.env.VERSIONS ?? "LUT1912,SYNOD,DIO1649,ALM1911").split(",");
const originals = process.env.ORIGINALS === "all" ? (["oshb", "rp2018"] as const) : (["rp2018"] as const);
const turns = Number(process.env.TURNS ?? 1);
const settings = process.env.PARALLEL ? [Number(process.env.PARALLEL)] : [1, 2];

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
      console.log(
        `parallel ${parallel}: ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU (all threads); ` +
          `${reports.map((r) => `${r.code} ${r.seconds.toFixed(1)} s`).join(", ")}; ${machineLoad()}`,
      );
    }
  }
  const mean = (parallel: number, field: "wall" | "cpu") => {
    const turnsOf = results.filter((r) => r.parallel === parallel);
    return turnsOf.reduce((sum, r) => sum + r[field], 0) / turnsOf.length;
  };
  if (settings.length > 1)
    console.log(
      `two at once / one at a time: wall ×${(mean(2, "wall") / mean(1, "wall")).toFixed(2)}, ` +
        `CPU ×${(mean(2, "cpu") / mean(1, "cpu")).toFixed(2)}; ${machineLoad()}`,
    );
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
