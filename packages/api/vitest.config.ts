import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One PGlite per file is memory-hungry; files run one after another on this shared machine.
    fileParallelism: false,
  },
});
