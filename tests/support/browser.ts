import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

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
];

export function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found: run `npx tsx tests/support/ensureChromium.ts` or set CHROMIUM_PATH.');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}
