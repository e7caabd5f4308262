import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

// End-to-end tests: Debian's Chromium against the built SPA served by the real server. Run by `test:e2e`,
// never by the unit test run. One file at a time: the machine is shared and a browser is heavy.
export default defineConfig({
  root: resolve(import.meta.dirname, ".."),
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
