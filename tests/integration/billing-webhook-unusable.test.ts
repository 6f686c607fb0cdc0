/**
 * Signed Stripe events the server cannot use: of a type or object it ignores, about a subscription
 * Stripe does not know, without the customer: 2xx with nothing changed, and logged; malformed: 400;
 * never a 5xx unless Stripe is unreachable. And 20 events delivered at once for one change write one
 * notice. Runs on PostgreSQL (when reachable) and on PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../sync-server/src/app';
import { findUserById, insertUser, setStripeCustomerId } from '../../sync-server/src/auth/userRepository';
import { loadConfig } from '../../sync-server/src/config';
import { migrate } from '../../sync-server/src/db/migrate';
import { openPglite } from '../../sync-server/src/db/pglite';
import type { Database } from '../../sync-server/src/db/types';
import { type FakeStripe, startFakeStripe, stripeTestEnv, TEST_PRICES } from '../support/fakeStripe';
import { createTestDatabase, postgresReachable } from '../support/testDb';

const WEBHOOK_SECRET = 'whsec_unusable_events_secret';
const kinds = [...(process.env.TEST_DB !== 'pglite' && (await postgresReachable()) ? ['postgres' as const] : []), 'pglite' as const];

interface LogLine {
  level: string;
  data: unknown;
  message: string | undefined;
}

/** A logger that keeps what the server logs, so a test can see that an ignored event was logged with why. */
function capturingLogger(lines: LogLine[]): FastifyBaseLogger {
  const make = (): FastifyBaseLogger => {
    const at = (level: string) => (data: unknown, message?: string) => {
      lines.push({ level, data, message });
    };
    const logger = {
      level: 'info',
      fatal: at('fatal'),
      error: at('error'),
      warn: at('warn'),
      info: at('info'),
      debug: at('debug'),
      trace: at('trace'),
      silent: () => {},
      child: () => make(),
    };
    return logger as unknown as FastifyBaseLogger;
  };
  return make();
}

describe.each(kinds)('signed webhook events the server cannot use (%s)', (kind) => {
  let stripe: FakeStripe;
  let app: FastifyInstance;
  let db: Database;
  let cleanupDb: () => Promise<void>;
  let dataDir: string;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    stripe = await startFakeStripe(WEBHOOK_SECRET);
    if (kind === 'pglite') {
      const pglite = await openPglite(undefined);
      await migrate(pglite);
      db = pglite;
      cleanupDb = () => pglite.close();
    } else {
      const testDb = await createTestDatabase({ poolSize: 10 });
      db = testDb.db;
      cleanupDb = testDb.cleanup;
    }
    dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-webhooks-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'webhook-test-secret-that-is-long-enough-0123456789',
      ...stripeTestEnv(stripe, WEBHOOK_SECRET),
    });
    app = await buildApp({ config, db, logger: capturingLogger(logs), clientDir: path.join(dataDir, 'no-client') });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await cleanupDb?.();
    await stripe?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(type: string, object: unknown, eventId?: string) {
    const { payload, signature, id } = stripe.signedEvent(type, object, eventId);
    const res = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    return { status: res.statusCode, body: res.json<{ outcome?: string; error?: string; message?: string }>(), id };
  }

  /** A user with a Stripe customer and an active Chef subscription applied. */
  async function subscriber() {
    const email = `hook-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const user = await insertUser(db, { email, passwordHash: null, emailVerified: true, provider: 'password' });
    if (!user) throw new Error('no user');
    const customer = `cus_${user.id.slice(0, 12)}`;
    await setStripeCustomerId(db, user.id, customer);
    const subscription = stripe.setSubscription({ customer, status: 'active', price: TEST_PRICES.chefMonthly, userId: user.id });
    expect((await send('customer.subscription.created', subscription)).body.outcome).toBe('applied');
    return { id: user.id, customer, subscription };
  }

  const billingEvents = async () => Number((await db.query<{ n: number | string }>('SELECT count(*) AS n FROM billing_events')).rows[0]?.n);
  const notices = async (userId: string) =>
    (
      await db.query<{ title: string }>("SELECT data->>'title' AS title FROM documents WHERE owner = $1 AND collection = 'notifications'", [
        userId,
      ])
    ).rows.map((row) => row.title);
  const ignoredLogged = (eventId: string) =>
    logs.find(
      (line) => line.level === 'warn' && (line.data as { eventId?: string }).eventId === eventId && line.message === 'stripe event ignored',
    );

  it('an event without a customer is applied from the subscription Stripe reports (it answered 500)', async () => {
    const user = await subscriber();
    stripe.setSubscription({ id: user.subscription.id, customer: user.customer, status: 'active', price: TEST_PRICES.masterMonthly });
    const { customer: _customer, ...withoutCustomer } = stripe.subscriptions.get(user.subscription.id) as unknown as Record<
      string,
      unknown
    >;
    const res = await send('customer.subscription.updated', withoutCustomer);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('applied');
    expect((await findUserById(db, user.id))?.plan).toBe('master-chef');
  });

  it('a subscription Stripe does not know is answered 200 "ignored", logged with why, and nothing changes (it answered 502)', async () => {
    const user = await subscriber();
    const before = await findUserById(db, user.id);
    const unknown = { ...stripe.subscriptions.get(user.subscription.id), id: 'sub_stripe_never_heard_of', status: 'canceled' };
    const res = await send('customer.subscription.deleted', unknown);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
    expect(ignoredLogged(res.id)?.data).toMatchObject({ reason: expect.stringContaining('does not know the subscription') });
    expect(await findUserById(db, user.id)).toEqual(before);
    // Stripe's redelivery of it is a duplicate, not a second look.
    expect((await send('customer.subscription.deleted', unknown, res.id)).body.outcome).toBe('duplicate');
    // An invoice and a checkout naming it, likewise.
    const invoice = await send('invoice.payment_failed', {
      id: 'in_x',
      object: 'invoice',
      customer: user.customer,
      subscription: 'sub_gone',
    });
    expect([invoice.status, invoice.body.outcome]).toEqual([200, 'ignored']);
    const checkout = await send('checkout.session.completed', {
      id: 'cs_gone',
      object: 'checkout.session',
      mode: 'subscription',
      customer: user.customer,
      subscription: 'sub_gone',
      client_reference_id: user.id,
    });
    expect([checkout.status, checkout.body.outcome]).toEqual([200, 'ignored']);
    expect(await findUserById(db, user.id)).toEqual(before);
  });

  it('types and objects the server ignores are answered 200 "ignored" and logged; nothing changes', async () => {
    const user = await subscriber();
    const before = await findUserById(db, user.id);
    const events: Array<[string, unknown]> = [
      ['customer.created', { id: user.customer, object: 'customer' }],
      ['invoice.paid', { id: 'in_paid', object: 'invoice', customer: user.customer, subscription: user.subscription.id }],
      ['payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }],
      ['checkout.session.completed', { id: 'cs_pay', object: 'checkout.session', mode: 'payment', customer: user.customer }],
      ['checkout.session.completed', { id: 'cs_async', object: 'checkout.session', mode: 'subscription', subscription: null }],
      ['invoice.payment_failed', { id: 'in_one_off', object: 'invoice', customer: user.customer }],
    ];
    for (const [type, object] of events) {
      const res = await send(type, object);
      expect([type, res.status, res.body.outcome]).toEqual([type, 200, 'ignored']);
      expect(ignoredLogged(res.id), type).toBeDefined();
    }
    // A subscription Stripe reports without a customer, for nobody the server knows.
    const orphan = stripe.setSubscription({ customer: 'cus_nobody', status: 'active', price: TEST_PRICES.chefMonthly });
    const res = await send('customer.subscription.updated', orphan);
    expect([res.status, res.body.outcome]).toEqual([200, 'ignored']);
    expect(await findUserById(db, user.id)).toEqual(before);
    expect(await notices(user.id)).not.toContain('Payment failed');
  });

  it('a malformed event of a type the server handles is refused with 400 and claims nothing', async () => {
    const before = await billingEvents();
    const malformed: Array<[string, unknown]> = [
      ['customer.subscription.updated', { object: 'subscription', status: 'active' }],
      ['customer.subscription.deleted', { id: 42, object: 'subscription' }],
      ['customer.subscription.created', { id: 'sub_x', customer: 12 }],
      ['checkout.session.completed', { id: 'cs_x', mode: 'subscription', subscription: { no: 'id' } }],
      ['invoice.payment_failed', { id: 'in_x', subscription: ['sub_1'] }],
    ];
    for (const [type, object] of malformed) {
      const res = await send(type, object);
      expect([type, res.status, res.body.error]).toEqual([type, 400, 'bad_request']);
    }
    expect(await billingEvents()).toBe(before);
  });

  it('Stripe unreachable is the one 5xx: 502, not claimed, applied when Stripe retries', async () => {
    const user = await subscriber();
    stripe.failing = true;
    try {
      const res = await send('customer.subscription.updated', stripe.subscriptions.get(user.subscription.id));
      expect(res.status).toBe(502);
      stripe.failing = false;
      expect((await send('customer.subscription.updated', stripe.subscriptions.get(user.subscription.id), res.id)).body.outcome).toBe(
        'applied',
      );
    } finally {
      stripe.failing = false;
    }
  });

  it('20 events at once for one plan change write one "Plan changed" notice', async () => {
    const user = await subscriber();
    stripe.setSubscription({ id: user.subscription.id, customer: user.customer, status: 'active', price: TEST_PRICES.masterMonthly });
    const changed = stripe.subscriptions.get(user.subscription.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? send('customer.subscription.updated', changed)
          : send('checkout.session.completed', {
              id: `cs_parallel_${i}`,
              object: 'checkout.session',
              mode: 'subscription',
              customer: user.customer,
              subscription: user.subscription.id,
              client_reference_id: user.id,
            }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.map((r) => r.body.outcome)).toEqual(Array(20).fill('applied'));
    expect((await findUserById(db, user.id))?.plan).toBe('master-chef');
    expect((await notices(user.id)).filter((title) => title === 'Plan changed')).toHaveLength(1);
  });
});
