import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import fr from "@bible/i18n/locales/fr.json";
import type { Plugin } from "vite";
import { EARLY_TEXT_KEYS } from "../src/features/reader/early/texts";
import { bundleScript } from "./script-bundle";

const BOOT = fileURLToPath(new URL("../src/features/reader/early/boot.ts", import.meta.url));
const DRAW = fileURLToPath(new URL("../src/features/reader/early/draw.ts", import.meta.url));
/** The app's start module (src/start.tsx), which main.tsx imports once the early reader painted. */
export const APP_START = /[\\/]src[\\/]start\.tsx$/;
/** Where index.html takes boot.ts: after the charset and before the module files Vite adds at the end of <head>. */
const MARKER = "<!--early-scripts-->";
/** Where the dev server answers draw.ts's bundle (the build writes a hashed file under assets/). */
const DEV_DRAW_URL = "/@early/draw.js";

/** fr.json's texts for the keys the early reader shows; a key missing from fr.json fails the build. */
function frenchTexts(): Record<string, string> {
  const french: Record<string, string> = fr;
  return Object.fromEntries(
    EARLY_TEXT_KEYS.map((key) => {
      const text = french[key];
      if (text === undefined) throw new Error(`fr.json has no text for ${key} (features/reader/early/texts.ts)`);
      return [key, text];
    }),
  );
}

/**
 * The scripts that start the reader before the app's code ran (issue 18), written in TypeScript beside the reader
 * (features/reader/early/) and bundled here on their own, outside the app's chunk graph:
 * - boot.ts, inlined in index.html's <head> before the module files (at <!--early-scripts-->): the browser runs it as it reads the page, so the chapter request
 *   and draw.ts leave before the ~45 module files take its connections. It learns the reader's code chunks (the
 *   /lire route's chunk and what it imports beyond the main bundle) and draw.ts's file name from the build.
 * - draw.ts, a hashed file under assets/ (cached a year like the others), with fr.json's texts for what it shows.
 * - the app's chunk (src/start.tsx, vite.config.ts), which the entry imports only once that drawing painted, is
 *   preloaded from index.html like the entry's own imports.
 * The server allows the inline script by its hash in the Content-Security-Policy (apps/server/src/http/static.ts).
 */
export function earlyScripts(): Plugin {
  let drawFile = DEV_DRAW_URL;
  let drawCode: Promise<string> | undefined;
  const drawBundle = () => {
    drawCode ??= bundleScript(DRAW, { EARLY_FRENCH: frenchTexts() });
    return drawCode;
  };
  return {
    name: "bible:early-scripts",
    async buildStart() {
      drawCode = undefined;
      if (this.meta.watchMode) return;
      const source = await drawBundle();
      const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
      const fileName = `assets/early-reader-${hash}.js`;
      this.emitFile({ type: "asset", fileName, source });
      drawFile = `/${fileName}`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_DRAW_URL, (_request, response, next) => {
        drawCode = undefined;
        drawBundle()
          .then((code) => {
            response.setHeader("content-type", "text/javascript");
            response.end(code);
          })
          .catch(next);
      });
    },
    transformIndexHtml: {
      order: "post",
      async handler(html, { bundle: output }) {
        if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER} for the early script`);
        const chunks = Object.values(output ?? {}).flatMap((o) => (o.type === "chunk" ? [o] : []));
        // The app's chunk and what it imports, preloaded beside the entry (which imports it only once the reader
        // drawn early has painted); with the entry, what every page loads.
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const main = new Set<string>();
        const visit = (name: string) => {
          if (main.has(name)) return;
          main.add(name);
          for (const imported of byName.get(name)?.imports ?? []) visit(imported);
        };
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => APP_START.test(id)));
        if (output && !app) throw new Error("no chunk for src/start.tsx (vite.config.ts codeSplitting)");
        for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
        const preloaded = new Set(main);
        if (app) visit(app.fileName);
        const appPreloads = [...main]
          .filter((file) => !preloaded.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join("\n    ");
        const reader = chunks.find(
          (chunk) => chunk.isDynamicEntry && /[\\/]routes[\\/]lire\.tsx/.test(chunk.facadeModuleId ?? ""),
        );
        const readerChunks = reader
          ? [reader.fileName, ...reader.imports].filter((file) => !main.has(file)).map((file) => `/${file}`)
          : [];
        const boot = await bundleScript(BOOT, { READER_CHUNKS: readerChunks, EARLY_READER_URL: drawFile });
        if (/<\/script|<!--/i.test(boot)) throw new Error("the early script would end its <script> element");
        const withBoot = html.replace(MARKER, `<script>${boot.trimEnd()}</script>`);
        return appPreloads ? withBoot.replace("</head>", `  ${appPreloads}\n  </head>`) : withBoot;
      },
    },
  };
}
