import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { plainText, renderWithRouter } from "@/test/render-with-i18n";
import { CommunitySubmissions } from "./community-submissions";

const question = (id: number, status: "pending" | "approved" | "rejected") => ({
  id,
  book: "John",
  bookId: "John",
  chapter: 3,
  category: "theology" as const,
  question: `Question ${id}`,
  status,
  createdAt: "2026-03-05T12:00:00.000Z",
});

describe("CommunitySubmissions", () => {
  it("says where each question and comment stands in moderation, in the spec's French", async () => {
    await renderWithRouter(
      <CommunitySubmissions
        submissions={{
          questions: [question(1, "approved"), question(2, "pending"), question(3, "rejected")],
          comments: [
            {
              id: 7,
              questionId: 1,
              question: "Question 1",
              content: "Mon commentaire",
              status: "approved",
              createdAt: "2026-03-06T12:00:00.000Z",
            },
          ],
        }}
      />,
    );
    const questions = await screen.findAllByTestId("my-question");
    expect(questions.map((card) => within(card).getByTestId("submission-status").textContent)).toEqual([
      "Publiée",
      "En attente de modération",
      "Refusée",
    ]);
    expect(within(questions[0] as HTMLElement).getByText(plainText("Jean 3"))).toBeTruthy();
    const [comment] = screen.getAllByTestId("my-comment");
    expect(within(comment as HTMLElement).getByTestId("submission-status").textContent).toBe("Publié");
  });

  it("invites a first contribution when there is none", async () => {
    await renderWithRouter(<CommunitySubmissions submissions={{ questions: [], comments: [] }} />);
    expect(await screen.findByText("Aucune contribution à la communauté")).toBeTruthy();
  });
});
