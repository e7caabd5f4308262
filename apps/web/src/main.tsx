import "./features/reader/early/handoff";
import "./styles.css";

// The app's code (start.tsx and what it imports: one chunk, preloaded by index.html) runs once the reader drawn
// before the app (features/reader/early/draw.ts, on /lire) has painted, at most a second after the page began:
// evaluating it holds the main thread for 100-200 ms, which would otherwise come before that drawing. Elsewhere
// there is nothing to wait for.
const drawn = window.__earlyChapters?.drawn ?? Promise.resolve();
void drawn.then(() => import("./start"));
