import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlansDialogPage } from '../../client/src/features/billing/PlansDialogPage';
import { BILLING_TEXTS } from '../../shared/domain/billing';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { type FakeStripe, startFakeStripe, stripeTestEnv } from '../support/fakeStripe';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, TEST_PASSWORD, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { SignInPage } from './pages/SignInPage';
import { waitForPath } from './pages/waitForPath';

/**
 * Upgrade end to end: the upgrade modal → Stripe's hosted checkout (a local server speaking Stripe's
 * API) → signed webhooks → the plan arriving on this device (payment-success popup) and on a second
 * signed-in device. Without keys the modal says billing is not set up.
 */
const WEBHOOK_SECRET = 'whsec_e2e_secret';

let browser: Browser;
let stripe: FakeStripe;
let server: E2eServer;

beforeAll(async () => {
  browser = await launchBrowser();
  stripe = await startFakeStripe(WEBHOOK_SECRET);
  server = await startE2eServer({
    env: {
      ...stripeTestEnv(stripe, WEBHOOK_SECRET),
    },
  });
  stripe.webhookUrl = `${server.url}/api/billing/webhook`;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

async function device(
  email: string,
  signUp: boolean,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; shell: AppShellPage }> {
  const context = await browser.newContext({ bypassCSP: true, viewport, locale: 'de-DE' });
  const page = await context.newPage();
  if (signUp) await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  const shell = new AppShellPage(page);
  await shell.waitForShell();
  return { context, page, shell };
}

async function planBadge(shell: AppShellPage, page: Page, name: string): Promise<void> {
  await shell.userMenuButton.click();
  await page.getByRole('menu').getByText(name, { exact: true }).waitFor({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}

describe('upgrade through Stripe checkout', () => {
  it('upgrade → checkout → webhook → the plan arrives here and on a second device', async () => {
    const email = uniqueEmail('upgrade');
    const a = await device(email, true);
    const b = await device(email, false);
    const plans = new PlansDialogPage(a.page);

    await a.shell.userMenuButton.click();
    await a.page.getByRole('menuitem', { name: 'Upgrade Plan' }).click();
    await plans.upgradeDialog.waitFor();
    const free = plans.card(plans.upgradeDialog, 'Free');
    await free.getByText(BILLING_TEXTS.currentPlan).waitFor();
    expect(await free.getByRole('button', { name: 'Free Plan' }).isDisabled()).toBe(true);
    await plans.card(plans.upgradeDialog, 'Chef').getByText(BILLING_TEXTS.mostPopular).waitFor();
    expect(await plans.upgradeDialog.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
    // A de-DE visitor sees euro prices with German VAT; yearly shows the whole-unit price and the saving.
    await plans.card(plans.upgradeDialog, 'Chef').getByText('€16.77').waitFor();
    await plans.periodOption(plans.upgradeDialog, 'Yearly').click();
    await plans.card(plans.upgradeDialog, 'Chef').getByText('€161').waitFor();
    await plans
      .card(plans.upgradeDialog, 'Chef')
      .getByText(/^Save €\d+ \(20%\)$/)
      .waitFor();
    expect(await plans.card(plans.upgradeDialog, 'Free').locator('s').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Meal planning')]),
    );
    expect(await seriousAxeViolations(a.page, '.dialog__content')).toEqual([]);

    await plans.upgradeDialog.getByRole('button', { name: 'Upgrade to Chef' }).click();
    await a.page.getByRole('heading', { name: 'Test checkout' }).waitFor();
    expect(a.page.url()).toContain(`${stripe.apiUrl}/checkout/`);
    expect([...stripe.sessions.values()].at(-1)?.params.get('line_items[0][price]')).toBe('price_chef_y');
    await a.page.getByRole('button', { name: 'Pay' }).click();

    await plans.paymentDialog.waitFor();
    await plans.paymentDialog.getByText('Your Chef plan is active.').waitFor({ timeout: 15_000 });
    await waitForPath(a.page, /\/app$/);
    expect(a.page.url()).not.toContain('success=true');
    await plans.paymentDialog.waitFor({ state: 'detached', timeout: 10_000 });
    await planBadge(a.shell, a.page, 'Chef');
    await planBadge(b.shell, b.page, 'Chef');
    expect(
      await b.page
        .getByRole('button', { name: /^Meal Planning/ })
        .first()
        .isDisabled(),
    ).toBe(false);

    // A subscriber manages the plan instead of buying it again.
    await a.shell.userMenuButton.click();
    await a.page.getByRole('menuitem', { name: 'Upgrade to Master Chef' }).click();
    await plans.upgradeDialog.waitFor();
    await plans.card(plans.upgradeDialog, 'Chef').getByText(BILLING_TEXTS.currentPlan).waitFor();
    expect(await plans.upgradeDialog.getByRole('button', { name: 'Manage Plan' }).count()).toBe(2);
    await a.context.close();
    await b.context.close();
  });

  it('says "Activating your plan…" until the webhook has landed, across a reload', async () => {
    const email = uniqueEmail('slow');
    const a = await device(email, true);
    const plans = new PlansDialogPage(a.page);
    await a.shell.userMenuButton.click();
    await a.page.getByRole('menuitem', { name: 'Upgrade Plan' }).click();
    stripe.holdWebhooks = true;
    await plans.upgradeDialog.getByRole('button', { name: 'Upgrade to Master Chef' }).click();
    await a.page.getByRole('button', { name: 'Pay' }).click();
    await plans.paymentDialog.getByText(BILLING_TEXTS.activating, { exact: true }).waitFor();
    await plans.paymentDialog.getByRole('button', { name: 'Start Converting Recipes' }).click();
    await plans.activationNotice.waitFor();
    await a.page.reload();
    await plans.activationNotice.waitFor();
    stripe.holdWebhooks = false;
    await stripe.releaseWebhooks();
    await plans.activationNotice.waitFor({ state: 'detached', timeout: 15_000 });
    await planBadge(a.shell, a.page, 'Master Chef');
    await a.context.close();
  });

  it('the public pricing cards lead a signed-in user to Choose Your Plan with the plan marked', async () => {
    const email = uniqueEmail('pricing');
    const a = await device(email, true, { width: 390, height: 844 });
    await a.page.goto(`${server.url}/#pricing`);
    await a.page.getByRole('link', { name: 'Start Master Chef Plan' }).click();
    const plans = new PlansDialogPage(a.page);
    await plans.pricingDialog.waitFor();
    expect(await plans.pricingDialog.getByRole('article').count()).toBe(2);
    await plans.pricingDialog.getByText(BILLING_TEXTS.trialFooter).waitFor();
    expect(await plans.pricingDialog.getByRole('button', { name: 'Start Master Chef Plan' }).getAttribute('class')).toContain(
      'btn--primary',
    );
    expect(await seriousAxeViolations(a.page, '.dialog__content')).toEqual([]);
    await a.context.close();
  });
});

describe('a plan chosen before signing in', () => {
  it('is kept through sign-up and sign-in: the visitor lands on Choose Your Plan with it marked', async () => {
    const email = uniqueEmail('pricing-signed-out');
    const signUp = await browser.newContext({ bypassCSP: true });
    await signUpAndVerify(await signUp.newPage(), server.url, server.dataDir, email);
    await signUp.close();
    // A visitor with no session on this browser.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/#pricing`);
    await page.getByRole('link', { name: 'Start Master Chef Plan' }).click();
    await waitForPath(page, (url) => url.pathname === '/signup');
    expect(new URL(page.url()).searchParams.get('plan')).toBe('master-chef');
    await page.goto(`${server.url}/signin?plan=master-chef`);
    await new SignInPage(page).signIn(email, TEST_PASSWORD);
    const plans = new PlansDialogPage(page);
    await plans.pricingDialog.waitFor();
    expect(await plans.pricingDialog.getByRole('button', { name: 'Start Master Chef Plan' }).getAttribute('class')).toContain(
      'btn--primary',
    );
    await context.close();
  });
});

describe('billing not configured', () => {
  let plain: E2eServer;
  beforeAll(async () => {
    plain = await startE2eServer();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('says billing is not set up and offers no purchase', async () => {
    const email = uniqueEmail('nobilling');
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signUpAndVerify(page, plain.url, plain.dataDir, email);
    await signInThroughUi(page, plain.url, email);
    const shell = new AppShellPage(page);
    await shell.waitForShell();
    await shell.userMenuButton.click();
    await page.getByRole('menuitem', { name: 'Upgrade Plan' }).click();
    const plans = new PlansDialogPage(page);
    await plans.upgradeDialog.getByText(BILLING_TEXTS.notConfigured).waitFor();
    expect(await plans.upgradeDialog.getByRole('button', { name: 'Upgrade to Chef' }).isDisabled()).toBe(true);
    expect(await plans.upgradeDialog.getByRole('button', { name: 'Upgrade to Master Chef' }).isDisabled()).toBe(true);
    await context.close();
  });
});
