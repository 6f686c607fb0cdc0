import type { Page } from 'playwright-core';

/**
 * Waits until the page's URL matches. The app navigates within the document (history.pushState), and
 * Playwright's waitForURL then also waits for a "load" state it can lose track of after offline
 * changes in Chromium 156, so the URL itself is polled.
 */
export async function waitForPath(page: Page, pattern: RegExp | ((url: URL) => boolean), timeoutMs = 30_000): Promise<void> {
  const matches = (href: string) => (pattern instanceof RegExp ? pattern.test(href) : pattern(new URL(href)));
  const until = Date.now() + timeoutMs;
  while (!matches(page.url())) {
    if (Date.now() > until)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for the URL to match ${String(pattern)}; it is ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
