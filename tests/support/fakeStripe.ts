import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A subscription as the fake keeps it (the fields of Stripe's object the server reads). */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete';
  customer: string;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; price: { id: string }; current_period_end: number }[] };
}

export interface FakeCheckoutSession {
  id: string;
  params: URLSearchParams;
  url: string;
  /** Stripe's session state: open until paid (or canceled by a test), then complete. */
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
}

/** A Price as the fake keeps it (the fields the server reads). */
export interface FakePrice {
  id: string;
  object: 'price';
  product: string;
  currency: string;
  unit_amount: number;
  tax_behavior: 'inclusive' | 'exclusive' | 'unspecified';
  recurring: { interval: 'month' | 'year'; interval_count: number };
  currency_options?: Record<string, { unit_amount: number; tax_behavior: 'inclusive' | 'exclusive' | 'unspecified' }>;
}

export interface FakeStripe {
  /** STRIPE_API_URL for the server under test. */
  apiUrl: string;
  /** Requests received: method, path and form parameters. */
  requests: { method: string; path: string; params: URLSearchParams }[];
  customers: Map<string, { id: string; email: string; metadata: Record<string, string> }>;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** The configured prices (TEST_PRICES, in USD), and the inline prices checkouts created. */
  prices: Map<string, FakePrice>;
  /** Where the fake "hosted checkout" page posts its webhooks (the app's /api/billing/webhook). */
  webhookUrl: string | undefined;
  /** Makes or replaces a subscription and returns it. */
  setSubscription(input: {
    id?: string;
    customer: string;
    status: FakeSubscription['status'];
    price: string;
    userId?: string;
    plan?: string;
  }): FakeSubscription;
  /** A signed webhook request for an event about `object`, as Stripe would send it. */
  signedEvent(type: string, object: unknown, eventId?: string): { payload: string; signature: string; id: string };
  /** The Stripe-Signature header for any body, signed with the webhook secret. */
  sign(payload: string): string;
  /** Sends a signed event to webhookUrl and returns the HTTP status. */
  deliver(type: string, object: unknown, eventId?: string): Promise<number>;
  /** Makes every API call answer 500 (Stripe down) until set back to false. */
  failing: boolean;
  /** While true, the checkout page queues its webhooks instead of sending them (a slow Stripe). */
  holdWebhooks: boolean;
  /** Sends the queued webhooks, in order. */
  releaseWebhooks(): Promise<void>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function metadataOf(params: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

/** What a session charges: its configured price in the session's currency, or its inline price_data. */
export function sessionCharge(
  session: FakeCheckoutSession,
  prices: ReadonlyMap<string, FakePrice>,
): { currency: string; unitAmount: number; taxBehavior: string; priceId: string | null } {
  const p = session.params;
  const priceId = p.get('line_items[0][price]');
  if (priceId) {
    const price = prices.get(priceId);
    const currency = p.get('currency') ?? price?.currency ?? '';
    const option = currency === price?.currency ? price : price?.currency_options?.[currency];
    return { currency, unitAmount: option?.unit_amount ?? -1, taxBehavior: option?.tax_behavior ?? '', priceId };
  }
  return {
    currency: p.get('line_items[0][price_data][currency]') ?? '',
    unitAmount: Number(p.get('line_items[0][price_data][unit_amount]')),
    taxBehavior: p.get('line_items[0][price_data][tax_behavior]') ?? '',
    priceId: null,
  };
}

const CHECKOUT_PAGE = (session: FakeCheckoutSession, prices: ReadonlyMap<string, FakePrice>) => {
  const charge = sessionCharge(session, prices);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
<body><main><h1>Test checkout</h1><p>Price ${session.params.get('line_items[0][price]') ?? 'inline'}</p>
<p>Amount ${charge.unitAmount} ${charge.currency.toUpperCase()} (tax ${charge.taxBehavior})</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Back</button></form></main></body></html>`;
};

/**
 * A local HTTP server that speaks the parts of Stripe's API the server calls (customers, Checkout
 * Sessions, subscriptions, billing-portal sessions) and signs webhooks with the SDK's test-header
 * helper, so the official SDK is exercised without reaching the internet. Its hosted "checkout page"
 * lets a browser test pay: it creates a trialing subscription, delivers the webhooks, and redirects
 * to the session's success_url like Stripe does.
 */
export async function startFakeStripe(webhookSecret: string): Promise<FakeStripe> {
  const stripe = new Stripe('sk_test_fake');
  const requests: FakeStripe['requests'] = [];
  const customers: FakeStripe['customers'] = new Map();
  const sessions: FakeStripe['sessions'] = new Map();
  const subscriptions: FakeStripe['subscriptions'] = new Map();
  const prices: FakeStripe['prices'] = new Map(
    TEST_PRICE_LIST.map(([priceId, product, unit_amount, interval]) => [
      priceId,
      {
        id: priceId,
        object: 'price',
        product,
        currency: 'usd',
        unit_amount,
        tax_behavior: 'inclusive',
        recurring: { interval, interval_count: 1 },
      },
    ]),
  );
  let base = '';
  const held: (() => Promise<unknown>)[] = [];
  const deliverOrHold = async (type: string, object: unknown) => {
    if (fake.holdWebhooks) held.push(() => fake.deliver(type, object));
    else await fake.deliver(type, object);
  };

  const fake: FakeStripe = {
    apiUrl: '',
    requests,
    customers,
    sessions,
    subscriptions,
    prices,
    webhookUrl: undefined,
    failing: false,
    holdWebhooks: false,
    async releaseWebhooks() {
      const queued = held.splice(0);
      for (const send of queued) await send();
    },
    setSubscription({ id: subId, customer, status, price, userId, plan }) {
      const existing = subId ? subscriptions.get(subId) : undefined;
      const periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
      const subscription: FakeSubscription = {
        id: subId ?? id('sub'),
        object: 'subscription',
        status,
        customer,
        metadata: { ...(existing?.metadata ?? {}), ...(userId ? { userId } : {}), ...(plan ? { plan } : {}) },
        items: { object: 'list', data: [{ id: id('si'), price: { id: price }, current_period_end: periodEnd }] },
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    sign(payload) {
      return stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    },
    signedEvent(type, object, eventId = id('evt')) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }), id: eventId };
    },
    async deliver(type, object, eventId) {
      if (!fake.webhookUrl) throw new Error('fake Stripe: no webhookUrl set');
      const { payload, signature } = fake.signedEvent(type, object, eventId);
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function sessionObject(session: FakeCheckoutSession) {
    const p = session.params;
    return {
      id: session.id,
      object: 'checkout.session',
      url: session.url,
      mode: p.get('mode'),
      status: session.status,
      payment_status: session.payment_status,
      client_reference_id: p.get('client_reference_id'),
      customer: p.get('customer'),
      currency: sessionCharge(session, prices).currency,
      metadata: metadataOf(p, 'metadata'),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const params = await readForm(req);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
    const checkoutPage = /^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    if (checkoutPage?.[1]) {
      const session = sessions.get(checkoutPage[1]);
      if (!session) return json(res, 404, { error: { message: 'No such checkout session' } });
      if (!checkoutPage[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CHECKOUT_PAGE(session, prices));
        return;
      }
      if (checkoutPage[2] === 'cancel') {
        res.writeHead(303, { location: session.params.get('cancel_url') ?? '/' }).end();
        return;
      }
      const customer = session.params.get('customer') ?? id('cus');
      const trial = Boolean(session.params.get('subscription_data[trial_period_days]'));
      const charge = sessionCharge(session, prices);
      // Stripe makes a price of its own for an inline price_data line.
      let priceId = charge.priceId;
      if (!priceId) {
        priceId = id('price');
        prices.set(priceId, {
          id: priceId,
          object: 'price',
          product: session.params.get('line_items[0][price_data][product]') ?? '',
          currency: charge.currency,
          unit_amount: charge.unitAmount,
          tax_behavior: charge.taxBehavior as FakePrice['tax_behavior'],
          recurring: {
            interval: session.params.get('line_items[0][price_data][recurring][interval]') === 'year' ? 'year' : 'month',
            interval_count: 1,
          },
        });
      }
      session.status = 'complete';
      session.payment_status = trial ? 'no_payment_required' : 'paid';
      const subscription = fake.setSubscription({
        customer,
        status: trial ? 'trialing' : 'active',
        price: priceId,
        ...metadataOf(session.params, 'subscription_data[metadata]'),
      });
      await deliverOrHold('checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        customer,
        subscription: subscription.id,
        client_reference_id: session.params.get('client_reference_id'),
      });
      await deliverOrHold('customer.subscription.created', subscription);
      const success = (session.params.get('success_url') ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id);
      res.writeHead(303, { location: success }).end();
      return;
    }
    if (fake.failing) return json(res, 500, { error: { type: 'api_error', message: 'Stripe is down (test)' } });
    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: params.get('email') ?? '', metadata: metadataOf(params, 'metadata') };
      customers.set(customer.id, customer);
      return json(res, 200, customer);
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const session: FakeCheckoutSession = {
        id: sessionId,
        params,
        url: `${base}/checkout/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
      };
      sessions.set(sessionId, session);
      return json(res, 200, sessionObject(session));
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && sessionPath?.[1]) {
      const found = sessions.get(sessionPath[1]);
      return found
        ? json(res, 200, sessionObject(found))
        : json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
    }
    const pricePath = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && pricePath?.[1]) {
      const found = prices.get(pricePath[1]);
      return found
        ? json(res, 200, found)
        : json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such price' } });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && subscription?.[1]) {
      const found = subscriptions.get(subscription[1]);
      return found
        ? json(res, 200, found)
        : json(res, 404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'id',
              message: `No such subscription: '${subscription[1]}'`,
            },
          });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return json(res, 200, { id: id('bps'), object: 'billing_portal.session', url: `${base}/portal?customer=${params.get('customer')}` });
    }
    return json(res, 404, { error: { type: 'invalid_request_error', message: `Unknown route ${req.method} ${url.pathname}` } });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.apiUrl = base;
  return fake;
}

/** Test price ids of the four purchasable plan-periods. */
export const TEST_PRICES = {
  chefMonthly: 'price_chef_m',
  chefYearly: 'price_chef_y',
  masterMonthly: 'price_master_m',
  masterYearly: 'price_master_y',
} as const;

/** The configured prices as the README's set-up makes them: USD, VAT-inclusive, the amounts a US visitor is shown. */
const TEST_PRICE_LIST: [string, string, number, 'month' | 'year'][] = [
  [TEST_PRICES.chefMonthly, 'prod_chef', 1499, 'month'],
  [TEST_PRICES.chefYearly, 'prod_chef', 14400, 'year'],
  [TEST_PRICES.masterMonthly, 'prod_master_chef', 1999, 'month'],
  [TEST_PRICES.masterYearly, 'prod_master_chef', 19200, 'year'],
];

/** The server environment that turns billing on against the fake. */
export function stripeTestEnv(fake: FakeStripe, webhookSecret: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.apiUrl,
    STRIPE_PRICE_CHEF_MONTHLY: TEST_PRICES.chefMonthly,
    STRIPE_PRICE_CHEF_YEARLY: TEST_PRICES.chefYearly,
    STRIPE_PRICE_MASTER_CHEF_MONTHLY: TEST_PRICES.masterMonthly,
    STRIPE_PRICE_MASTER_CHEF_YEARLY: TEST_PRICES.masterYearly,
  };
}
