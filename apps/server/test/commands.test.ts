import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { COMMANDS, runCommand } from "../src/cli/commands";

// The operator commands as `pnpm <name>` runs them: help without side effects, misuse exit 2 with the usage, the
// plan check listing every problem, and an import that does not replace an installed version unasked.

let dataDir = "";
let scratch = "";
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "cli-data-"));
  scratch = await mkdtemp(join(tmpdir(), "cli-files-"));
  // The commands read their configuration from the environment, as `pnpm <name>` gives it: an embedded database
  // in a folder of this test's own.
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", "");
});
afterAll(() => vi.unstubAllEnvs());
afterEach(() => vi.restoreAllMocks());

async function run(name: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void out.push(String(line)));
  vi.spyOn(console, "error").mockImplementation((line: unknown) => void err.push(String(line)));
  const code = await runCommand(name, args);
  vi.restoreAllMocks();
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("every operator command", () => {
  it("prints its help and exits 0 with --help or -h, without opening or creating a database", async () => {
    for (const name of Object.keys(COMMANDS)) {
      for (const flag of ["--help", "-h"]) {
        const help = await run(name, flag);
        expect(help.code, `${name} ${flag}`).toBe(0);
        expect(help.out, name).toContain(`pnpm ${name}`);
      }
    }
    expect((await run("admin", "help")).out).toContain("pnpm admin <command>");
    expect((await run("admin")).code).toBe(0);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("refuses an option it does not know, or a wrong count of arguments, with exit 2 and its usage", async () => {
    const misuses: [string, ...string[]][] = [
      ["align", "--frobnicate"],
      ["bible:install", "--all"],
      ["lexicon:install", "strongs-but-not-a-dataset"],
      ["db:migrate", "now"],
      ["plans:import", "a.json", "--dry-run"],
      ["plans:import"],
      ["bible:import", "file.xml", "--code", "X"],
      ["bible:import", "file.xml", "--code", "X", "--language", "fr", "--format", "docx"],
    ];
    for (const [name, ...args] of misuses) {
      const refused = await run(name, ...args);
      expect(refused.code, `${name} ${args.join(" ")}`).toBe(2);
      expect(refused.err, name).toContain(`pnpm ${name}`);
    }
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("checks a plan file and lists every problem in it", async () => {
    const days = Array.from({ length: 5 }, (_, i) => ({ day: i + 1, book: "Gen", chapter: i + 1 }));
    const bad = days.map((day, i) =>
      i === 0 ? { ...day, book: "Genesis" } : i === 2 ? { ...day, verseEnd: 99 } : day,
    );
    const codes = ["fr", "en", "es", "de", "it", "pt", "zh", "ko", "ja", "ru", "ar", "uk"];
    const texts = Object.fromEntries(codes.map((code) => [code, `Plan ${code}`]));
    const file = join(scratch, "bad-plan.json");
    await writeFile(file, JSON.stringify({ code: "bad-plan", name: texts, description: texts, days: bad }));
    const check = await run("plans:import", file, "--check");
    expect(check.code).toBe(1);
    expect(check.err).toMatch(/^Refused: 2 problems:/);
    expect(check.err).toMatch(/days\.0 \(day 1\): "Genesis" is not an OSIS book id/);
    expect(check.err).toMatch(/days\.2 \(day 3\): Gen 3 has 24 verses, got 1-99/);
  });

  it("does not replace an installed version without --replace, and says what it would replace", async () => {
    const file = join(scratch, "two-verses.xml");
    await writeFile(
      file,
      '<?xml version="1.0"?><usfx><book id="GEN"><c id="1"/><v id="1"/>Au commencement.<ve/><v id="2"/>La terre.<ve/></book></usfx>',
    );
    const first = await run("bible:import", file, "--code", "TST", "--language", "fr");
    expect(first.code, first.err).toBe(0);
    const again = await run("bible:import", file, "--code", "tst", "--language", "fr");
    expect(again.code).toBe(1);
    expect(again.err).toContain("TST is installed (french, 2 verses)");
    expect(again.err).toContain("--replace");
    const replaced = await run("bible:import", file, "--code", "TST", "--language", "fr", "--replace");
    expect(replaced.code, replaced.err).toBe(0);
    expect(replaced.out).toContain("replaced TST (2 verses) with 2 verses");
  }, 120_000);
});
