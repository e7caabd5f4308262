import { expect, inject, it } from "vitest";
import { newPage, useBrowser } from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

it("shows the 404 page for an unknown path and leads back home", async () => {
  const { page } = await newPage(browser());
  const response = await page.goto(`${baseUrl}/nulle-part/ici`);
  expect(response?.status()).toBe(200);
  await page.getByRole("heading", { name: "Page non trouvée" }).waitFor();
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await page.getByText("Plan de Lecture - Jour 1").waitFor();
  expect(new URL(page.url()).pathname).toBe("/");
});

it("sends the sign-in navigations of the spec to the sign-in page, with a same-origin return path only", async () => {
  const { page } = await newPage(browser());
  await page.goto(`${baseUrl}/api/auth/login?redirect=%2Fbibliotheque`);
  await page.waitForURL(`${baseUrl}/connexion?redirect=%2Fbibliotheque`);
  await page.getByRole("heading", { name: "Connexion" }).waitFor();
  await page.goto(`${baseUrl}/api/login?redirect=https%3A%2F%2Fevil.example%2F`);
  await page.waitForURL((url) => url.pathname === "/connexion");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe("/");
});
