// Draws the reader's columns from the chapter answer public/early-chapters.js asked for, before the app's code has
// run (issue 18): the page's frame (an empty header bar and side column of the app's sizes, the heading, the tabs)
// and the columns table with every verse, with the markup and classes of features/reader/text-views.tsx
// (ColumnsView), in a block before #root while #root stays hidden. The app draws the same page underneath and, in
// the frame its own table holds every row, removes this block and shows itself (features/reader/early-reader.ts),
// so nothing moves. The texts are the interface's: French below (checked against fr.json by early-reader.test.ts),
// another language from the dictionary i18next cached on this device (lib/i18n.ts), else nothing is drawn.
(() => {
  const early = window.__earlyReader;
  if (!early) return;
  window.__earlyReader = undefined;
  const settle = early.settle;
  early.answer
    .then((set) => {
      if (set && draw(set)) requestAnimationFrame(() => setTimeout(settle));
      else settle();
    })
    .catch(settle);

  // The 12 reader languages (@bible/canon LANGUAGES): id -> [code, direction].
  const LANGUAGES = {
    french: ["fr", "ltr"],
    english: ["en", "ltr"],
    spanish: ["es", "ltr"],
    german: ["de", "ltr"],
    italian: ["it", "ltr"],
    portuguese: ["pt", "ltr"],
    chinese: ["zh", "ltr"],
    korean: ["ko", "ltr"],
    japanese: ["ja", "ltr"],
    russian: ["ru", "ltr"],
    arabic: ["ar", "rtl"],
    ukrainian: ["uk", "ltr"],
  };
  // fr.json's texts the early page shows.
  const FRENCH = {
    "reader.verseNumber": "Verset {{verse}}",
    "reader.tabs.columns": "Colonnes",
    "reader.tabs.byVerse": "Par verset",
    "reader.verseMissing": "Passage non disponible - Le système le récupérera automatiquement",
    "common.language.french": "Français",
    "common.language.english": "Anglais",
    "common.language.spanish": "Espagnol",
    "common.language.german": "Allemand",
    "common.language.italian": "Italien",
    "common.language.portuguese": "Portugais",
    "common.language.chinese": "Chinois",
    "common.language.korean": "Coréen",
    "common.language.japanese": "Japonais",
    "common.language.russian": "Russe",
    "common.language.arabic": "Arabe",
    "common.language.ukrainian": "Ukrainien",
  };
  // lib/i18n.ts: the interface language's dictionary is cached one hour under this key.
  const TRANSLATIONS_TTL_MS = 60 * 60 * 1000;

  /** The interface's language [id, code, direction] and its texts, or undefined when they are not at hand. */
  function interfaceTexts() {
    const chosen = localStorage.getItem("preferredLanguage");
    const entry = Object.entries(LANGUAGES).find(([id, [code]]) => chosen === id || chosen === code);
    const [id, [code, dir]] = chosen === null || !entry ? ["french", LANGUAGES.french] : entry;
    if (code === "fr") return { id, code, dir, texts: FRENCH };
    const cached = JSON.parse(localStorage.getItem(`translations:${code}-translation`) || "null");
    if (!cached || typeof cached.i18nStamp !== "number" || Date.now() - cached.i18nStamp >= TRANSLATIONS_TTL_MS) {
      return undefined;
    }
    for (const key of Object.keys(FRENCH)) if (typeof cached[key] !== "string") return undefined;
    return { id, code, dir, texts: cached };
  }

  function element(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes ?? {})) {
      if (value !== undefined) node.setAttribute(name, value);
    }
    node.append(...children.filter((child) => child !== undefined));
    return node;
  }

  /** features/reader/align.ts alignVerses: one row per verse number, a joined verse one cell over its rows. */
  function alignVerses(columns) {
    const numbers = new Set();
    const byColumn = columns.map((verses) => {
      const map = new Map();
      for (const { verse, text, verseEnd } of verses) {
        if (text.trim() === "") continue;
        const last = verseEnd && verseEnd > verse ? verseEnd : undefined;
        map.set(verse, { kind: "text", text, rows: 1, last });
        numbers.add(verse);
        for (let v = verse + 1; v <= (last ?? verse); v++) {
          if (!map.has(v)) map.set(v, { kind: "within" });
          numbers.add(v);
        }
      }
      return map;
    });
    const ordered = [...numbers].sort((a, b) => a - b);
    for (const map of byColumn) {
      for (const cell of map.values()) {
        if (cell.kind === "text" && cell.last) {
          const first = ordered.findIndex((v) => map.get(v) === cell);
          cell.rows = ordered.slice(first).filter((v) => v <= cell.last).length;
        }
      }
    }
    return ordered.map((verse) => ({ verse, cells: byColumn.map((map) => map.get(verse)) }));
  }

  function draw(set) {
    const root = document.getElementById("root");
    const columns = Array.isArray(set.columns) ? set.columns : [];
    if (!root || root.hasChildNodes() || columns.length < 2 || columns.some((c) => c.status !== "ok")) return false;
    const ui = interfaceTexts();
    if (!ui) return false;
    const t = (key) => ui.texts[key];
    const chapters = columns.map((c) => c.chapter);
    const first = chapters[0];
    const own = chapters.find((c) => c.language === ui.id);
    const attributes = (c) => ({
      lang: LANGUAGES[c.language]?.[0],
      dir: LANGUAGES[c.language]?.[1] ?? "ltr",
      "data-language": c.language,
      "data-version": c.version,
    });
    const verseNumberClass = "select-none text-xs font-semibold tabular-nums text-primary";

    const head = element(
      "tr",
      {},
      element("th", {
        class: "sticky top-14 z-10 border-b bg-background",
        "aria-label": t("reader.verseNumber").replace("{{verse}}", ""),
      }),
      ...chapters.map((c) => {
        const name = t(`common.language.${c.language}`) ?? c.language;
        return element(
          "th",
          {
            scope: "col",
            ...attributes(c),
            class: "sticky top-14 z-10 border-b bg-background px-1.5 py-2 text-start text-sm font-semibold sm:px-3",
          },
          element(
            "span",
            { class: "flex flex-wrap items-baseline gap-x-1.5", title: `${name} · ${c.version}` },
            // The flag's place (a 3:2 picture 0.85em high), drawn by the app.
            element("span", {
              "aria-hidden": "true",
              class: "inline-block shrink-0 self-center",
              style: "height:0.85em;width:calc(0.85em*513/342)",
            }),
            element("span", { class: "sr-only sm:not-sr-only" }, name),
            element(
              "span",
              { class: "uppercase sm:hidden", "aria-hidden": "true" },
              LANGUAGES[c.language]?.[0] ?? c.language,
            ),
            element("span", { class: "text-xs font-normal text-muted-foreground" }, c.version),
          ),
        );
      }),
    );

    const headings = chapters.map((c) => new Map(c.verses.flatMap((v) => (v.heading ? [[v.verse, v.heading]] : []))));
    const missing = t("reader.verseMissing");
    const body = document.createDocumentFragment();
    for (const row of alignVerses(chapters.map((c) => c.verses))) {
      const tr = element(
        "tr",
        { "data-verse": String(row.verse), class: "align-top" },
        element(
          "td",
          { class: `${verseNumberClass} border-b border-border/60 py-2 pe-1 text-end`, "data-no-word": "true" },
          String(row.verse),
        ),
      );
      row.cells.forEach((cell, i) => {
        const c = chapters[i];
        if (cell?.kind === "within") return;
        const heading = headings[i].get(row.verse);
        const content =
          cell === undefined
            ? [
                element(
                  "span",
                  { class: "text-muted-foreground", title: missing, "data-no-word": "true" },
                  "—",
                  element("span", { class: "sr-only" }, missing),
                ),
              ]
            : [
                cell.last
                  ? element(
                      "span",
                      {
                        class: `${verseNumberClass} me-1.5 font-sans`,
                        "data-no-word": "true",
                        "data-testid": "verse-span",
                      },
                      `${row.verse}-${cell.last}`,
                    )
                  : undefined,
                element("span", { "data-word-context": "true" }, cell.text),
              ];
        tr.append(
          element(
            "td",
            {
              ...attributes(c),
              rowspan: cell && cell.rows > 1 ? String(cell.rows) : undefined,
              class: "border-b border-border/60 px-1.5 py-2 sm:px-3",
            },
            heading
              ? element(
                  "span",
                  {
                    class: "mb-1 block font-sans text-xs font-medium text-muted-foreground italic",
                    "data-no-word": "true",
                  },
                  heading,
                )
              : undefined,
            ...content,
          ),
        );
      });
      body.append(tr);
    }

    const table = element(
      "table",
      { class: "w-full table-fixed border-separate border-spacing-0", "data-testid": "reader-columns-early" },
      element("colgroup", {}, element("col", { class: "w-7 sm:w-9" }), ...chapters.map(() => element("col"))),
      element("thead", {}, head),
      element(
        "tbody",
        {
          class:
            "font-serif text-[0.95rem] leading-relaxed break-words hyphens-auto sm:text-[1.05rem] sm:hyphens-manual",
        },
        body,
      ),
    );
    const trigger = (label, active) =>
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
    const theme = localStorage.getItem("theme");
    const dark = theme === "dark" || (theme !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
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
})();
