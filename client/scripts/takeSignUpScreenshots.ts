/**
 * docs/screenshots/sign-up-strength-*.png: the sign-up form with its password strength meter, at
 * desktop (1280) and phone (390) width, light and dark. Run: npx tsx client/scripts/takeSignUpScreenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { launchBrowser } from '../../tests/support/browser';
import { startE2eServer } from '../../tests/support/e2eServer';

const OUT = 'docs/screenshots';

mkdirSync(OUT, { recursive: true });
const server = await startE2eServer();
const browser = await launchBrowser();
try {
  for (const [width, height, name] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(`${server.url}/signin`);
      await page.getByRole('button', { name: 'Create an account' }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByLabel('Email').fill('ada.cook@example.test');
      await page.getByLabel('Password', { exact: true }).fill(scheme === 'light' ? 'adacook2026' : 'copper kettle simmering lentils');
      await page.getByText(/^Strength: /).waitFor();
      await page.screenshot({ path: `${OUT}/sign-up-strength-${name}-${scheme}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
