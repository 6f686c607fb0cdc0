/**
 * tests/.tmp/screenshots/sign-up/sign-up-strength-*.png: the sign-up form with its password strength meter, at
 * desktop (1280) and phone (390) width, light and dark. Run: npm run screenshots -- sign-up
 */
import { SignInPage } from '../e2e/pages/SignInPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('sign-up');
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
      const signIn = new SignInPage(page);
      await signIn.goto(server.url);
      await signIn.createAccountLink.click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await signIn.email.fill('ada.cook@example.test');
      await signIn.password.fill(scheme === 'light' ? 'adacook2026' : 'copper kettle simmering lentils');
      await page.getByText(/^Strength: /).waitFor();
      await page.screenshot({ path: `${OUT}/sign-up-strength-${name}-${scheme}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
