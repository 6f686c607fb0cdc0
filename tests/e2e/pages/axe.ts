import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * Runs axe-core on the page (or the part `selector` names, e.g. 'main' for one view) and returns the serious and critical violations, described for a failure
 * message. The app's CSP blocks inline scripts: open the context with `bypassCSP: true`.
 */
export async function seriousAxeViolations(page: Page, selector = 'body'): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: { run(context: Element): Promise<{ violations: AxeViolation[] }> } }).axe;
    const root = document.querySelector(within);
    if (!root) throw new Error(`axe: nothing matches ${within}`);
    const result = await axe.run(root);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 400) })),
    }));
  }, selector);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.html}`).join(', ')}`);
}
