import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInHref } from "@/lib/navigation";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/lire?book=Genesis#v3")).toBe("/lire?book=Genesis#v3");
    expect(safeRedirectPath("/vocabulaire")).toBe("/vocabulaire");
  });

  it("refuses other origins and anything that is not a path", () => {
    for (const value of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/\r\n/evil.example",
      "/.//evil.example",
      "/x/..//evil.example",
      "",
      42,
    ]) {
      expect(safeRedirectPath(value)).toBe("/");
    }
  });
});

describe("signInHref", () => {
  it("goes through /api/login and comes back to the page", () => {
    expect(signInHref("/bibliotheque")).toBe("/api/login?redirect=%2Fbibliotheque");
  });

  it("never sends the reader back to the sign-in page itself", () => {
    expect(signInHref("/connexion?redirect=%2Flire")).toBe("/api/login?redirect=%2F");
  });
});
