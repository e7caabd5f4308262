import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { plainText, renderWithI18n, renderWithRouter } from "@/test/render-with-i18n";
import { type Bookmark, BookmarkCard } from "./bookmark-card";
import { type SavedQa, SavedQaCard } from "./saved-qa-card";

const bookmark: Bookmark = {
  id: 11,
  book: "John",
  bookId: "John",
  chapter: 3,
  verse: 16,
  text: "Car Dieu a tant aimé le monde",
  language: "french",
  addedAt: "2026-03-05T12:00:00.000Z",
};

const saved: SavedQa = {
  id: 21,
  book: "Romans",
  bookId: "Rom",
  chapter: 8,
  question: "Que veut dire « aucune condamnation » ?",
  answer: "Paul affirme que:\n\n- la loi de l'Esprit **affranchit**\n- [lien](javascript:alert(1))",
  savedAt: "2026-03-06T12:00:00.000Z",
};

describe("BookmarkCard", () => {
  it("shows the reference in the interface language, the language, text and date", async () => {
    await renderWithRouter(<BookmarkCard bookmark={bookmark} onCopy={() => {}} onDelete={() => {}} />);
    expect(await screen.findByText(plainText("Jean 3:16"))).toBeTruthy();
    expect(screen.getByText("Français")).toBeTruthy();
    expect(screen.getByText("Car Dieu a tant aimé le monde")).toBeTruthy();
    expect(screen.getByText("Sauvegardé le 5 mars 2026")).toBeTruthy();
  });

  it("opens the chapter in the reader", async () => {
    await renderWithRouter(<BookmarkCard bookmark={bookmark} onCopy={() => {}} onDelete={() => {}} />);
    const link = await screen.findByRole("link", { name: "Ouvrir dans le lecteur" });
    expect(link.getAttribute("href")).toBe("/lire?book=John&chapter=3");
  });

  it("copies with the reference it shows", async () => {
    const onCopy = vi.fn();
    await renderWithRouter(<BookmarkCard bookmark={bookmark} onCopy={onCopy} onDelete={() => {}} />, "en");
    fireEvent.click(await screen.findByRole("button", { name: "Copy" }));
    expect(onCopy).toHaveBeenCalledWith(bookmark, "John 3:16");
  });

  it("asks before deleting", async () => {
    const onDelete = vi.fn();
    await renderWithRouter(<BookmarkCard bookmark={bookmark} onCopy={() => {}} onDelete={onDelete} />);
    fireEvent.click(await screen.findByRole("button", { name: "Supprimer" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("Êtes-vous sûr de vouloir supprimer ce passage ?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(onDelete).toHaveBeenCalledWith(bookmark);
  });
});

describe("SavedQaCard", () => {
  it("shows the chapter, date, question and the answer as safe markdown", async () => {
    const { container } = await renderWithI18n(<SavedQaCard entry={saved} onCopy={() => {}} onRemove={() => {}} />);
    expect(screen.getByText(plainText("Romains 8"))).toBeTruthy();
    expect(screen.getByText("Sauvegardé le 6 mars 2026")).toBeTruthy();
    expect(screen.getByText("Que veut dire « aucune condamnation » ?")).toBeTruthy();
    expect(screen.getByText("affranchit").tagName).toBe("STRONG");
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(container.innerHTML).not.toContain("javascript:");
  });

  it("copies and removes without asking", async () => {
    const onCopy = vi.fn();
    const onRemove = vi.fn();
    await renderWithI18n(<SavedQaCard entry={saved} onCopy={onCopy} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole("button", { name: "Copier" }));
    expect(onCopy).toHaveBeenCalledWith(saved, "Romains 8");
    fireEvent.click(screen.getByRole("button", { name: "Retirer" }));
    expect(onRemove).toHaveBeenCalledWith(saved);
  });
});
