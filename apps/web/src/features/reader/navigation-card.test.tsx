import { BOOKS } from "@bible/canon";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ReaderPosition } from "./navigation";
import { NavigationCard } from "./navigation-card";

function book(osis: string) {
  const found = BOOKS.find((b) => b.osis === osis);
  if (!found) throw new Error(`no book ${osis}`);
  return found;
}

function renderCard(position: ReaderPosition) {
  const onNavigate = vi.fn<(position: ReaderPosition) => void>();
  render(<NavigationCard position={position} interfaceLanguage="fr" onNavigate={onNavigate} />);
  return onNavigate;
}

describe("NavigationCard", () => {
  it("shows the book and chapter read in its selects, and lists the book's chapters when opened", () => {
    const onNavigate = renderCard({ book: book("Ps"), chapter: 119 });
    expect(screen.getByRole("combobox", { name: "Livre" }).textContent).toContain("Psaumes");
    const chapter = screen.getByRole("combobox", { name: "Chapitre" });
    expect(chapter.textContent).toContain("119");
    fireEvent.keyDown(chapter, { key: "Enter" });
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(150);
    fireEvent.click(screen.getByRole("option", { name: "120" }));
    expect(onNavigate).toHaveBeenLastCalledWith({ book: book("Ps"), chapter: 120 });
  });

  it("goes to the next book starting with a letter typed on the closed book select", () => {
    const onNavigate = renderCard({ book: book("Ps"), chapter: 119 });
    const books = screen.getByRole("combobox", { name: "Livre" });
    fireEvent.focus(books);
    fireEvent.keyDown(books, { key: "J" });
    // After Psaumes, in the Bible's order: Jérémie (52 chapters, so chapter 1).
    expect(onNavigate).toHaveBeenLastCalledWith({ book: book("Jer"), chapter: 1 });
  });
});
