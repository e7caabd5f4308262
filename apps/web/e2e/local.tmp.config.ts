import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
export default defineConfig({
  root: resolve(import.meta.dirname, ".."),
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["e2e/local-setup.tmp.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
