import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VersionBadges } from "./version-badges";

describe("VersionBadges", () => {
  it("shows the compact labels with the full scale as a hint", () => {
    render(<VersionBadges difficultyLevel={2} fidelityLevel={5} />);
    expect(screen.getByText("Facile").getAttribute("title")).toBe("Difficulté: Facile");
    expect(screen.getByText("Fidèle").getAttribute("title")).toBe("Fidélité: Très fidèle");
  });

  it("reads a medium, balanced version", () => {
    render(<VersionBadges difficultyLevel={3} fidelityLevel={3} />);
    expect(screen.getByText("Moyen")).toBeTruthy();
    expect(screen.getByText("Équilibré").getAttribute("title")).toBe("Fidélité: Équilibrée");
  });
});
