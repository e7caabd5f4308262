import { describe, expect, it } from "vitest";
import { NOT_APP_PATHS, offlineCacheFor } from "./offline-protocol";

const at = (path: string) => new URL(path, "https://bible.example");

describe("what the service worker keeps for reading offline", () => {
  it("keeps the reader's chapters and the plan's, the interface texts and the version lists", () => {
    expect(offlineCacheFor(at("/api/chapters?book=Psalms&chapter=23&versions=french%3ALSG"))).toBe("chapters");
    expect(offlineCacheFor(at("/trpc/bible.chapter?input=%7B%7D"))).toBe("chapters");
    expect(offlineCacheFor(at("/api/translations/ar"))).toBe("texts");
    expect(offlineCacheFor(at("/trpc/bible.versions,bible.books?batch=1&input=%7B%7D"))).toBe("reads");
  });

  it("keeps a chapter's words for the learning view, not the reader's states asked with them", () => {
    expect(offlineCacheFor(at("/trpc/learning.chapterWords?input=%7B%7D"))).toBe("words");
    expect(offlineCacheFor(at("/trpc/learning.chapterWords,learning.states?batch=1&input=%7B%7D"))).toBeNull();
    expect(offlineCacheFor(at("/trpc/learning.states?batch=1&input=%7B%7D"))).toBeNull();
  });

  it("never keeps a reader's own data, nor a batch that carries any of it", () => {
    expect(offlineCacheFor(at("/trpc/auth.me?batch=1"))).toBeNull();
    expect(offlineCacheFor(at("/trpc/bible.versions,auth.me?batch=1"))).toBeNull();
    expect(offlineCacheFor(at("/trpc/vocabulary.list?batch=1"))).toBeNull();
    expect(offlineCacheFor(at("/api/users/42/vocabulary"))).toBeNull();
    expect(offlineCacheFor(at("/api/translations/../users"))).toBeNull();
  });

  it("gives navigations the app except for the API, its documentation and the health answers", () => {
    for (const path of ["/", "/lire", "/communaute", "/apiculture"]) expect(NOT_APP_PATHS.test(path)).toBe(false);
    for (const path of ["/api/docs", "/trpc/auth.me", "/healthz", "/readyz", "/metrics"]) {
      expect(NOT_APP_PATHS.test(path)).toBe(true);
    }
  });
});
