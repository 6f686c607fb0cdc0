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

/** What to check: the whole page, the part a selector names (e.g. 'main' or '.dialog__content'), or the page less some parts. */
export type AxeScope = string | { include?: string; exclude?: string[] };

/**
 * Runs axe-core and returns the serious and critical violations as readable lines (empty = none).
 * The app's CSP blocks inline scripts: open the context with `bypassCSP: true`.
 */
export async function seriousAxeViolations(page: Page, scope: AxeScope = 'body'): Promise<string[]> {
  const { include, exclude } =
    typeof scope === 'string' ? { include: scope, exclude: [] } : { include: scope.include ?? 'body', exclude: scope.exclude ?? [] };
  // Contrast is measured as painted: let dialogs and toasts finish fading in first.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(
    async ({ within, excluded }) => {
      const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
      if (!document.querySelector(within)) throw new Error(`axe: nothing matches ${within}`);
      const result = await axe.run({ include: [[within]], exclude: excluded.map((s) => [s]) });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 400) })),
      }));
    },
    { within: include, excluded: exclude },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.html}`).join(', ')}`);
}
