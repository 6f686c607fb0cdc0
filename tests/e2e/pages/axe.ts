import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and returns the serious and critical violations (the context needs bypassCSP). */
export async function seriousAxeViolations(page: Page, selector = 'body'): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(ctx: string): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(context);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, selector);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
