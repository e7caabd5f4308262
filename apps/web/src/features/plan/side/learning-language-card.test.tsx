import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LearningLanguageCard } from "@/features/plan/side/learning-language-card";

describe("LearningLanguageCard", () => {
  it("offers the 12 languages by native name and marks the selected one", () => {
    const onSelect = vi.fn();
    render(<LearningLanguageCard selected="french" onSelect={onSelect} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(12);
    expect(screen.getByRole("button", { pressed: true }).textContent).toContain("Français");
    fireEvent.click(screen.getByTitle("Arabe"));
    expect(onSelect).toHaveBeenCalledWith("arabic");
  });
});
