/**
 * The production server: `src/main.ts`, the workspace packages it imports and their worker threads compiled once
 * into `dist/` (ES modules for plain `node`; `dist/main.js` turns Node's compile cache on and loads `dist/server.js`).
 * Third-party packages are compiled in too, except those listed in EXTERNAL, which stay in node_modules, imported by
 * a path relative to `dist/` so each resolves as from the workspace package that depends on it. A source file's
 * `import.meta.url` keeps pointing at its source location, so the files it reads beside itself (migrations,
 * plans, dictionaries) are found as in development; its `new URL("./x.worker.ts", import.meta.url)` becomes the
 * compiled `dist/x.worker.js`.
 */
import { existsSync, realpathSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createRequire, isBuiltin } from "node:module";
import { basename, dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

// The server package to build: this one, or the one given (the production image builds the copy `pnpm deploy`
// made, so that the paths written into `dist/` are those of the folder the image runs).
const ownDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(ownDir, "../..");
const serverDir = resolve(process.argv[2] ?? ownDir);
const outdir = resolve(serverDir, "dist");
// A workspace package's folder through the server's own dependency, so it is found in the workspace and in a
// deployed copy alike.
const packageDir = (name: string) => realpathSync(resolve(serverDir, "node_modules/@bible", name));
const dbDir = packageDir("db");
/**
 * The thread pools' package: a dependency of the server's packages (db, lexicon, bible-import), not its own, found
 * as the database package's code finds it (under db's node_modules in the workspace, beside db in `pnpm deploy`'s
 * copy): its entry `src/index.ts`, two levels up.
 */
const threadsDir = resolve(dirname(createRequire(resolve(dbDir, "package.json")).resolve("@bible/threads")), "..");

/** Every worker thread's source, by package (their names are unique: each becomes dist/<name>.js). */
const WORKERS = [
  "lexicon/src/alignment/align.worker.ts",
  "lexicon/src/install/freedict.worker.ts",
  "lexicon/src/install/lexicon-parse.worker.ts",
  "lexicon/src/languages/segmenters.worker.ts",
  "lexicon/src/languages/build-indexes.worker.ts",
  "lexicon/src/segmentation/chinese-segments.worker.ts",
  "bible-import/src/prepare.worker.ts",
  "bible-import/src/stemmer.worker.ts",
  "db/src/pglite.worker.ts",
  // The file every pool thread starts on, which imports the pool's worker file (see its header).
  "threads/src/thread.worker.ts",
];

const posix = (path: string) => path.split("\\").join("/");
const fromDist = (path: string) => {
  const rel = posix(relative(outdir, path));
  return rel.startsWith(".") ? rel : `./${rel}`;
};

/** A worker's URL beside its source file, or any other `import.meta.url`. */
const META_URL = /new URL\(\s*"\.\/([\w-]+)\.worker\.ts"\s*,\s*import\.meta\.url\s*\)|import\.meta\.url/g;
/** `import.meta.resolve("package")`: resolved here, from the source file, as the running file cannot. */
const META_RESOLVE = /import\.meta\.resolve\(\s*"([^"]+)"\s*\)/g;
const META = new RegExp(`${META_RESOLVE.source}|${META_URL.source}`, "g");

const sourceLocations: Plugin = {
  name: "source-locations",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      if (!source.includes("import.meta.")) return undefined;
      const resolved = new Map<string, string>();
      for (const [, specifier] of source.matchAll(META_RESOLVE)) {
        if (!specifier || resolved.has(specifier)) continue;
        const found = await esbuild.resolve(specifier, {
          kind: "import-statement",
          resolveDir: dirname(path),
          pluginData: "inner",
        });
        if (found.errors.length > 0) throw new Error(`${path}: cannot resolve ${specifier}`);
        resolved.set(specifier, found.path);
      }
      // One pass, so the URLs written here are not rewritten again.
      const contents = source.replace(META, (_match, specifier?: string, worker?: string) => {
        if (specifier)
          return `new URL(${JSON.stringify(fromDist(resolved.get(specifier) ?? specifier))}, import.meta.url).href`;
        if (worker) return `new URL("./${worker}.worker.js", import.meta.url)`;
        return `new URL(${JSON.stringify(fromDist(path))}, import.meta.url).href`;
      });
      return { contents, loader: path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/**
 * Third-party packages are compiled into the bundle: loading them from node_modules at every start costs a
 * package.json look-up per file (over a thousand files, most of a second). These stay in node_modules: PGlite
 * with its wasm and data files, native modules, packages that serve or read their own files or start workers.
 */
const EXTERNAL = new Set([
  "@electric-sql/pglite",
  "@node-rs/argon2",
  // Native too (fsrs-rs through NAPI-RS, the review schedule's optimizer): it loads its platform's binary package.
  "@open-spaced-repetition/binding",
  "@fastify/swagger-ui",
  // Imported on demand by a named export (`(await import("ioredis")).Redis`): a chunk made of a CommonJS module
  // would only have a default export.
  "ioredis",
  // Likewise imported on demand by named exports: the SMTP client (`createTransport`) and the password strength
  // estimator (`ZxcvbnFactory`, the common-password lists); bundled as chunks, sign-up failed with "ZxcvbnFactory is
  // not a constructor" in the production build (bench/scale-out.ts signs up on it).
  "nodemailer",
  "@zxcvbn-ts/core",
  "@zxcvbn-ts/language-common",
  "pino",
  "pino-pretty",
  "thread-stream",
  // Reads its dictionary files beside its own module (`new URL("index.aff", import.meta.url)`): compiled into a
  // chunk of dist/, it looked for dist/index.aff, and every Ukrainian word look-up of the built server failed.
  "dictionary-uk",
  // The worker-thread pool (@bible/threads) starts its threads on its own file beside its module (dist/worker.js
  // of the package), which then imports the worker file it is given.
  "piscina",
]);
const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/**
 * An external package is imported by the file esbuild resolves it to from the importer, by a path relative to
 * `dist/`, so it resolves as from the workspace package that depends on it.
 */
const thirdPartyExternal: Plugin = {
  name: "third-party-external",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === "inner" || !EXTERNAL.has(packageName(args.path))) return undefined;
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

/**
 * rate-limiter-flexible's PostgreSQL store (RateLimiterDrizzle) imports drizzle-orm at run time by a name it puts
 * together (`import(\`${getPackageName()}\`)`) so that bundlers do not see it. From `dist/` that name resolves to
 * nothing (the server package does not depend on drizzle-orm itself), so every count failed and each instance fell
 * back to its own memory: the site-wide and sign-in limits were no longer shared. Here the two imports are written
 * as plain ones, resolved from @bible/db, so the limiter gets the drizzle-orm the rest of the bundle uses. The build
 * fails if the library's code no longer has them.
 */
const limiterDrizzleImports: Plugin = {
  name: "rate-limiter-drizzle-imports",
  setup(esbuild) {
    esbuild.onLoad({ filter: /rate-limiter-flexible[\\/]lib[\\/]RateLimiterDrizzle\.js$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the library's source text, matched as written
      const main = "await importModule(`${getPackageName()}`)";
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the library's source text, matched as written
      const sqlModule = "await importModule(`${getPackageName()}/sql`, { optional: true })";
      if (!source.includes(main) || !source.includes(sqlModule)) {
        throw new Error(`${path}: rate-limiter-flexible no longer imports drizzle-orm as this build expects`);
      }
      const fromDb = async (specifier: string) => {
        const found = await esbuild.resolve(specifier, { kind: "dynamic-import", resolveDir: dbDir });
        if (found.errors.length > 0) throw new Error(`${dbDir}: cannot resolve ${specifier}`);
        return JSON.stringify(found.path);
      };
      const contents = source
        .replace(main, `await import(${await fromDb("drizzle-orm")})`)
        .replace(sqlModule, `await import(${await fromDb("drizzle-orm/sql")})`);
      return { contents, loader: "js" };
    });
  },
};

/**
 * @fastify/static requires `glob` (and through it minimatch and path-scurry) when it is loaded, for the one mode
 * that lists a folder at start (`wildcard: false`), which the server does not use: compiled in, evaluating them was a
 * share of every start. Here the require is made where glob is called, so the bundle evaluates glob only then. The
 * build fails if the library's code no longer has it.
 */
const staticGlobOnUse: Plugin = {
  name: "fastify-static-glob-on-use",
  setup(esbuild) {
    esbuild.onLoad({ filter: /@fastify[\\/]static[\\/]index\.js$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      const required = "const { glob } = require('glob')";
      if (!source.includes(required)) {
        throw new Error(`${path}: @fastify/static no longer requires glob as this build expects`);
      }
      return {
        contents: source.replace(required, "const glob = (...args) => require('glob').glob(...args)"),
        loader: "js",
      };
    });
  },
};

const started = performance.now();
// Chunk names change with their content: start from an empty folder so old ones do not pile up.
await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: resolve(serverDir, "src/main.ts"),
    ...Object.fromEntries(
      WORKERS.map((worker) => {
        const [name = "", ...path] = worker.split("/");
        return [basename(worker, ".ts"), resolve(name === "threads" ? threadsDir : packageDir(name), ...path)];
      }),
    ),
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  // What the sources import dynamically (Redis client, segmenters, verb tables…) goes into chunks of its own, read
  // when first used rather than at every start; code shared by the server and its workers too.
  splitting: true,
  target: "node22",
  // Node has had \p{…} in regular expressions since 10: written as they are, not as `new RegExp` evaluated at every
  // call (esbuild's default for this feature), which put a regex compile in every look-up of a book name or key.
  supported: { "regexp-unicode-property-escapes": true },
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
  plugins: [sourceLocations, thirdPartyExternal, limiterDrizzleImports, staticGlobOnUse],
  // CommonJS packages compiled into the ES module bundle call `require` (Node's built-ins, the external packages).
  banner: {
    js: `import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);`,
  },
});
// The entry `node dist/main.js` runs: Node's on-disk compile cache first (the bundle and the packages it imports
// are compiled once, not at every start), then the server.
await writeFile(
  resolve(outdir, "main.js"),
  `import * as nodeModule from "node:module";\nnodeModule.enableCompileCache?.();\nawait import("./server.js");\n`,
);
// A file a compiled module reads beside itself (`new URL("x", import.meta.url)`, x not a path the build rewrote from
// the sources) must be there: a package that reads its own files belongs in EXTERNAL. The build fails otherwise.
for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith(".js"))) {
  const code = await readFile(resolve(file), "utf8");
  for (const [, target] of code.matchAll(/new URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g)) {
    if (!target || /^[a-z]+:/i.test(target)) continue;
    const path = resolve(dirname(resolve(file)), target);
    if (!existsSync(path)) {
      throw new Error(
        `${relative(repoRoot, file)} reads ${target} beside itself, which is not at ${path}: add its package to EXTERNAL`,
      );
    }
  }
}
// What the bundle imports from node_modules (node's built-ins aside): the production image keeps these and what
// they depend on, and removes the packages compiled in (scripts/prune-runtime.ts).
const externals = new Set(
  Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((i) => i.external && !isBuiltin(i.path)).map((i) => i.path),
  ),
);
await writeFile(resolve(outdir, "externals.json"), `${JSON.stringify([...externals].sort(), null, 1)}\n`);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server built into ${relative(repoRoot, outdir)}: ${Object.keys(result.metafile.inputs).length} sources, ` +
    `${(bytes / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`,
);
