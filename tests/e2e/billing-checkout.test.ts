import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlansDialogPage } from '../../client/src/features/billing/PlansDialogPage';
import { BILLING_TEXTS, CHECKOUT_RETURN_TEXTS } from '../../shared/domain/billing';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { type FakeStripe, sessionCharge, startFakeStripe, stripeTestEnv } from '../support/fakeStripe';
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
  // The next click on the trigger must open the menu, not land while this one is closing.
  await page.getByRole('menu').waitFor({ state: 'detached' });
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
    // A de-DE visitor sees euro prices with German VAT, said so, and a headline in euros; yearly shows the whole-unit price and the saving.
    await plans.upgradeDialog.getByText('Starting at €16.77 per month incl. VAT, cancel anytime.', { exact: true }).waitFor();
    await plans.card(plans.upgradeDialog, 'Chef').getByText('€16.77').waitFor();
    expect(await plans.card(plans.upgradeDialog, 'Chef').getByText('incl. VAT', { exact: true }).isVisible()).toBe(true);
    expect(await plans.upgradeDialog.getByText('$14.99').count()).toBe(0);
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
    // Charged what was shown: €161 a year in euros, VAT inside it.
    const session = [...stripe.sessions.values()].at(-1);
    if (!session) throw new Error('no checkout session');
    expect(sessionCharge(session, stripe.prices)).toMatchObject({ currency: 'eur', unitAmount: 16100, taxBehavior: 'inclusive' });
    await a.page.getByText('Amount 16100 EUR (tax inclusive)').waitFor();
    await a.page.getByRole('button', { name: 'Pay' }).click();

    // The first subscription starts on its free trial: nothing was charged, and the dialog says so.
    await plans.trialDialog.waitFor();
    await plans.trialDialog.getByText('Your Chef plan is active.').waitFor({ timeout: 15_000 });
    await waitForPath(a.page, /\/app$/);
    expect(a.page.url()).not.toContain('success=true');
    await plans.trialDialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await plans.paymentDialog.count()).toBe(0);
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

  it('a trial says it is activating until the webhook has landed, across a reload, then that the plan is active', async () => {
    const email = uniqueEmail('slow');
    const a = await device(email, true);
    const plans = new PlansDialogPage(a.page);
    await a.shell.userMenuButton.click();
    await a.page.getByRole('menuitem', { name: 'Upgrade Plan' }).click();
    stripe.holdWebhooks = true;
    await plans.upgradeDialog.getByRole('button', { name: 'Upgrade to Master Chef' }).click();
    await a.page.getByRole('button', { name: 'Pay' }).click();
    const activating = CHECKOUT_RETURN_TEXTS.trial('Master Chef');
    await plans.trialDialog.getByText(activating, { exact: true }).waitFor();
    await plans.trialDialog.getByRole('button', { name: 'Start Converting Recipes' }).click();
    await plans.activationNotice.getByText(activating, { exact: true }).waitFor();
    await a.page.reload();
    await plans.activationNotice.getByText(activating, { exact: true }).waitFor();
    stripe.holdWebhooks = false;
    await stripe.releaseWebhooks();
    await plans.activationNotice.getByText('Your Master Chef plan is active.').waitFor({ timeout: 15_000 });
    await plans.activationNotice.getByRole('button', { name: 'Dismiss' }).click();
    await plans.activationNotice.waitFor({ state: 'detached' });
    await planBadge(a.shell, a.page, 'Master Chef');
    await a.context.close();
  });

  it('a paid checkout says "Payment received, activating…"; a plan that does not arrive in 5 minutes gets a clear message', async () => {
    const email = uniqueEmail('paid');
    const a = await device(email, true);
    // A returning subscriber: no second trial, so the checkout takes the first payment.
    await server.db.query(`UPDATE users SET subscription_status = 'canceled' WHERE email = $1`, [email]);
    await a.page.clock.install();
    await a.page.reload();
    await a.shell.waitForShell();
    const plans = new PlansDialogPage(a.page);
    await a.shell.userMenuButton.click();
    await a.page.getByRole('menuitem', { name: 'Upgrade Plan' }).click();
    stripe.holdWebhooks = true;
    await plans.upgradeDialog.getByRole('button', { name: 'Upgrade to Chef' }).click();
    await a.page.getByRole('button', { name: 'Pay' }).click();
    await plans.paymentDialog.getByText(CHECKOUT_RETURN_TEXTS.paid, { exact: true }).waitFor();
    await plans.paymentDialog.getByRole('button', { name: 'Start Converting Recipes' }).click();
    await plans.activationNotice.getByText(CHECKOUT_RETURN_TEXTS.paid, { exact: true }).waitFor();
    const session = [...stripe.sessions.values()].at(-1);
    if (!session) throw new Error('no checkout session');
    await a.page.clock.fastForward('05:01');
    await plans.activationNotice.getByText(CHECKOUT_RETURN_TEXTS.late(session.id)).waitFor();
    await plans.activationNotice.getByRole('link', { name: 'Contact us' }).waitFor();
    expect(await seriousAxeViolations(a.page)).toEqual([]);
    stripe.holdWebhooks = false;
    await stripe.releaseWebhooks();
    await plans.activationNotice.getByText('Your Chef plan is active.').waitFor({ timeout: 15_000 });
    await a.context.close();
  });

  it('never says a payment went through that Stripe did not confirm, and a canceled checkout says nothing was charged', async () => {
    const email = uniqueEmail('forged');
    const a = await device(email, true, { width: 390, height: 844 });
    const plans = new PlansDialogPage(a.page);
    // Someone else's session, one that does not exist, and no session at all.
    const other = [...stripe.sessions.values()].at(-1)?.id ?? 'cs_test_none';
    for (const [query, title, text] of [
      [`success=true&session_id=${other}`, CHECKOUT_RETURN_TEXTS.notPaidTitle, CHECKOUT_RETURN_TEXTS.notPaid],
      ['success=true&session_id=cs_test_forged', CHECKOUT_RETURN_TEXTS.notPaidTitle, CHECKOUT_RETURN_TEXTS.notPaid],
      ['success=true', CHECKOUT_RETURN_TEXTS.unconfirmedTitle, CHECKOUT_RETURN_TEXTS.unconfirmed],
    ] as const) {
      await a.page.goto(`${server.url}/app?${query}`);
      const dialog = a.page.getByRole('dialog', { name: title });
      await dialog.getByText(text, { exact: true }).waitFor();
      await waitForPath(a.page, /\/app$/);
      expect(await plans.paymentDialog.count()).toBe(0);
      expect(await a.page.getByText(CHECKOUT_RETURN_TEXTS.paid).count()).toBe(0);
      expect(await seriousAxeViolations(a.page, '.dialog__content')).toEqual([]);
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await dialog.waitFor({ state: 'detached' });
    }
    await a.page.goto(`${server.url}/app?success=true&session_id=cs_test_forged`);
    await a.page.getByRole('dialog', { name: CHECKOUT_RETURN_TEXTS.notPaidTitle }).getByRole('button', { name: 'See Plans' }).click();
    await plans.upgradeDialog.waitFor();
    await a.page.keyboard.press('Escape');

    await a.page.goto(`${server.url}/app?canceled=true`);
    await plans.activationNotice.getByText(CHECKOUT_RETURN_TEXTS.canceled, { exact: true }).waitFor();
    await waitForPath(a.page, /\/app$/);
    await plans.activationNotice.getByRole('button', { name: 'Dismiss' }).click();
    await plans.activationNotice.waitFor({ state: 'detached' });
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
