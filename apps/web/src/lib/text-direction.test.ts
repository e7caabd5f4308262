import { describe, expect, it } from "vitest";
import { contentLanguageProps } from "./text-direction";

describe("contentLanguageProps", () => {
  it("marks known languages with their code and direction", () => {
    expect(contentLanguageProps("french")).toEqual({ lang: "fr", dir: "ltr" });
    expect(contentLanguageProps("arabic")).toEqual({ lang: "ar", dir: "rtl" });
    expect(contentLanguageProps("ko")).toEqual({ lang: "ko", dir: "ltr" });
  });

  it("lets the browser decide for an unknown language", () => {
    expect(contentLanguageProps("latin")).toEqual({ dir: "auto" });
    expect(contentLanguageProps(null)).toEqual({ dir: "auto" });
  });
});
