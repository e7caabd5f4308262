/**
 * The columns `public/early-chapters.js` may have drawn from the chapter answer before the app's code ran, in a
 * block before #root while #root stays hidden. The app takes over in the frame its own page is complete (the
 * columns table with every row, or whatever else the reader shows): the early block goes and #root shows, in one
 * step, at the same places, so nothing on screen moves.
 */
export function releaseEarlyReader(): void {
  const early = document.getElementById("early-reader");
  if (!early) return;
  early.remove();
  const root = document.getElementById("root");
  if (root) root.hidden = false;
  performance.mark("reader-taken-over");
}
