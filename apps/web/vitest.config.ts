import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // jsdom renders a Radix select of Psalms' 150 chapters in ~2.5 s on a quiet core; the machine is shared
    // (load 10 on 2 cores doubled it past vitest's 5 s default in a full run).
    testTimeout: 20_000,
  },
});
