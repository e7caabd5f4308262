import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "@/test/render-with-i18n";
import { type ReviewCardData, ReviewCardFace } from "./review-card";

function card(word: Partial<ReviewCardData["word"]> = {}): ReviewCardData {
  return {
    id: 3,
    direction: "recognition",
    due: "2026-03-05T12:00:00.000Z",
    state: 0,
    reps: 0,
    lapses: 0,
    scheduledDays: 0,
    lastReview: null,
    word: {
      id: 7,
      word: "lumière",
      definition: "Ce qui éclaire",
      context: "Que la [lumière] soit !",
      language: "french",
      grammaticalInfo: { type: "nom", translation: "light", infinitive: null, pronunciation: null, conjugations: null },
      original: { strongs: "H216", lemma: "אוֹר" },
      place: { book: "Genesis", bookId: "Gen", chapter: 1, verse: 3, version: "LSG" },
      parallel: null,
      addedAt: "2026-03-05T12:00:00.000Z",
      updatedAt: "2026-03-05T12:00:00.000Z",
      ...word,
    },
  };
}

describe("ReviewCardFace", () => {
  it("gives the verse in the reader's language as the hint of the cloze, and after the answer of a recognition", async () => {
    const parallel = { language: "english", version: "KJV", text: "And God said, Let there be light" };
    const recall = { ...card({ parallel }), direction: "recall" as const };
    const { unmount } = await renderWithI18n(<ReviewCardFace card={recall} shown={false} />);
    expect(screen.getByTestId("review-blank")).toBeTruthy();
    expect(screen.getByTestId("review-context").textContent).not.toContain("lumière");
    const hint = screen.getByTestId("review-parallel");
    expect(hint.textContent).toContain("Le verset dans votre langue");
    expect(hint.querySelector("blockquote")?.getAttribute("lang")).toBe("en");
    unmount();
    const recognition = await renderWithI18n(<ReviewCardFace card={card({ parallel })} shown={false} />);
    expect(screen.queryByTestId("review-parallel")).toBeNull();
    recognition.unmount();
    await renderWithI18n(<ReviewCardFace card={card({ parallel })} shown />);
    expect(screen.getByTestId("review-parallel").textContent).toContain("Let there be light");
  });

  it("shows the original word, its Strong's number and the verse in the answer", async () => {
    await renderWithI18n(<ReviewCardFace card={card()} shown />);
    const original = screen.getByTestId("review-original");
    expect(original.textContent).toBe("אוֹרH216");
    expect(original.querySelector("[lang=he]")?.getAttribute("dir")).toBe("rtl");
    expect(screen.getByText("Mot original")).toBeTruthy();
    expect(screen.getByTestId("review-place").textContent?.replace(/[\u2066-\u2069]/g, "")).toBe("Genèse 1:3");
    expect(screen.getByText("light")).toBeTruthy();
    expect(screen.getByText("Ce qui éclaire")).toBeTruthy();
  });

  it("leaves both out when the word was saved without its verse, and before the answer is shown", async () => {
    const { unmount } = await renderWithI18n(<ReviewCardFace card={card()} shown={false} />);
    expect(screen.queryByTestId("review-original")).toBeNull();
    unmount();
    await renderWithI18n(<ReviewCardFace card={card({ original: null, place: null })} shown />);
    expect(screen.getByTestId("review-answer")).toBeTruthy();
    expect(screen.queryByTestId("review-original")).toBeNull();
    expect(screen.queryByTestId("review-place")).toBeNull();
  });
});
