import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "@/test/render-with-i18n";
import { type VocabularyWord, WordCard } from "./word-card";

const context =
  "Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point.";

function word(overrides: Partial<VocabularyWord> = {}): VocabularyWord {
  return {
    id: 7,
    word: "aimé",
    definition: "Participe passé du verbe aimer : avoir de l'affection pour quelqu'un.",
    context,
    language: "french",
    grammaticalInfo: {
      type: "verbe",
      translation: "loved",
      infinitive: "aimer",
      pronunciation: null,
      conjugations: null,
    },
    original: null,
    place: null,
    parallel: null,
    addedAt: "2026-03-05T12:00:00.000Z",
    updatedAt: "2026-03-05T12:00:00.000Z",
    ...overrides,
  };
}

describe("WordCard", () => {
  it("shows the word with its pronunciation placeholder, type, translation, definition and date", async () => {
    await renderWithI18n(<WordCard word={word()} onDelete={() => {}} />);
    expect(screen.getByRole("heading", { name: "aimé" })).toBeTruthy();
    expect(screen.getByText("/.../")).toBeTruthy();
    expect(screen.getByText("verbe")).toBeTruthy();
    expect(screen.getByText("loved")).toBeTruthy();
    expect(screen.getByText(/avoir de l'affection/)).toBeTruthy();
    expect(screen.getByText("Ajouté le 5 mars 2026")).toBeTruthy();
  });

  it("shows only the first 80 characters of the context", async () => {
    await renderWithI18n(<WordCard word={word()} onDelete={() => {}} />);
    const shown = screen.getByTitle(context).textContent ?? "";
    expect(shown).toBe(`${context.slice(0, 80).trimEnd()}…`);
  });

  it("formats the date in the interface language", async () => {
    await renderWithI18n(<WordCard word={word()} onDelete={() => {}} />, "en");
    expect(screen.getByText("Added on 5 March 2026")).toBeTruthy();
  });

  it("shows the review action it is given beside the delete button", async () => {
    await renderWithI18n(
      <WordCard word={word()} onDelete={() => {}} review={<button type="button">Réviser</button>} />,
    );
    expect(screen.getByRole("button", { name: "Réviser" })).toBeTruthy();
  });

  it("deletes only after the confirmation", async () => {
    const onDelete = vi.fn();
    await renderWithI18n(<WordCard word={word()} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole("button", { name: "Supprimer" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("Êtes-vous sûr de vouloir supprimer ce mot ?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Supprimer" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Supprimer" }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("keeps a given pronunciation", async () => {
    const withPronunciation = word({ grammaticalInfo: { ...word().grammaticalInfo, pronunciation: "e.me" } });
    await renderWithI18n(<WordCard word={withPronunciation} onDelete={() => {}} />);
    expect(screen.getByText("/e.me/")).toBeTruthy();
  });
});
