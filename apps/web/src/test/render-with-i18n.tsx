import en from "@bible/i18n/locales/en.json";
import fr from "@bible/i18n/locales/fr.json";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";

/** An i18next instance configured like the app's (flat keys, French fallback) with French and English loaded. */
export async function createTestI18n(language: "fr" | "en" = "fr") {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { fr: { translation: fr }, en: { translation: en } },
    lng: language,
    fallbackLng: "fr",
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export async function renderWithI18n(ui: ReactElement, language: "fr" | "en" = "fr") {
  const instance = await createTestI18n(language);
  return render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
}

/** For components holding router links: the element is the page at '/', inside a memory router. */
export async function renderWithRouter(ui: ReactElement, language: "fr" | "en" = "fr") {
  const instance = await createTestI18n(language);
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = ["/", "/lire"].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => ui }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  return render(
    <I18nextProvider i18n={instance}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/**
 * Matches the element whose own text is `text` once the bidirectional isolates that keep references
 * left to right ('Jean ⁦3:16⁩') are removed.
 */
export function plainText(text: string) {
  return (_content: string, element: Element | null) =>
    element !== null &&
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE) &&
    (element.textContent ?? "").replace(/[\u2066-\u2069]/g, "") === text;
}
