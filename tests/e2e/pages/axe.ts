import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * The serious and critical accessibility violations axe-core finds on the page, as readable lines
 * (empty = none). The context must be opened with bypassCSP: true, since the app's CSP blocks the script.
 */
export async function seriousAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const exclude = options.exclude ?? [];
  const violations = await page.evaluate(async (excluded) => {
    type Context = Document | { include: Document; exclude: string[][] };
    const axe = (window as unknown as { axe: { run(context: Context): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(excluded.length ? { include: document, exclude: excluded.map((s) => [s]) } : document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, exclude);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}
