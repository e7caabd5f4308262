import { readdir, stat } from "node:fs/promises";
import { basename } from "node:path";
import { BibleImportError } from "./errors.ts";
import { assertReadableFile, peekText } from "./source.ts";
import { BIBLE_FORMATS, type BibleFormat } from "./types.ts";

/** Recognises a Bible file (plain or gzipped) or a folder of per-book JSON files by its content. */
export async function detectFormat(path: string): Promise<BibleFormat> {
  await assertReadableFile(path);
  if ((await stat(path)).isDirectory()) return detectFolder(path);
  const head = await peekText(path);
  if (!head.trim()) throw new BibleImportError("empty", `${basename(path)}: the file is empty`);
  const start = head.trimStart();
  if (start.startsWith("$$$")) return "imp";
  if (/^\\(id|usfm|ide)\b/.test(start)) return "usfm";
  if (start.startsWith("<")) {
    const root = /<(?!\?|!)([A-Za-z_][\w:.-]*)/.exec(head.replace(/<!--[\s\S]*?-->/g, ""))?.[1]?.toLowerCase();
    if (root === "xmlbible") return "zefania";
    if (root === "usfx") return "usfx";
    if (root === "osis") return "osis";
    throw new BibleImportError(
      "unknown_format",
      `${basename(path)}: XML with root <${root ?? "?"}> is not a Bible format this importer knows (${BIBLE_FORMATS.join(", ")})`,
    );
  }
  throw new BibleImportError(
    "unknown_format",
    `${basename(path)}: unknown format (expected one of ${BIBLE_FORMATS.join(", ")}, plain or gzipped)`,
  );
}

async function detectFolder(dir: string): Promise<BibleFormat> {
  const names = new Set(await readdir(dir));
  if (names.has("GEN.json") || names.has("MAT.json")) return "json-usfm-books";
  if (names.has("01.json") || names.has("40.json")) return "json-numbered-books";
  throw new BibleImportError(
    "unknown_format",
    `${basename(dir)}/: a folder must hold one JSON file per book (GEN.json … or 01.json …)`,
  );
}
