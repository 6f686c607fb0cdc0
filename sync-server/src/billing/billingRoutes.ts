import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { BILLING_PERIODS, BILLING_TEXTS, hasPaidSubscription, PURCHASABLE_PLANS, TRIAL_DAYS } from '../../../shared/domain/billing';
import { locationForCountry } from '../../../shared/domain/currency';
import { PLAN_IDS } from '../../../shared/domain/plans';
import { checkoutRequestSchema, checkoutSessionParamsSchema } from '../../../shared/schemas/billingApi';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { findUserById, setStripeCustomerId, type UserRecord } from '../auth/userRepository';
import { HttpError } from '../errors';
import { errorReplies, requestSchema, zodRoutes } from '../http/zodSchemas';
import { applyStripeEvent, MalformedStripeEvent } from './applyStripeEvent';
import { createCheckoutPricing } from './checkoutPrice';
import { CHECKOUT_OUTCOMES, checkoutOutcome, checkoutPlan, isOwnSession } from './checkoutStatus';
import { type Billing, createBilling } from './stripeClient';

const checkoutStatusReplySchema = z.object({
  outcome: z.enum(CHECKOUT_OUTCOMES),
  plan: z.enum(PURCHASABLE_PLANS as ['chef', 'master-chef']).nullable(),
});

const billingConfigReplySchema = z.object({
  enabled: z.boolean(),
  plans: z.array(z.enum(PLAN_IDS)),
  trialDays: z.number().int().nonnegative(),
});
const redirectReplySchema = z.object({ url: z.string() });
/** What every Stripe event holds and applyStripeEvent reads before anything else. */
const stripeEventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const webhookReplySchema = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) });

/** Stripe sends webhooks of a few kB; anything near this is not Stripe. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

function checkoutNotFound(): HttpError {
  return new HttpError(404, ERROR_CODES.notFound, BILLING_TEXTS.checkoutNotFound);
}

function notConfigured(): HttpError {
  return new HttpError(503, ERROR_CODES.billingNotConfigured, BILLING_TEXTS.notConfigured);
}

/** Stripe unreachable or refusing: the user may try again; never a 500. */
function stripeFailure(error: unknown, fallback: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof Stripe.errors.StripeError) return new HttpError(502, ERROR_CODES.billingUnavailable, fallback);
  throw error;
}

async function signedInUser(request: FastifyRequest): Promise<UserRecord> {
  const user = await findUserById(request.server.db, request.currentUser.id);
  if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.sessionExpired);
  return user;
}

async function customerFor(billing: Billing, request: FastifyRequest, user: UserRecord): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await billing.stripe.customers.create({ email: user.email, metadata: { userId: user.id } });
  await setStripeCustomerId(request.server.db, user.id, customer.id);
  return customer.id;
}

/**
 * /api/billing: whether billing is set up, a Checkout Session per plan and period, a billing-portal
 * session, and Stripe's signed webhook (raw body, verified, idempotent by event id).
 */
export default async function billingRoutes(app: FastifyInstance): Promise<void> {
  const billing = createBilling(app.config);
  const origin = app.config.publicUrl;
  const routes = zodRoutes(app);
  // Without billing the answer is 503 whatever was sent: checked before the body is.
  const requireBilling = async () => {
    if (!billing) throw notConfigured();
  };

  routes.get('/config', { schema: { response: { 200: billingConfigReplySchema, ...errorReplies } } }, async () => ({
    enabled: billing !== null,
    plans: billing ? PURCHASABLE_PLANS.filter((plan) => BILLING_PERIODS.every((period) => billing.priceId(plan as 'chef', period))) : [],
    trialDays: TRIAL_DAYS,
  }));

  const checkoutSchema = {
    body: requestSchema(checkoutRequestSchema, { emptyAsObject: true }),
    response: { 200: redirectReplySchema, ...errorReplies },
  };
  const checkoutLine = billing ? createCheckoutPricing(billing) : null;
  routes.post(
    '/checkout',
    { onRequest: app.requireVerifiedUser, preValidation: requireBilling, schema: checkoutSchema },
    async (request) => {
      if (!billing || !checkoutLine) throw notConfigured();
      const { plan, period } = request.body;
      const location = locationForCountry(request.body.country);
      const price = billing.priceId(plan, period);
      if (!price) throw new HttpError(503, ERROR_CODES.billingNotConfigured, `The ${plan} ${period} price is not set up on this server.`);
      const user = await signedInUser(request);
      if (hasPaidSubscription(user.subscriptionStatus, user.plan)) {
        throw new HttpError(409, ERROR_CODES.alreadySubscribed, BILLING_TEXTS.alreadySubscribed);
      }
      try {
        const customer = await customerFor(billing, request, user);
        const firstSubscription = user.subscriptionStatus === 'none';
        // The amount the visitor was shown, in their currency with their VAT inside it.
        const line = await checkoutLine(price, plan, period, location);
        const session = await billing.stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          currency: line.currency,
          line_items: [line.lineItem],
          metadata: { userId: user.id, plan, period, country: location.countryCode },
          subscription_data: { metadata: { userId: user.id, plan }, ...(firstSubscription ? { trial_period_days: TRIAL_DAYS } : {}) },
          success_url: `${origin}/app?success=true&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${origin}/app?canceled=true`,
        });
        if (!session.url) throw new HttpError(502, ERROR_CODES.billingUnavailable, BILLING_TEXTS.checkoutFailed);
        return { url: session.url };
      } catch (error) {
        throw stripeFailure(error, BILLING_TEXTS.checkoutFailed);
      }
    },
  );

  // The app checks a returning checkout here before it says anything about a payment.
  routes.get(
    '/checkout/:sessionId',
    {
      onRequest: app.requireVerifiedUser,
      preValidation: requireBilling,
      schema: { params: requestSchema(checkoutSessionParamsSchema), response: { 200: checkoutStatusReplySchema, ...errorReplies } },
    },
    async (request) => {
      if (!billing) throw notConfigured();
      const user = await signedInUser(request);
      let session: Stripe.Checkout.Session;
      try {
        session = await billing.stripe.checkout.sessions.retrieve(request.params.sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw checkoutNotFound();
        throw stripeFailure(error, BILLING_TEXTS.checkoutCheckFailed);
      }
      if (!isOwnSession(session, user)) throw checkoutNotFound();
      return { outcome: checkoutOutcome(session), plan: checkoutPlan(session) };
    },
  );

  routes.post(
    '/portal',
    { onRequest: app.requireVerifiedUser, schema: { response: { 200: redirectReplySchema, ...errorReplies } } },
    async (request) => {
      if (!billing) throw notConfigured();
      const user = await signedInUser(request);
      if (!user.stripeCustomerId) throw new HttpError(409, ERROR_CODES.noSubscription, BILLING_TEXTS.noSubscription);
      try {
        const session = await billing.stripe.billingPortal.sessions.create({
          customer: user.stripeCustomerId,
          return_url: `${origin}/app?section=subscription`,
        });
        return { url: session.url };
      } catch (error) {
        throw stripeFailure(error, BILLING_TEXTS.portalFailed);
      }
    },
  );

  await app.register(async (webhook) => {
    // Signatures are over the exact bytes Stripe sent: keep the body raw in this scope only.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    // The body stays raw bytes: its only check is Stripe's signature over them, in the handler.
    zodRoutes(webhook).post('/webhook', { schema: { response: { 200: webhookReplySchema, ...errorReplies } } }, async (request) => {
      if (!billing) throw notConfigured();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(400, ERROR_CODES.badRequest, 'Missing Stripe signature.');
      }
      let event: Stripe.Event;
      try {
        event = billing.stripe.webhooks.constructEvent(request.body, signature, billing.webhookSecret);
      } catch {
        throw new HttpError(400, ERROR_CODES.badRequest, 'Invalid Stripe signature.');
      }
      // Signed, yet not an event Stripe sends (a hand-made test, a broken proxy): refused, never half applied.
      if (!stripeEventEnvelope.safeParse(event).success) {
        throw new HttpError(400, ERROR_CODES.badRequest, 'Not a Stripe event: id, type and data.object are required.');
      }
      try {
        const { outcome, reason } = await applyStripeEvent(app.db, billing, event);
        // Ignored events are answered 2xx (Stripe would retry a refusal for days) and logged with why.
        if (outcome === 'ignored') request.log.warn({ eventId: event.id, type: event.type, outcome, reason }, 'stripe event ignored');
        else request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true as const, outcome };
      } catch (error) {
        if (error instanceof MalformedStripeEvent) throw new HttpError(400, ERROR_CODES.badRequest, error.message);
        // Stripe unreachable or refusing: a non-2xx makes Stripe retry later; the event id is not claimed until it was applied.
        throw stripeFailure(error, 'Stripe could not be reached; the event will be retried.');
      }
    });
  });
}
