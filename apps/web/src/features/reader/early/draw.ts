// Draws the reader's columns from the chapter answer boot.ts asked for, before the app's code has run (issue 18):
// the page's frame (an empty header bar and side column of the app's sizes, the heading, the tabs) and the columns
// table with every verse, with the markup and classes of ../text-views.tsx (ColumnsView), in a block before #root
// while #root stays hidden. The app draws the same page underneath and, in the frame its own table holds every
// row, removes this block and shows itself (release.ts), so nothing moves. The texts are the interface's: French
// from fr.json (put here by the build), another language from the dictionary i18next cached on this device
// (lib/i18n.ts), else nothing is drawn. Bundled on its own (build/early-scripts.ts): it must stay small and must
// not import React or the app's modules beyond these few.
import { DEFAULT_LANGUAGE, findLanguage } from "@bible/canon";
import type { ChapterSet } from "@/features/chapter/chapter-set";
import { readJson, readStorage, STORAGE_KEYS, TRANSLATIONS_TTL_MS } from "@/lib/storage";
import { resolveTheme } from "@/lib/theme-choice";
import { alignVerses } from "../align";
import { type ColumnsTexts, columnsTable, headingsOf, isFlagSlot, type MarkupChild } from "../columns-markup";
import "./handoff";
import { EARLY_TEXT_KEYS } from "./texts";

/** Set by the build: fr.json's texts for EARLY_TEXT_KEYS. */
declare const EARLY_FRENCH: Readonly<Record<string, string>>;

type Texts = Readonly<Record<string, unknown>>;

/** The interface's language and its texts, or undefined when they are not at hand. */
function interfaceTexts(): { id: string; code: string; dir: "ltr" | "rtl"; texts: Texts } | undefined {
  const chosen = readStorage(STORAGE_KEYS.preferredLanguage);
  const language = findLanguage(chosen) ?? DEFAULT_LANGUAGE;
  const { id, code, dir } = language;
  if (code === "fr") return { id, code, dir, texts: EARLY_FRENCH };
  const cached = readJson(`${STORAGE_KEYS.translationsPrefix}${code}-translation`) as Texts | null;
  const stamp = cached?.i18nStamp;
  if (!cached || typeof stamp !== "number" || Date.now() - stamp >= TRANSLATIONS_TTL_MS) return undefined;
  if (EARLY_TEXT_KEYS.some((key) => typeof cached[key] !== "string")) return undefined;
  return { id, code, dir, texts: cached };
}

/** Draws an element of the shared description (../columns-markup.ts) with the DOM, as ColumnsView does with React. */
function drawMarkup(child: MarkupChild): Node {
  if (typeof child === "string") return document.createTextNode(child);
  // The flag's place (a 3:2 picture 0.85em high), drawn by the app.
  if (isFlagSlot(child)) {
    return element("span", {
      "aria-hidden": "true",
      class: "inline-block shrink-0 self-center",
      style: "height:0.85em;width:calc(0.85em*513/342)",
    });
  }
  const node = element(child.tag, child.attributes);
  for (const inner of child.children) node.append(drawMarkup(inner));
  return node;
}

function element(
  tag: string,
  attributes: Record<string, string | undefined>,
  ...children: (Node | string | undefined)[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) node.setAttribute(name, value);
  }
  node.append(...children.filter((child) => child !== undefined));
  return node;
}

function draw(set: ChapterSet): boolean {
  const root = document.getElementById("root");
  const columns = set.columns;
  if (!root || root.hasChildNodes() || columns.length < 2) return false;
  const chapters = columns.flatMap((c) => (c.status === "ok" ? [c.chapter] : []));
  const first = chapters[0];
  if (!first || chapters.length !== columns.length) return false;
  const ui = interfaceTexts();
  if (!ui) return false;
  const t = (key: string) => String(ui.texts[key] ?? "");
  const own = chapters.find((c) => c.language === ui.id);
  const texts: ColumnsTexts = {
    languageName: (language) => t(`common.language.${language}`) || language,
    verseNumber: t("reader.verseNumber").replace("{{verse}}", ""),
    missing: t("reader.verseMissing"),
  };
  const described = chapters.map((c) => ({ language: c.language, version: c.version, headings: headingsOf(c.verses) }));
  const rows = alignVerses(chapters.map((c) => c.verses));
  const table = drawMarkup(columnsTable(described, rows, texts, "reader-columns-early"));
  const trigger = (label: string, active: boolean) =>
    element(
      "span",
      {
        "data-state": active ? "active" : "inactive",
        class:
          "inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-all outline-none data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
      },
      label,
    );
  // The heading names the book in the interface's language: the API's name of a column in that language.
  const heading = own ? `${own.bookName} ${own.chapter}` : "\u00a0";
  const page = element(
    "div",
    { id: "early-reader", "aria-busy": "true" },
    element(
      "div",
      { class: "flex min-h-dvh flex-col" },
      element(
        "header",
        {
          class:
            "sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75",
        },
        element("div", { class: "mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6" }),
      ),
      element(
        "main",
        { class: "mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8" },
        element(
          "div",
          { class: "grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start" },
          element("aside", { class: "space-y-4 lg:sticky lg:top-20" }),
          element(
            "div",
            { class: "min-w-0 space-y-6" },
            element("h1", { class: "font-serif text-3xl font-semibold tracking-tight" }, heading),
            element(
              "div",
              { "data-book": first.bookId, "data-chapter": String(first.chapter) },
              element(
                "div",
                { class: "space-y-4" },
                element(
                  "div",
                  { dir: ui.dir },
                  element(
                    "div",
                    {
                      class:
                        "inline-flex h-9 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
                    },
                    trigger(t("reader.tabs.columns"), true),
                    trigger(t("reader.tabs.byVerse"), false),
                  ),
                  element("div", { class: "mt-3 outline-none" }, table),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  // The app's theme and page language (lib/theme.ts, lib/i18n.ts), set the same before its first frame.
  document.documentElement.classList.toggle("dark", resolveTheme() === "dark");
  document.documentElement.lang = ui.code;
  document.documentElement.dir = ui.dir;
  // A double-click on a word before the app took over is given to the app's table, at the same place.
  page.addEventListener("dblclick", (event) => {
    window.__earlyReaderClick = { x: event.pageX, y: event.pageY };
  });
  root.hidden = true;
  root.before(page);
  performance.mark("reader-early-drawn");
  // Should the app never take over (its code failed to load), its own page comes back after a while.
  setTimeout(() => {
    if (!page.isConnected) return;
    page.remove();
    root.hidden = false;
  }, 10_000);
  return true;
}

const early = window.__earlyReader;
if (early) {
  window.__earlyReader = undefined;
  const { settle } = early;
  early.answer
    .then((set) => {
      if (set && draw(set)) requestAnimationFrame(() => setTimeout(settle));
      else settle();
    })
    .catch(settle);
}
