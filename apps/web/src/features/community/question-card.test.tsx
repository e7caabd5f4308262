import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { plainText, renderWithI18n } from "@/test/render-with-i18n";
import { type CommunityQuestion, QuestionCard } from "./question-card";

function question(overrides: Partial<CommunityQuestion> = {}): CommunityQuestion {
  return {
    id: 3,
    book: "John",
    bookId: "John",
    chapter: 3,
    language: "french",
    category: "theology",
    question: "Que signifie naître de nouveau ?",
    answer: "Jésus parle d'une **naissance spirituelle** ([voir](https://example.org)).",
    views: 1,
    votes: 4,
    commentCount: 2,
    createdAt: "2026-03-05T12:00:00.000Z",
    ...overrides,
  };
}

const noop = () => {};

describe("QuestionCard", () => {
  it("shows the reference, translated category, question, markdown answer, views and date", async () => {
    await renderWithI18n(
      <QuestionCard
        question={question()}
        myVote={undefined}
        onVote={noop}
        commentsOpen={false}
        onToggleComments={noop}
      />,
    );
    expect(screen.getByText(plainText("Jean 3"))).toBeTruthy();
    expect(screen.getByText("Théologie")).toBeTruthy();
    expect(screen.getByText("Que signifie naître de nouveau ?")).toBeTruthy();
    expect(screen.getByText("naissance spirituelle").tagName).toBe("STRONG");
    expect(screen.getByText("1 vue")).toBeTruthy();
    expect(screen.getByText("Publiée le 5 mars 2026")).toBeTruthy();
  });

  it("names the book and category in the interface language and counts views in the plural", async () => {
    await renderWithI18n(
      <QuestionCard
        question={question({ category: "history", views: 12, bookId: "1Cor", chapter: 13 })}
        myVote={undefined}
        onVote={noop}
        commentsOpen={false}
        onToggleComments={noop}
      />,
      "en",
    );
    expect(screen.getByText(plainText("1 Corinthians 13"))).toBeTruthy();
    expect(screen.getByText("History")).toBeTruthy();
    expect(screen.getByText("12 views")).toBeTruthy();
  });

  it("highlights the reader's own vote and reports clicks on the arrows", async () => {
    const onVote = vi.fn();
    await renderWithI18n(
      <QuestionCard question={question()} myVote={1} onVote={onVote} commentsOpen={false} onToggleComments={noop} />,
    );
    const up = screen.getByRole("button", { name: "Voter pour" });
    const down = screen.getByRole("button", { name: "Voter contre" });
    expect(up.getAttribute("aria-pressed")).toBe("true");
    expect(down.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("vote-total").textContent).toBe("4");
    fireEvent.click(down);
    expect(onVote).toHaveBeenCalledWith(-1);
  });

  it("shows the thread only when its toggle is open", async () => {
    const onToggle = vi.fn();
    const { rerender } = await renderWithI18n(
      <QuestionCard
        question={question()}
        myVote={undefined}
        onVote={noop}
        commentsOpen={false}
        onToggleComments={onToggle}
      >
        <p>fil de discussion</p>
      </QuestionCard>,
    );
    expect(screen.queryByText("fil de discussion")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Afficher les commentaires/ }));
    expect(onToggle).toHaveBeenCalled();
    rerender(
      <QuestionCard question={question()} myVote={undefined} onVote={noop} commentsOpen onToggleComments={onToggle}>
        <p>fil de discussion</p>
      </QuestionCard>,
    );
    expect(screen.getByText("fil de discussion")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Masquer les commentaires/ }).getAttribute("aria-expanded")).toBe("true");
  });
});
