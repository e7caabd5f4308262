import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import type { BibleVersion } from "@/features/chapter/versions";
import { initI18n } from "@/lib/i18n";
import { initialSelection, type LanguageSelection } from "./language-selection";
import { LanguageSelector } from "./language-selector";

function version(code: string, name: string, language: string, installed = true, levels = [3, 4]): BibleVersion {
  return {
    code,
    name,
    language,
    description: "",
    difficultyLevel: levels[0] ?? 3,
    fidelityLevel: levels[1] ?? 3,
    difficultyNote: "",
    fidelityNote: "",
    license: "",
    installed,
    distributable: installed,
  };
}

const VERSIONS: Record<string, BibleVersion[]> = {
  french: [version("LSG", "Louis Segond 1910", "french", true, [3, 4])],
  english: [
    version("KJV", "King James Version", "english", true, [4, 5]),
    version("NIV", "New International Version", "english", false),
  ],
  russian: [version("SYNOD", "Synodal", "russian")],
  arabic: [version("SVD", "Smith & Van Dyck", "arabic")],
};
const versionsOf = (language: string) => VERSIONS[language];
const defaultVersionOf = (language: string) => VERSIONS[language]?.find((v) => v.installed)?.code ?? "";

/** jsdom has no matchMedia, so the selector shows its folded (narrow screen) form first: unfold it. */
function renderSelector(initial: LanguageSelection) {
  render(<Harness initial={initial} />);
  const toggle = screen.getByRole("button", { name: /Langues de lecture/ });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  expect(screen.queryByRole("button", { name: "Ajouter une langue" })).toBeNull();
  fireEvent.click(toggle);
}

function Harness({ initial }: { initial: LanguageSelection }) {
  const [selection, setSelection] = useState(initial);
  return (
    <>
      <LanguageSelector
        selection={selection}
        onChange={setSelection}
        versionsOf={versionsOf}
        defaultVersionOf={defaultVersionOf}
        sortable
      />
      <output data-testid="selection">{JSON.stringify(selection)}</output>
    </>
  );
}

function state(): LanguageSelection {
  return JSON.parse(screen.getByTestId("selection").textContent ?? "{}");
}

function listedLanguages(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>("[data-language-item]")).map(
    (li) => li.dataset.languageItem ?? "",
  );
}

function addLanguage(name: string) {
  fireEvent.click(screen.getByRole("button", { name: "Ajouter une langue" }));
  const dialog = screen.getByRole("dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: new RegExp(`^${name}`) }));
}

beforeAll(async () => {
  await initI18n();
});

describe("LanguageSelector", () => {
  it("starts with one language, its version and indicators, and no remove button", () => {
    renderSelector(initialSelection("french", defaultVersionOf));
    expect(listedLanguages()).toEqual(["french"]);
    expect(screen.getByRole("combobox", { name: /Version de la Bible \(Français\)/ }).textContent).toContain(
      "LSG - Louis Segond 1910",
    );
    expect(screen.getByText("Moyen")).toBeTruthy();
    expect(screen.getByText("Fidèle")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Retirer la langue/ })).toBeNull();
  });

  it("offers only unselected languages with their default version, and adds with that version", () => {
    renderSelector(initialSelection("french", defaultVersionOf));
    fireEvent.click(screen.getByRole("button", { name: "Ajouter une langue" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).queryByRole("button", { name: /^Français/ })).toBeNull();
    const english = within(dialog).getByRole("button", { name: /^Anglais/ });
    expect(english.textContent).toContain("Version par défaut : KJV - King James Version");
    expect(within(dialog).getAllByRole("button", { name: /Version par défaut/ })).toHaveLength(11);
    fireEvent.click(english);
    expect(state()).toEqual({ languages: ["french", "english"], versions: { french: "LSG", english: "KJV" } });
    expect(screen.getAllByRole("button", { name: /Retirer la langue/ })).toHaveLength(2);
  });

  it("stops at 3 languages: the add button disappears", () => {
    renderSelector(initialSelection("french", defaultVersionOf));
    addLanguage("Anglais");
    addLanguage("Russe");
    expect(listedLanguages()).toEqual(["french", "english", "russian"]);
    expect(screen.queryByRole("button", { name: "Ajouter une langue" })).toBeNull();
  });

  it("removes a language with its version entry, and keeps the last one", () => {
    renderSelector(initialSelection("french", defaultVersionOf));
    addLanguage("Anglais");
    fireEvent.click(screen.getByRole("button", { name: "Retirer la langue Français" }));
    expect(state()).toEqual({ languages: ["english"], versions: { english: "KJV" } });
    expect(screen.queryByRole("button", { name: /Retirer la langue/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Ajouter une langue" })).toBeTruthy();
  });
});
