// Runs every benchmark script of this package (package.json "scripts", except this one and typecheck), one after
// the other, and says which ones failed or reported a missed target through a non-zero exit. Some scripts only
// print their figures beside the target (the browser budgets, memory): read them.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const { scripts } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  scripts: Record<string, string>;
};
const names = Object.keys(scripts).filter((name) => name !== "all" && name !== "typecheck");
const missed: string[] = [];
for (const name of names) {
  console.log(`\n› ${name}`);
  const result = spawnSync("pnpm", ["run", "--silent", name], { stdio: "inherit", cwd: import.meta.dirname });
  if (result.status !== 0) missed.push(name);
}
console.log(
  missed.length === 0
    ? "\nall benchmarks ran: read each figure against the target printed beside it"
    : `\nmissed or failed: ${missed.join(", ")}`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
