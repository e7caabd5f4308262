import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { initI18n } from "@/lib/i18n";

// Components render with the real French bundle, as a first visit would.
beforeAll(async () => {
  await initI18n();
});

afterEach(() => cleanup());
