import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContextSentence } from "@/features/word/context-sentence";

describe("ContextSentence", () => {
  it("highlights the bracketed word and drops the brackets", () => {
    render(<ContextSentence text="Au [commencement], Dieu créa les cieux et la terre." lang="fr" />);
    expect(screen.getByTestId("word-context").textContent).toBe("Au commencement, Dieu créa les cieux et la terre.");
    expect(screen.getByText("commencement").tagName).toBe("MARK");
  });

  it("shows a sentence without brackets as it is", () => {
    render(<ContextSentence text="起初，神創造天地。" />);
    expect(screen.getByTestId("word-context").textContent).toBe("起初，神創造天地。");
    expect(screen.getByTestId("word-context").querySelector("mark")).toBeNull();
  });
});
