/**
 * The production server: `src/main.ts`, the workspace packages it imports and their worker threads compiled once
 * into `dist/` (ES modules for plain `node`). Third-party packages stay in node_modules, imported by a path
 * relative to `dist/` so each resolves as from the workspace package that depends on it. A source file's
 * `import.meta.url` keeps pointing at its source location, so the files it reads beside itself (migrations,
 * plans, dictionaries) are found as in development; its `new URL("./x.worker.ts", import.meta.url)` becomes the
 * compiled `dist/x.worker.js`.
 */
import { readFile } from "node:fs/promises";
import { basename, dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(serverDir, "../..");
const outdir = resolve(serverDir, "dist");
const lexiconSrc = resolve(repoRoot, "packages/lexicon/src");

const WORKERS = [
  "alignment/align.worker.ts",
  "install/freedict.worker.ts",
  "languages/segmenters.worker.ts",
  "languages/build-indexes.worker.ts",
];

const posix = (path: string) => path.split("\\").join("/");
const fromDist = (path: string) => {
  const rel = posix(relative(outdir, path));
  return rel.startsWith(".") ? rel : `./${rel}`;
};

/** A worker's URL beside its source file, or any other `import.meta.url`. */
const META_URL = /new URL\(\s*"\.\/([\w-]+)\.worker\.ts"\s*,\s*import\.meta\.url\s*\)|import\.meta\.url/g;

const sourceLocations: Plugin = {
  name: "source-locations",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const contents = source.replace(META_URL, (_match, worker: string | undefined) =>
        worker
          ? `new URL("./${worker}.worker.js", import.meta.url)`
          : `new URL(${JSON.stringify(fromDist(path))}, import.meta.url).href`,
      );
      return { contents, loader: path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/** Bare imports outside the workspace stay external, by the file esbuild resolves them to from the importer. */
const thirdPartyExternal: Plugin = {
  name: "third-party-external",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("node:") || args.path.startsWith("@bible/") || args.pluginData === "inner") {
        return undefined;
      }
      const resolved = await esbuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: "inner",
      });
      if (resolved.errors.length > 0 || !resolved.path) return undefined;
      if (resolved.external) return { path: args.path, external: true };
      return { path: fromDist(resolved.path), external: true };
    });
  },
};

const started = performance.now();
const result = await build({
  entryPoints: {
    main: resolve(serverDir, "src/main.ts"),
    ...Object.fromEntries(WORKERS.map((worker) => [basename(worker, ".ts"), resolve(lexiconSrc, worker)])),
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
  plugins: [sourceLocations, thirdPartyExternal],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server built into ${relative(repoRoot, outdir)}: ${Object.keys(result.metafile.inputs).length} sources, ` +
    `${(bytes / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`,
);
