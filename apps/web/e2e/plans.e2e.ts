import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
});

/** The progress line without the direction isolates around "1 / 365". */
async function progressText() {
  return (await page.getByTestId("plan-progress").textContent())?.replace(/[\u2066\u2069]/g, "");
}

afterAll(async () => {
  await browser?.close();
});

async function choosePlan(code: string) {
  await page.getByTestId("plan-choose").click();
  await page.getByTestId(`plan-option-${code}`).waitFor();
  await page.getByTestId(`plan-start-${code}`).click();
}

describe("choosing a reading plan", () => {
  it("lists the four plans and starts the whole Bible in a year today", async () => {
    await page.goto(baseUrl);
    await page.getByTestId("plan-title").getByText("Plan de Lecture - Jour 1").waitFor();
    await page.getByTestId("plan-choose").click();
    for (const code of ["story-365", "bible-365", "mcheyne", "nt-90"]) {
      await page.getByTestId(`plan-option-${code}`).waitFor();
    }
    expect(await page.getByTestId("plan-option-bible-365").textContent()).toContain("La Bible entière en un an");
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    expect(await page.getByTestId("plan-start-date").inputValue()).toBe(today);
    await page.getByTestId("plan-start-bible-365").click();

    await page.getByTestId("plan-name").getByText("La Bible entière en un an", { exact: false }).waitFor();
    await page.getByTestId("plan-title").getByText("Plan de Lecture - Jour 1").waitFor();
    expect(await page.getByTestId("passage-title").textContent()).toBe("Genèse 1-3");
    const headings = page.getByTestId("plan-reading-reference");
    await headings.nth(2).waitFor();
    expect((await headings.allTextContents()).map((h) => h.replace(/[\u2066\u2069]/g, ""))).toEqual([
      "Genèse 1:1-31",
      "Genèse 2:1-25",
      "Genèse 3:1-24",
    ]);
    await page.getByTestId("plan-reading").nth(2).locator('[data-verse="24"]').waitFor();
    expect(await progressText()).toBe("0 / 365 jours · 0% complété");
    expect(await page.getByTestId("plan-streak").textContent()).toBe("Jours d'affilée : 0");
  });

  it("marks day 1 done and sees 1 / 365 and a streak of one day", async () => {
    await page.getByTestId("passage-complete").click();
    await page.getByTestId("passage-complete").getByText("Jour terminé").waitFor();
    await page
      .getByTestId("plan-progress")
      .getByText(/^\u20661 \/ 365\u2069 jours/)
      .waitFor();
    expect(await progressText()).toBe("1 / 365 jours · 0% complété");
    expect(await page.getByTestId("plan-streak").textContent()).toBe("Jours d'affilée : 1");
    await page.reload();
    await page
      .getByTestId("plan-progress")
      .getByText(/^\u20661 \/ 365\u2069 jours/)
      .waitFor();
    expect(await page.getByTestId("passage-complete").textContent()).toContain("Jour terminé");
  });

  it("switches to M'Cheyne and reads its four readings of day 1", async () => {
    await choosePlan("mcheyne");
    await page.getByTestId("plan-name").getByText("Plan de lecture de M'Cheyne", { exact: false }).waitFor();
    const headings = page.getByTestId("plan-reading-reference");
    await headings.nth(3).waitFor();
    expect((await headings.allTextContents()).map((h) => h.replace(/[\u2066\u2069]/g, ""))).toEqual([
      "Genèse 1:1-31",
      "Matthieu 1:1-25",
      "Esdras 1:1-11",
      "Actes 1:1-26",
    ]);
    expect(await progressText()).toBe("0 / 365 jours · 0% complété");
  });

  it("starts the New Testament on an earlier date and catches up a missed day", async () => {
    const twoDaysAgo = await page.evaluate(() => {
      const at = new Date();
      at.setDate(at.getDate() - 2);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
    });
    await page.getByTestId("plan-choose").click();
    await page.getByTestId("plan-start-date").fill(twoDaysAgo);
    await page.getByTestId("plan-start-nt-90").click();
    await page.getByTestId("plan-title").getByText("Plan de Lecture - Jour 3").waitFor();
    const missed = page.getByTestId("plan-missed");
    await missed.getByText("Jours à rattraper (2) :").waitFor();
    await missed.getByRole("button", { name: "Jour 1" }).click();
    await page.getByTestId("plan-title").getByText("Plan de Lecture - Jour 1").waitFor();
    await page.getByTestId("passage-complete").click();
    await page
      .getByTestId("plan-progress")
      .getByText(/^\u20661 \/ 90\u2069 jours/)
      .waitFor();
    await page.getByTestId("plan-missed").getByText("Jours à rattraper (1) :").waitFor();
    await page.getByRole("button", { name: "Revenir à aujourd'hui (jour 3)" }).click();
    await page.getByTestId("plan-title").getByText("Plan de Lecture - Jour 3").waitFor();
    // Tomorrow's reading can be read ahead, not marked done before its date.
    await page.getByTestId("plan-next").click();
    await page.getByTestId("plan-title").getByText("Plan de Lecture - Jour 4").waitFor();
    const complete = page.getByTestId("passage-complete");
    await complete.getByText("Jour à venir").waitFor();
    expect(await complete.isDisabled()).toBe(true);
  });

  it("moves the guest's plans into the new account at sign-up", async () => {
    await page.getByTestId("sign-in").click();
    await page.getByTestId("auth-switch").click();
    await page.getByLabel("Adresse e-mail").fill(`plans.${Date.now()}@example.com`);
    await page.getByLabel("Mot de passe").fill("correct horse battery");
    await page.getByTestId("auth-submit").click();
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForFunction(() => localStorage.getItem("readingPlans") === null);
    const plans = await page.evaluate(async () => (await fetch("/api/plans")).json());
    const followed = Object.fromEntries(
      plans.map((p: { code: string; followed: { active: boolean; progress: { completedDays: number } } | null }) => [
        p.code,
        p.followed && { active: p.followed.active, done: p.followed.progress.completedDays },
      ]),
    );
    expect(followed).toEqual({
      "story-365": null,
      "bible-365": { active: false, done: 1 },
      mcheyne: { active: false, done: 0 },
      "nt-90": { active: true, done: 1 },
    });
    await page
      .getByTestId("plan-progress")
      .getByText(/^\u20661 \/ 90\u2069 jours/)
      .waitFor();
  });
});
