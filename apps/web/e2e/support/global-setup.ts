import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { REPO_ROOT, startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(REPO_ROOT, "apps/web/dist/index.html"))) {
    throw new Error(
      "apps/web/dist is missing: the e2e script builds the app first (pnpm --filter @bible/web test:e2e)",
    );
  }
  const server = await startServer();
  project.provide("baseUrl", server.url);
  return () => server.stop();
}
