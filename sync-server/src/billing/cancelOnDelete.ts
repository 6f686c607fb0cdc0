import Stripe from 'stripe';

/**
 * Cancels the Stripe subscriptions of a customer whose account is being deleted. Does nothing when
 * billing is off (no STRIPE_SECRET_KEY) or the user never had a Stripe customer. Returns how many
 * subscriptions were cancelled.
 */
export async function cancelSubscriptionsOnDelete(
  stripeCustomerId: string | null,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const key = env.STRIPE_SECRET_KEY;
  if (!key || !stripeCustomerId) return 0;
  const apiUrl = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const stripe = new Stripe(key, {
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: Number(apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80)),
          protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  let cancelled = 0;
  for await (const subscription of stripe.subscriptions.list({ customer: stripeCustomerId, status: 'all' })) {
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
    await stripe.subscriptions.cancel(subscription.id);
    cancelled += 1;
  }
  return cancelled;
}
