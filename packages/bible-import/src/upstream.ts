import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CatalogEntry, Upstream } from "./catalog.ts";
import { MANIFEST, sha256 } from "./checksum.ts";
import { BibleImportError } from "./errors.ts";
import { largestZipEntry } from "./zip.ts";

export type Fetch = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;

export type DownloadOptions = {
  /** Where downloaded sources are kept (one folder per version). */
  cacheDir: string;
  fetch?: Fetch;
  /** Per request. */
  timeoutMs?: number;
};

/**
 * Fetches a version from its upstream address into the cache and checks it, returning the local path and the
 * sha256 it was checked against. SWORD modules cannot be turned into text here: they need a local source.
 */
export async function downloadSource(
  entry: CatalogEntry,
  options: DownloadOptions,
): Promise<{ path: string; sha256: string }> {
  const upstream = entry.upstream;
  if (!upstream || upstream.kind === "sword-module") {
    const where = upstream
      ? ` (${upstream.url}, a SWORD module package: export it with mod2imp from libsword-utils)`
      : "";
    throw new BibleImportError(
      "needs_local_source",
      `${entry.code} needs a local source${where}; set BIBLE_SOURCE_DIR to a folder holding ${entry.source?.path ?? "its file"}`,
    );
  }
  const get = (url: string) => fetchBytes(url, entry.code, options);
  const dir = join(options.cacheDir, entry.code);
  const staging = `${dir}.partial`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const { name, checksum } = await fetchInto(upstream, staging, get, entry.code);
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
    return { path: name === "." ? dir : join(dir, name), sha256: checksum };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function fetchInto(
  upstream: Exclude<Upstream, { kind: "sword-module" }>,
  dir: string,
  get: (url: string) => Promise<Buffer>,
  code: string,
): Promise<{ name: string; checksum: string }> {
  switch (upstream.kind) {
    case "file": {
      const data = await get(upstream.url);
      expect(code, sha256(data), upstream.sha256, upstream.url);
      const name = decodeURIComponent(upstream.url.split("/").pop() ?? "source");
      await writeFile(join(dir, name), data);
      return { name, checksum: upstream.sha256 };
    }
    case "zip": {
      const { name, data } = largestZipEntry(await get(upstream.url));
      expect(code, sha256(data), upstream.sha256, upstream.url);
      const fileName = name.split("/").pop() ?? "source.xml";
      await writeFile(join(dir, fileName), data);
      return { name: fileName, checksum: upstream.sha256 };
    }
    case "concat": {
      const parts: Buffer[] = [];
      for (const url of upstream.urls) parts.push(await get(url), Buffer.from(upstream.separator));
      const data = Buffer.concat(parts);
      expect(code, sha256(data), upstream.sha256, upstream.urls[0] ?? "");
      const name = `${code}.txt`;
      await writeFile(join(dir, name), data);
      return { name, checksum: upstream.sha256 };
    }
    case "files": {
      const lines: string[] = [];
      for (const file of upstream.files) {
        const raw = await get(file.url);
        const data = upstream.unwrap === "js-variable" ? unwrapJsVariable(raw) : raw;
        await writeFile(join(dir, file.name), data);
        lines.push(`${sha256(data)}  ${file.name}`);
      }
      const manifest = `${lines.sort((a, b) => (a.slice(66) < b.slice(66) ? -1 : 1)).join("\n")}\n`;
      expect(code, sha256(manifest), upstream.manifestSha256, upstream.files[0]?.url ?? "");
      await writeFile(join(dir, MANIFEST), manifest);
      return { name: ".", checksum: upstream.manifestSha256 };
    }
  }
}

/** `var book = {…}; module.exports = book;` → the JSON between. */
function unwrapJsVariable(raw: Buffer): Buffer {
  const text = raw.toString("utf8");
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end < start) return raw;
  return Buffer.from(`${text.slice(start, end + 1)}\n`);
}

function expect(code: string, actual: string, expected: string, url: string): void {
  if (actual !== expected) {
    throw new BibleImportError(
      "checksum",
      `${code}: the download from ${url} has sha256 ${actual}, expected ${expected}; nothing was changed`,
    );
  }
}

async function fetchBytes(url: string, code: string, options: DownloadOptions): Promise<Buffer> {
  const doFetch: Fetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new BibleImportError("download_failed", `${code}: cannot download ${url} (${reason})`);
  }
  if (!response.ok) throw new BibleImportError("download_failed", `${code}: ${url} answered HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
