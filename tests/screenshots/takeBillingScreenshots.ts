/**
 * tests/.tmp/screenshots/billing/billing-*.png: the upgrade modal (free user, chef subscriber), the pricing modal, the
 * payment popup and "activating…", at desktop (1280) and phone (390) width, light and dark, against a
 * local Stripe-speaking server. Run: npm run screenshots -- billing
 */
import type { Browser, Page } from 'playwright-core';
import { PlansDialogPage } from '../../client/src/features/billing/PlansDialogPage';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { startFakeStripe, stripeTestEnv } from '../support/fakeStripe';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('billing');
const SECRET = 'whsec_screens';

const stripe = await startFakeStripe(SECRET);
const server = await startE2eServer({
  env: {
    ...stripeTestEnv(stripe, SECRET),
  },
});
stripe.webhookUrl = `${server.url}/api/billing/webhook`;
const browser: Browser = await launchBrowser();

const settle = (page: Page) => page.waitForTimeout(400);
const email = uniqueEmail('screens');

async function open(width: number, scheme: 'light' | 'dark', signUp = false) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme: scheme, locale: 'en-US' });
  const page = await context.newPage();
  if (signUp) await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  const shell = new AppShellPage(page);
  await shell.waitForShell();
  return { context, page, shell, plans: new PlansDialogPage(page) };
}

try {
  let first = true;
  for (const [width, label] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, shell, plans } = await open(width, scheme, first);
      first = false;
      await shell.userMenuButton.click();
      await page.getByRole('menuitem', { name: 'Upgrade Plan' }).click();
      await plans.upgradeDialog.waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT}/billing-upgrade-free-${label}-${scheme}.png` });
      await plans.periodOption(plans.upgradeDialog, 'Yearly').click();
      await settle(page);
      await page.screenshot({ path: `${OUT}/billing-upgrade-yearly-${label}-${scheme}.png` });
      await page.keyboard.press('Escape');
      await page.goto(`${server.url}/app?plan=chef`);
      await plans.pricingDialog.waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT}/billing-pricing-${label}-${scheme}.png` });
      await context.close();
    }
  }
  // Checkout with a slow webhook: the popup says "activating…", then the shell's notice, then the plan.
  const { context, page, shell, plans } = await open(1280, 'light');
  await shell.userMenuButton.click();
  await page.getByRole('menuitem', { name: 'Upgrade Plan' }).click();
  stripe.holdWebhooks = true;
  await plans.upgradeDialog.getByRole('button', { name: 'Upgrade to Chef' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await plans.paymentDialog.waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT}/billing-payment-activating-desktop-light.png` });
  await plans.paymentDialog.getByRole('button', { name: 'Start Converting Recipes' }).click();
  await plans.activationNotice.waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT}/billing-activating-notice-desktop-light.png` });
  stripe.holdWebhooks = false;
  await stripe.releaseWebhooks();
  await plans.activationNotice.waitFor({ state: 'detached' });
  await shell.userMenuButton.click();
  await page.getByRole('menuitem', { name: 'Upgrade to Master Chef' }).click();
  await plans.upgradeDialog.waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT}/billing-upgrade-chef-subscriber-desktop-light.png` });
  await context.close();
} finally {
  await browser.close();
  await server.close();
  await stripe.close();
}
