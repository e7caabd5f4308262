import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildIndex, indexCacheDir, prepareIndexCaches, setIndexCacheDir } from "./sorted-index";

const previous = indexCacheDir();
const dir = mkdtempSync(join(tmpdir(), "sorted-index-test-"));

afterAll(() => {
  setIndexCacheDir(previous);
  rmSync(dir, { recursive: true, force: true });
});

describe("word index caches", () => {
  it("are built in one worker thread, a look-up's index first, each once", async () => {
    setIndexCacheDir(dir);
    const prepared = prepareIndexCaches();
    // Asked while the others wait their turn: built first, or right after the one under way (cedict, if the thread
    // had started it), not after the whole queue.
    const nouns = await buildIndex("italian-nouns", "forms");
    expect(nouns.get("case")).toEqual(["casa"]);
    const built = () => readdirSync(dir).filter((name) => existsSync(join(dir, name, "manifest.json")));
    expect(["italian-nouns-v3", "cedict-v3,italian-nouns-v3"]).toContain(built().sort().join());
    await prepared;
    const jobs = [
      "cedict",
      "cmu",
      "french",
      "french-nouns",
      "german",
      "german-nouns",
      "italian",
      "italian-nouns",
      "ukrainian",
    ];
    expect(built().sort()).toEqual(jobs.map((job) => `${job}-v3`).sort());
    // Found in the cache now: read, not built again.
    expect((await buildIndex("cedict")).get("爱")[0]).toContain("ai4\u0001to love");
  });

  it("the Ukrainian dictionary: each form's inflection flags as dict_uk lists them, a form listed twice both lines", async () => {
    const forms = await buildIndex("ukrainian", "entries");
    // index.dic: земля/%<h, полюбити/XL, бог/1:$xs; "а" without flags; найнеобхідніше/Ej then найнеобхідніше/j.
    expect(forms.get("земля")).toEqual(["%<h"]);
    expect(forms.get("полюбити")).toEqual(["XL"]);
    expect(forms.get("бог")).toEqual(["1:$xs"]);
    expect(forms.get("а")).toEqual([""]);
    expect(forms.get("найнеобхідніше")).toEqual(["Ej", "j"]);
    // A form no line lists, and a listed one's inflected form: none.
    expect(forms.get("землю")).toEqual([]);
    expect(forms.get("полюбив")).toEqual([]);
  });
});
