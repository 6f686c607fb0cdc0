import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CONSENT_STORAGE_KEY, consentRecord, SETTINGS_DEFAULTS } from '../../shared/domain/consent';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** CHROMIUM_PATH, else Debian's chromium, else the one `playwright-core install chromium` downloaded. */
export function chromiumPath(): string | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const downloaded = chromium.executablePath();
  return downloaded && existsSync(downloaded) ? downloaded : null;
}

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156's headless mode is the full browser: every new window (each test's context) preloads the
  // address bar's two WebUI popups in a renderer of their own, about 0.4 s of CPU in its first 0.7 s, taken
  // from the page under test on a 2-core machine. Chromium merges this list with Playwright's own.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * A cookie choice already made (preferences on, analytics and marketing off), so the consent banner does
 * not cover what a test clicks. Tests of the banner itself launch with `seedConsent: false`.
 */
function seedConsentScript({ key, record }: { key: string; record: string }): void {
  try {
    if (!localStorage.getItem(key)) localStorage.setItem(key, record);
  } catch {
    // opaque origins (about:blank) have no storage
  }
}

export async function launchBrowser(options: { seedConsent?: boolean } = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found: run `npx tsx tests/support/ensureChromium.ts` or set CHROMIUM_PATH.');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  if (options.seedConsent === false) return browser;
  const record = JSON.stringify(consentRecord(SETTINGS_DEFAULTS));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    await context.addInitScript(seedConsentScript, { key: CONSENT_STORAGE_KEY, record });
    return context;
  };
  return browser;
}
