import { describe, expect, it } from "vitest";
import { formatReference, qaCopyText, verseCopyText } from "./copy-text";

describe("copy texts", () => {
  it("copies a verse as quote - reference", () => {
    expect(verseCopyText("Car Dieu a tant aimé le monde ", "Jean 3:16")).toBe(
      '"Car Dieu a tant aimé le monde" - Jean 3:16',
    );
  });

  it("copies a Q&A with its question, answer and chapter", () => {
    expect(qaCopyText("Qui parle ?", "**Jésus** parle à Nicodème.", "Jean 3")).toBe(
      "Qui parle ?\n\n**Jésus** parle à Nicodème.\n\n- Jean 3",
    );
  });

  it("writes a reference with or without a verse", () => {
    expect(formatReference("Jean", 3, 16)).toBe("Jean 3:16");
    expect(formatReference("Jean", 3)).toBe("Jean 3");
    expect(formatReference("Jean", 3, null)).toBe("Jean 3");
  });
});
