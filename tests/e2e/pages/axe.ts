import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
}

/** Runs axe-core on the page (or one part of it) and returns the serious and critical violations. The context must bypass CSP. */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (include) => {
    type Result = { violations: Array<{ id: string; impact: string | null; help: string; nodes: unknown[] }> };
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<Result> } }).axe;
    const result = await axe.run(include ? { include: [include] } : document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
  }, selector ?? null);
}
