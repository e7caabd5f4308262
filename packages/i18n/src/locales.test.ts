import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGE_CODES } from "@bible/canon";
import { describe, expect, it } from "vitest";
import { frenchMessage, message, translations } from "./index";

const here = dirname(fileURLToPath(import.meta.url));
const script = resolve(here, "../scripts/check-locales.ts");
const localesDir = resolve(here, "../locales");

function check(dir?: string) {
  return spawnSync(process.execPath, ["--import", "tsx", script, ...(dir ? [dir] : [])], { encoding: "utf8" });
}

describe("locales", () => {
  it("have every key translated in the 12 languages", () => {
    const run = check();
    expect(run.stderr + run.stdout).toContain("OK: 12 locales");
    expect(run.status).toBe(0);
  });

  it("are refused when a key is missing or left in French", () => {
    const dir = mkdtempSync(join(tmpdir(), "locales-"));
    cpSync(localesDir, dir, { recursive: true });
    const de = JSON.parse(readFileSync(join(dir, "de.json"), "utf8")) as Record<string, string>;
    delete de["qa.placeholder"];
    writeFileSync(join(dir, "de.json"), JSON.stringify(de));
    const ja = JSON.parse(readFileSync(join(dir, "ja.json"), "utf8")) as Record<string, string>;
    ja["errors.notFound"] = translations.fr["errors.notFound"] ?? "";
    writeFileSync(join(dir, "ja.json"), JSON.stringify(ja));
    const run = check(dir);
    expect(run.status).not.toBe(0);
    expect(run.stderr + run.stdout).toMatch(/de.*qa\.placeholder/);
    expect(run.stderr + run.stdout).toMatch(/ja.*errors\.notFound/);
  });

  it("keep the spec's French texts", () => {
    expect(frenchMessage("chapterError.versionUnavailable.title")).toBe("Version non disponible");
    expect(frenchMessage("toast.vote.duplicate.title")).toBe("Déjà voté");
    expect(frenchMessage("errors.offTopic")).toBe("Question non pertinente");
    expect(Object.keys(translations)).toEqual([...LANGUAGE_CODES]);
  });

  it("fill {{name}} placeholders in any of the 12 languages, and leave one without a value as it is", () => {
    const values = { book: "Genesis", max: 50, chapter: 51 };
    expect(message("en", "errors.chapterOutOfRange", values)).toBe(
      "Genesis has 50 chapters: chapter 51 does not exist.",
    );
    expect(message("de", "errors.chapterOutOfRange", values)).toBe("Genesis hat 50 Kapitel: Kapitel 51 gibt es nicht.");
    expect(frenchMessage("errors.invalidInput", { field: "day" })).toContain("day");
    expect(frenchMessage("errors.invalidInput")).toContain("{{field}}");
  });
});
