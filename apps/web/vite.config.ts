import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { APP_START, earlyScripts } from "./build/early-scripts";
import { precompress } from "./build/precompress";
import { serviceWorker } from "./build/service-worker";
import { webManifests } from "./build/web-manifest";

// `pnpm dev` runs the server on PORT (3000) and this dev server on WEB_PORT (5173), which forwards the API to the
// server: the same variables as the README's table, so two checkouts can share a machine.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

export default defineConfig({
  // The router plugin must run before React's so it can split route files first. The home page is
  // not split off: it is the first screen most readers see, and a separate chunk would only add a round trip.
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === "/" ? [] : undefined) },
    }),
    react(),
    tailwindcss(),
    earlyScripts(),
    webManifests(),
    // After every other file of the build is in the bundle: the worker precaches them all.
    serviceWorker(),
    precompress(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      "/api": apiTarget,
      "/trpc": apiTarget,
      "/healthz": apiTarget,
      "/readyz": apiTarget,
    },
  },
  build: {
    target: "es2022",
    // The app (start.tsx and everything it imports) in one chunk, not one file per shared module: the ~45 small
    // files each took a request and, over HTTP/1.1's six connections, queued the reader's chapter request behind
    // them (issue 18). The entry (main.tsx) only loads it; lazy routes keep their own chunks; build/early-scripts.ts
    // preloads it from index.html.
    // Vite's preload helper, which the entry uses to import the app, in a chunk of its own (else the entry would
    // import it from the app's chunk, and so evaluate the app at once).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "preload-helper", test: /vite[\\/]preload-helper/, priority: 1 },
            { name: "app", test: APP_START },
          ],
        },
      },
    },
    // That chunk is about 680 KB before compression (177 KB brotli, within the 200 KB budget bench/web-budget.ts
    // checks): above Vite's 500 KB warning by design.
    chunkSizeWarningLimit: 800,
  },
});
