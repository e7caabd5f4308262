import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, ResolvedConfig } from "vite";
import { bundleScript } from "./script-bundle";

const WORKER = fileURLToPath(new URL("../service-worker/sw.ts", import.meta.url));
/** At the root, so its scope is the whole app; the server sends it with `Cache-Control: no-cache` (static.ts). */
export const WORKER_FILE = "sw.js";
/** A file Vite named by its content: its URL is its revision. */
const HASHED = /^assets\/.+-[\w-]{8,}\.\w+$/;
/** Not precached: compressed copies (the browser asks for the plain URL) and source maps. */
const SKIPPED = /\.(br|gz|map)$/;

type PrecacheEntry = { url: string; revision: string | null };

function revision(bytes: string | Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

async function* publicFiles(dir: string, root = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* publicFiles(path, root);
    else yield relative(root, path).split(sep).join("/");
  }
}

/**
 * The service worker (service-worker/sw.ts, issue 34), bundled on its own by esbuild (it runs outside the page: no
 * chunk of the app's graph) with the list of every file of this build, which Workbox's precache fetches at install.
 * A file named by its hash is listed by URL alone; the others (index.html, the manifests, the icons) with a hash of
 * their bytes, so a new build that changes them installs a new worker and the reader is offered the new version.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "bible:service-worker",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const entries: PrecacheEntry[] = [];
      for (const output of Object.values(bundle)) {
        if (SKIPPED.test(output.fileName)) continue;
        const hashed = HASHED.test(output.fileName);
        const bytes = output.type === "chunk" ? output.code : output.source;
        entries.push({ url: `/${output.fileName}`, revision: hashed ? null : revision(bytes) });
      }
      if (config.publicDir) {
        for await (const file of publicFiles(config.publicDir)) {
          if (SKIPPED.test(file)) continue;
          entries.push({ url: `/${file}`, revision: revision(await readFile(join(config.publicDir, file))) });
        }
      }
      entries.sort((a, b) => a.url.localeCompare(b.url));
      const source = await bundleScript(WORKER, {
        PRECACHE_ENTRIES: entries,
        // Workbox's development logging goes.
        "process.env.NODE_ENV": "production",
      });
      this.emitFile({ type: "asset", fileName: WORKER_FILE, source });
    },
  };
}
