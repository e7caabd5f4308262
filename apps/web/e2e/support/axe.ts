import axe from "axe-core";
import type { Page } from "playwright-core";

// axe-core's browser bundle, injected into each page as it is (the same rules in CI as on a developer's machine).
// The app's CSP forbids inline scripts, axe's included: a page checked with it is opened with `bypassCSP: true`.
const AXE_SOURCE = axe.source;

export type Violation = { id: string; impact: string | null; help: string; nodes: string[] };

/** The critical and serious axe violations of the page as it stands (WCAG 2.x A and AA rules, best practices). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations as {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[]; html: string }[];
    }[];
  });
  return violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`),
    }));
}
