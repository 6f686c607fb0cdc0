import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_PERIODS, BILLING_TEXTS, type PurchasablePlanId } from '../../shared/domain/billing';
import { COUNTRIES, locationForCountry } from '../../shared/domain/currency';
import { planPrice } from '../../shared/domain/planPrices';
import { type FakeStripe, sessionCharge, startFakeStripe, stripeTestEnv, TEST_PRICES } from '../support/fakeStripe';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * The price charged is the price shown (issue: a German visitor was shown €16.77 with VAT and sent to the
 * US dollar price): every country, plan and period checks out in the visitor's currency at the shown
 * amount, VAT inside it; and a returning checkout is checked with Stripe before the app says it was paid.
 */
const WEBHOOK_SECRET = 'whsec_checkout_price';
let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe(WEBHOOK_SECRET);
  t = await createTestApp({ env: { ...stripeTestEnv(stripe, WEBHOOK_SECRET), PUBLIC_URL: 'https://kitchen.example' } });
});
afterAll(async () => {
  await t?.cleanup();
  await stripe?.close();
});

async function checkout(headers: { authorization: string }, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  const session = [...stripe.sessions.values()].at(-1);
  if (!session) throw new Error('no session');
  return session;
}

/** "€16.77", "7 529 Ft", "¥2,592", "CHF 14.69" → 16.77, 7529, 2592, 14.69. */
function shownNumber(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

describe('checkout charges the price the visitor was shown', () => {
  it('a German visitor pays €16.77 a month, VAT included, in euros', async () => {
    const user = await createPlanUser(t.app, t.db);
    const session = await checkout(user.headers, { plan: 'chef', period: 'monthly', country: 'DE' });
    expect(planPrice('chef', 'monthly', locationForCountry('DE'))).toMatchObject({ amount: '€16.77', vatNote: 'incl. VAT' });
    const p = session.params;
    expect(p.get('currency')).toBe('eur');
    expect(p.get('line_items[0][price]')).toBeNull();
    expect(p.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('1677');
    expect(p.get('line_items[0][price_data][tax_behavior]')).toBe('inclusive');
    expect(p.get('line_items[0][price_data][product]')).toBe('prod_chef');
    expect(p.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(p.get('metadata[plan]')).toBe('chef');
    expect(p.get('subscription_data[metadata][plan]')).toBe('chef');
  });

  it('a US visitor (or one whose country is unknown) checks out on the configured dollar price itself', async () => {
    const user = await createPlanUser(t.app, t.db);
    for (const country of ['US', 'BR', undefined]) {
      const session = await checkout(user.headers, { plan: 'master-chef', period: 'yearly', ...(country ? { country } : {}) });
      expect(session.params.get('line_items[0][price]')).toBe(TEST_PRICES.masterYearly);
      expect(session.params.get('currency')).toBe('usd');
      expect(sessionCharge(session, stripe.prices)).toMatchObject({ currency: 'usd', unitAmount: 19200 });
    }
  });

  it.each(COUNTRIES.map((c) => c.countryCode))('in %s every plan and period charges the amount on the card', async (country) => {
    const user = await createPlanUser(t.app, t.db);
    const location = locationForCountry(country);
    for (const plan of ['chef', 'master-chef'] as PurchasablePlanId[]) {
      for (const period of BILLING_PERIODS) {
        const session = await checkout(user.headers, { plan, period, country });
        const charge = sessionCharge(session, stripe.prices);
        const shown = planPrice(plan, period, location);
        expect(charge.currency).toBe(location.currency.toLowerCase());
        const minor = location.currency === 'JPY' ? 1 : 100;
        expect(charge.unitAmount / minor, `${plan} ${period}: ${shown.amount}`).toBeCloseTo(shownNumber(shown.amount), 6);
        expect(charge.taxBehavior).toBe('inclusive');
        expect(shown.vatNote).toBe(location.vatRate > 0 ? 'incl. VAT' : null);
      }
    }
  });

  it('forints and yen are whole: 7 529 Ft is 752900 hundredths, ¥2,592 is 2592', async () => {
    const user = await createPlanUser(t.app, t.db);
    expect(
      (await checkout(user.headers, { plan: 'chef', period: 'monthly', country: 'HU' })).params.get(
        'line_items[0][price_data][unit_amount]',
      ),
    ).toBe('752900');
    expect(
      (await checkout(user.headers, { plan: 'chef', period: 'monthly', country: 'JP' })).params.get(
        'line_items[0][price_data][unit_amount]',
      ),
    ).toBe('2592');
  });

  it('uses a price’s currency_options entry when it holds the shown amount, and only then', async () => {
    const price = stripe.prices.get(TEST_PRICES.chefMonthly);
    if (!price) throw new Error('no price');
    price.currency_options = { eur: { unit_amount: 1677, tax_behavior: 'inclusive' } };
    try {
      // A fresh server: the configured price is read from Stripe once and kept for a while.
      const fresh = await createTestApp({ env: { ...stripeTestEnv(stripe, WEBHOOK_SECRET), PUBLIC_URL: 'https://kitchen.example' } });
      try {
        const user = await createPlanUser(fresh.app, fresh.db);
        const send = async (country: string) => {
          const response = await fresh.app.inject({
            method: 'POST',
            url: '/api/billing/checkout',
            headers: user.headers,
            payload: { plan: 'chef', period: 'monthly', country },
          });
          expect(response.statusCode).toBe(200);
          return [...stripe.sessions.values()].at(-1)?.params;
        };
        const german = await send('DE');
        expect(german?.get('line_items[0][price]')).toBe(TEST_PRICES.chefMonthly);
        expect(german?.get('currency')).toBe('eur');
        // France adds 20 % VAT, not 19 %: €16.91 is not the option's amount, so the exact amount goes inline.
        const french = await send('FR');
        expect(french?.get('line_items[0][price]')).toBeNull();
        expect(french?.get('line_items[0][price_data][unit_amount]')).toBe('1691');
      } finally {
        await fresh.cleanup();
      }
    } finally {
      delete price.currency_options;
    }
  });

  it('refuses a country that is not two letters with 400, before Stripe hears of it', async () => {
    const user = await createPlanUser(t.app, t.db);
    const before = stripe.requests.length;
    for (const country of ['DEU', '1', '', 42]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: user.headers,
        payload: { plan: 'chef', period: 'monthly', country },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(stripe.requests.length).toBe(before);
  });
});

describe('a returning checkout is checked with Stripe', () => {
  const status = (sessionId: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/billing/checkout/${sessionId}`, headers });

  it('says open before paying, trial or paid after, with the plan it was for', async () => {
    const user = await createPlanUser(t.app, t.db);
    const session = await checkout(user.headers, { plan: 'master-chef', period: 'monthly', country: 'DE' });
    expect((await status(session.id, user.headers)).json()).toEqual({ outcome: 'open', plan: 'master-chef' });
    session.status = 'complete';
    session.payment_status = 'no_payment_required';
    expect((await status(session.id, user.headers)).json()).toEqual({ outcome: 'trial', plan: 'master-chef' });
    session.payment_status = 'paid';
    expect((await status(session.id, user.headers)).json()).toEqual({ outcome: 'paid', plan: 'master-chef' });
    session.payment_status = 'unpaid';
    expect((await status(session.id, user.headers)).json()).toMatchObject({ outcome: 'processing' });
    session.status = 'expired';
    expect((await status(session.id, user.headers)).json()).toMatchObject({ outcome: 'expired' });
  });

  it('never confirms someone else’s checkout or one that does not exist', async () => {
    const owner = await createPlanUser(t.app, t.db);
    const session = await checkout(owner.headers, { plan: 'chef', period: 'monthly' });
    session.status = 'complete';
    session.payment_status = 'paid';
    const other = await createPlanUser(t.app, t.db);
    const foreign = await status(session.id, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'not_found', message: BILLING_TEXTS.checkoutNotFound });
    expect((await status('cs_test_doesnotexist', owner.headers)).statusCode).toBe(404);
    expect((await status('not-a-session', owner.headers)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/checkout/${session.id}` })).statusCode).toBe(401);
  });

  it('Stripe down: 502 with a clear message, never a 500', async () => {
    const user = await createPlanUser(t.app, t.db);
    const session = await checkout(user.headers, { plan: 'chef', period: 'monthly' });
    stripe.failing = true;
    try {
      const down = await status(session.id, user.headers);
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe(BILLING_TEXTS.checkoutCheckFailed);
    } finally {
      stripe.failing = false;
    }
  });
});
