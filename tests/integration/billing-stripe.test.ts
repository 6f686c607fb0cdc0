import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '../../shared/domain/billing';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { findUserById } from '../../sync-server/src/auth/userRepository';
import { type FakeStripe, startFakeStripe, stripeTestEnv, TEST_PRICES } from '../support/fakeStripe';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
const PRICES = TEST_PRICES;

let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe(WEBHOOK_SECRET);
  t = await createTestApp({
    env: {
      ...stripeTestEnv(stripe, WEBHOOK_SECRET),
      PUBLIC_URL: 'https://kitchen.example',
    },
  });
});
afterAll(async () => {
  await t?.cleanup();
  await stripe?.close();
});
beforeEach(() => {
  stripe.failing = false;
});

async function sendEvent(type: string, object: unknown, eventId?: string) {
  const { payload, signature, id } = stripe.signedEvent(type, object, eventId);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { outcome?: string; error?: string }, id };
}

async function entitlementsOf(headers: { authorization: string }) {
  const pull = await t.app.inject({
    method: 'POST',
    url: '/api/sync/entitlements/pull',
    headers,
    payload: { checkpoint: null, batchSize: 10 },
  });
  return pull.json().documents[0] as { plan: string; subscriptionStatus: string };
}

async function notificationsOf(headers: { authorization: string }) {
  const pull = await t.app.inject({
    method: 'POST',
    url: '/api/sync/notifications/pull',
    headers,
    payload: { checkpoint: null, batchSize: 50 },
  });
  return (pull.json().documents as { title: string }[]).map((n) => n.title);
}

/** A user who went through checkout: a customer at the fake Stripe and a subscription in the given state. */
async function subscribedUser(status: 'trialing' | 'active', price = PRICES.chefMonthly) {
  const user = await createPlanUser(t.app, t.db);
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: user.headers,
    payload: { plan: 'chef', period: 'monthly' },
  });
  expect(checkout.statusCode).toBe(200);
  const customer = (await findUserById(t.db, user.id))?.stripeCustomerId;
  if (!customer) throw new Error('no customer');
  const subscription = stripe.setSubscription({ customer, status, price, userId: user.id, plan: 'chef' });
  const completed = await sendEvent('checkout.session.completed', {
    id: 'cs_x',
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    subscription: subscription.id,
    client_reference_id: user.id,
  });
  expect(completed.body.outcome).toBe('applied');
  return { ...user, customer, subscription };
}

describe('billing with Stripe (a local server speaking its API)', () => {
  it('says whether billing is set up and which plans are for sale', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(config.json()).toEqual({ enabled: true, plans: ['chef', 'master-chef'], trialDays: 14 });
  });

  it('creates a Checkout Session per plan and period: the configured price, success and cancel URLs, 14-day trial, customer reused', async () => {
    const user = await createPlanUser(t.app, t.db);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: user.headers,
      payload: { plan: 'master-chef', period: 'yearly' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(new RegExp(`^${stripe.apiUrl}/checkout/cs_test_`));
    const session = [...stripe.sessions.values()].at(-1);
    const params = session?.params;
    expect(params?.get('mode')).toBe('subscription');
    expect(params?.get('line_items[0][price]')).toBe(PRICES.masterYearly);
    expect(params?.get('success_url')).toBe('https://kitchen.example/app?success=true&session_id={CHECKOUT_SESSION_ID}');
    expect(params?.get('cancel_url')).toBe('https://kitchen.example/app?canceled=true');
    expect(params?.get('subscription_data[trial_period_days]')).toBe('14');
    expect(params?.get('client_reference_id')).toBe(user.id);
    const customer = params?.get('customer');
    expect(stripe.customers.get(customer ?? '')?.email).toMatch(/@example\.test$/);

    await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: user.headers,
      payload: { plan: 'chef', period: 'monthly' },
    });
    expect([...stripe.sessions.values()].at(-1)?.params.get('customer')).toBe(customer);
    expect([...stripe.customers.values()].filter((c) => c.metadata.userId === user.id)).toHaveLength(1);
  });

  it('refuses bad checkout input with 400 and an unknown plan never reaches Stripe', async () => {
    const user = await createPlanUser(t.app, t.db);
    const before = stripe.requests.length;
    for (const payload of [
      { plan: 'enterprise', period: 'monthly' },
      { plan: 'free', period: 'yearly' },
      { plan: 'chef' },
      { plan: 'chef', period: 'weekly' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: user.headers, payload });
      expect(response.statusCode).toBe(400);
    }
    expect(stripe.requests.length).toBe(before);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', payload: { plan: 'chef', period: 'monthly' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('upgrade: checkout completed → the plan and a notification reach the user through sync', async () => {
    const user = await subscribedUser('trialing');
    expect(await entitlementsOf(user.headers)).toMatchObject({ plan: 'chef', subscriptionStatus: 'trialing' });
    expect(await notificationsOf(user.headers)).toContain('Free trial started');
  });

  it('a replayed event changes nothing twice', async () => {
    const user = await subscribedUser('active');
    stripe.setSubscription({ id: user.subscription.id, customer: user.customer, status: 'past_due', price: PRICES.chefMonthly });
    const failed = await sendEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      customer: user.customer,
      subscription: user.subscription.id,
    });
    expect(failed.body.outcome).toBe('applied');
    const again = await sendEvent(
      'invoice.payment_failed',
      { id: 'in_1', object: 'invoice', customer: user.customer, subscription: user.subscription.id },
      failed.id,
    );
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('duplicate');
    expect((await notificationsOf(user.headers)).filter((title) => title === 'Payment failed')).toHaveLength(1);
    expect(await entitlementsOf(user.headers)).toMatchObject({ plan: 'chef', subscriptionStatus: 'past_due' });
  });

  it('upgrade and downgrade between paid plans follow the subscription price', async () => {
    const user = await subscribedUser('active');
    stripe.setSubscription({ id: user.subscription.id, customer: user.customer, status: 'active', price: PRICES.masterMonthly });
    await sendEvent('customer.subscription.updated', stripe.subscriptions.get(user.subscription.id));
    expect(await entitlementsOf(user.headers)).toMatchObject({ plan: 'master-chef', subscriptionStatus: 'active' });
    stripe.setSubscription({ id: user.subscription.id, customer: user.customer, status: 'active', price: PRICES.chefYearly });
    await sendEvent('customer.subscription.updated', stripe.subscriptions.get(user.subscription.id));
    expect(await entitlementsOf(user.headers)).toMatchObject({ plan: 'chef', subscriptionStatus: 'active' });
  });

  it('cancel: the plan returns to free and nothing the user stored is deleted', async () => {
    const user = await subscribedUser('active');
    const recipe = {
      id: 'kept-recipe',
      title: 'Kept',
      recipe: 'text',
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/push',
      headers: user.headers,
      payload: { rows: [{ newDocumentState: { ...recipe, _deleted: false } }] },
    });
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: user.headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    stripe.setSubscription({ id: user.subscription.id, customer: user.customer, status: 'canceled', price: PRICES.chefMonthly });
    await sendEvent('customer.subscription.deleted', stripe.subscriptions.get(user.subscription.id));
    expect(await entitlementsOf(user.headers)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
    expect(await notificationsOf(user.headers)).toContain('Subscription ended');
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: user.headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(after.json().documents).toEqual(before.json().documents);
  });

  it('events out of order: the subscription state as Stripe reports it now wins, and an old subscription ending never downgrades a newer one', async () => {
    const user = await subscribedUser('active');
    const created = { ...stripe.subscriptions.get(user.subscription.id), status: 'trialing' };
    // Stripe now says canceled; a late "created" event (trialing in its payload) must not bring the plan back.
    stripe.setSubscription({ id: user.subscription.id, customer: user.customer, status: 'canceled', price: PRICES.chefMonthly });
    await sendEvent('customer.subscription.deleted', stripe.subscriptions.get(user.subscription.id));
    await sendEvent('customer.subscription.created', created);
    expect(await entitlementsOf(user.headers)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });

    // A new subscription, then the old one's late "deleted" event: the new plan stays.
    const renewed = stripe.setSubscription({ customer: user.customer, status: 'active', price: PRICES.masterMonthly, userId: user.id });
    await sendEvent('customer.subscription.created', renewed);
    await sendEvent('customer.subscription.deleted', stripe.subscriptions.get(user.subscription.id));
    expect(await entitlementsOf(user.headers)).toMatchObject({ plan: 'master-chef', subscriptionStatus: 'active' });
  });

  it('a bad signature is refused with 400 and changes nothing', async () => {
    const user = await createPlanUser(t.app, t.db);
    const { payload } = stripe.signedEvent('customer.subscription.created', {
      id: 'sub_forged',
      object: 'subscription',
      status: 'active',
      customer: 'cus_forged',
      metadata: { userId: user.id, plan: 'master-chef' },
    });
    for (const signature of ['t=1,v1=deadbeef', '', 'nonsense']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await findUserById(t.db, user.id))?.plan).toBe('free');
    const { rows } = await t.db.query<{ n: number | string }>('SELECT count(*) AS n FROM billing_events');
    const before = Number(rows[0]?.n);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: '[[[[',
    });
    expect(garbage.statusCode).toBe(400);
    const { rows: after } = await t.db.query<{ n: number | string }>('SELECT count(*) AS n FROM billing_events');
    expect(Number(after[0]?.n)).toBe(before);
  });

  it('a signed body that is no Stripe event is refused with 400 (never 500) and claims nothing', async () => {
    const { rows } = await t.db.query<{ n: number | string }>('SELECT count(*) AS n FROM billing_events');
    const before = Number(rows[0]?.n);
    const bodies = [
      '{}',
      JSON.stringify({ id: 'evt_no_data', type: 'customer.subscription.updated' }),
      JSON.stringify({ id: 'evt_null', type: 'customer.subscription.updated', data: { object: null } }),
      JSON.stringify({ id: 'evt_list', type: 'invoice.payment_failed', data: { object: [1, 2] } }),
      '[]',
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error).toBe(ERROR_CODES.badRequest);
    }
    const { rows: after } = await t.db.query<{ n: number | string }>('SELECT count(*) AS n FROM billing_events');
    expect(Number(after[0]?.n)).toBe(before);
  });

  it('Stripe down: checkout answers 502 with a clear message and a webhook is left for Stripe to retry (not claimed)', async () => {
    const user = await subscribedUser('active');
    stripe.failing = true;
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: (await createPlanUser(t.app, t.db)).headers,
      payload: { plan: 'chef', period: 'monthly' },
    });
    expect(checkout.statusCode).toBe(502);
    expect(checkout.json().message).toBe(BILLING_TEXTS.checkoutFailed);
    const event = await sendEvent('customer.subscription.updated', stripe.subscriptions.get(user.subscription.id));
    expect(event.status).toBe(502);
    stripe.failing = false;
    const retried = await sendEvent('customer.subscription.updated', stripe.subscriptions.get(user.subscription.id), event.id);
    expect(retried.body.outcome).toBe('applied');
  });

  it('opens the billing portal for a customer and says so when there is nothing to manage', async () => {
    const user = await subscribedUser('active');
    const portal = await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: user.headers });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toContain(`customer=${user.customer}`);
    expect(stripe.requests.at(-1)?.params.get('return_url')).toBe('https://kitchen.example/app?section=subscription');
    const fresh = await createPlanUser(t.app, t.db);
    const none = await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: fresh.headers });
    expect(none.statusCode).toBe(409);
    stripe.failing = true;
    const down = await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: user.headers });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(BILLING_TEXTS.portalFailed);
  });

  it('a paid subscriber is sent to Manage Plan instead of a second checkout', async () => {
    const user = await subscribedUser('active');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: user.headers,
      payload: { plan: 'master-chef', period: 'monthly' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_subscribed');
  });
});

describe('billing without keys', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.cleanup();
  });

  it('says billing is not set up, on every billing route', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/billing/config' })).json()).toMatchObject({ enabled: false, plans: [] });
    const user = await createPlanUser(plain.app, plain.db);
    for (const url of ['/api/billing/checkout', '/api/billing/portal']) {
      const response = await plain.app.inject({ method: 'POST', url, headers: user.headers, payload: { plan: 'chef', period: 'monthly' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'billing_not_configured', message: BILLING_TEXTS.notConfigured });
    }
    const webhook = await plain.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 'x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(503);
  });
});
