import { build } from "esbuild";

/**
 * One self-contained classic script (no imports at run time), minified, for what runs outside the app's chunk
 * graph (the early reader, the service worker); `define` names the build's values, each written as JSON.
 */
export async function bundleScript(entry: string, define: Record<string, unknown>): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "silent",
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return code;
}
