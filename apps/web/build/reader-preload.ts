import type { Plugin } from "vite";

/**
 * Names the reader's code chunks (the /lire route's split component and what it imports beyond the main bundle)
 * in index.html, for `public/early-chapters.js` to preload on /lire only: the reader's code then downloads
 * beside the main bundle instead of after it ran.
 */
export function readerPreload(): Plugin {
  return {
    name: "bible:reader-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [output] : []));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const main = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const reader = chunks.find(
          (chunk) => chunk.isDynamicEntry && /[\\/]routes[\\/]lire\.tsx/.test(chunk.facadeModuleId ?? ""),
        );
        if (!reader) return [];
        const files = [reader.fileName, ...reader.imports].filter((file) => !main.has(file));
        return [
          {
            tag: "meta",
            attrs: { name: "reader-chunks", content: files.map((file) => `/${file}`).join(" ") },
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}
