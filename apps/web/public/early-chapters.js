// The reader's chapter request, started from index.html while the app's code is still downloading (issue 18):
// on /lire, with the chapter from the address (else the last reading) and the languages and versions this
// device remembers, the same GET /api/chapters the chapter module would send (features/chapter/chapter-set.ts
// builds the same URL and takes this response instead of asking again). On a wide screen, when the address names
// the chapter, public/early-reader.js (asked for here, beside the chapter) draws the answer before the app's code
// has run; the app waits for that drawing (`drawn`, at most a second) before its first render.
(() => {
  try {
    if (location.pathname !== "/lire") return;
    // The reader's code chunks, named by the build (apps/web/build/reader-preload.ts), beside the main bundle.
    const chunks = document.querySelector('meta[name="reader-chunks"]')?.getAttribute("content") ?? "";
    for (const href of chunks.split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const read = (key) => JSON.parse(localStorage.getItem(key) || "null");
    const search = new URLSearchParams(location.search);
    let book = search.get("book");
    const named = book !== null && search.get("verse") === null;
    let chapter = search.get("chapter") || "1";
    if (!book) {
      const last = read("lastReading");
      if (!last || typeof last.book !== "string") return;
      book = last.book;
      chapter = String(last.chapter);
    }
    const stored = read("readerLanguages");
    if (!stored || !Array.isArray(stored.selectedLanguages)) return;
    const params = new URLSearchParams({ book, chapter });
    for (const language of stored.selectedLanguages.slice(0, 3)) {
      const version = stored.languageVersionMap?.[language];
      if (typeof version !== "string" || version === "") return;
      params.append("versions", `${language}:${version}`);
    }
    if (!params.has("versions")) return;
    const url = `/api/chapters?${params}`;
    const response = fetch(url, { credentials: "same-origin" });
    window.__earlyChapters = { url, response };
    if (!named || !matchMedia("(min-width: 64rem)").matches) return;
    let settle;
    const drawn = new Promise((resolve) => {
      settle = resolve;
    });
    setTimeout(settle, 1000);
    // A copy of the body for the drawing, taken before the app reads the response.
    const answer = response.then((r) => (r.ok ? r.clone().json() : undefined)).catch(() => undefined);
    window.__earlyChapters.drawn = drawn;
    // For early-reader.js, which may run after the app took the request.
    window.__earlyReader = { answer, settle };
    const script = document.createElement("script");
    script.src = "/early-reader.js";
    script.async = true;
    script.onerror = settle;
    document.head.append(script);
  } catch {
    // Storage refused or unreadable: the app asks itself.
  }
})();
