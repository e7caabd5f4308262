import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { earlyScripts } from "./build/early-scripts";
import { precompress } from "./build/precompress";

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
    // Everything the first page needs (the entry's static imports) in one chunk beside the entry, not one file
    // per shared module: the ~45 small files each took a request, and over HTTP/1.1's six connections they queued
    // the reader's chapter request behind them (issue 18). Lazy routes still get their own chunks.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } } },
  },
});
