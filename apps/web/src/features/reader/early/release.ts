import "./handoff";

/**
 * The columns draw.ts may have drawn from the chapter answer before the app's code ran, in a
 * block before #root while #root stays hidden. The app takes over in the frame its own page is complete (the
 * columns table with every row, or whatever else the reader shows): the early block goes and #root shows, in one
 * step, at the same places, so nothing on screen moves. A double-click the early columns received is then given
 * to the app's table at the same place, once its listener is attached (after this frame's effects).
 */
export function releaseEarlyReader(): void {
  const early = document.getElementById("early-reader");
  if (!early) return;
  early.remove();
  const root = document.getElementById("root");
  if (root) root.hidden = false;
  performance.mark("reader-taken-over");
  const click = window.__earlyReaderClick;
  window.__earlyReaderClick = undefined;
  if (!click) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const x = click.x - window.scrollX;
      const y = click.y - window.scrollY;
      document
        .elementFromPoint(x, y)
        ?.dispatchEvent(new MouseEvent("dblclick", { bubbles: true, cancelable: true, clientX: x, clientY: y }));
    }),
  );
}
