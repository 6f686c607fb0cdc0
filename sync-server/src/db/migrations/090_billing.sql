-- Billing: the subscription a user's plan follows, and the Stripe events already applied (webhooks are
-- delivered at least once and in any order; the event id makes a replay a no-op).
ALTER TABLE users ADD COLUMN IF NOT EXISTS stripe_subscription_id text;

CREATE TABLE IF NOT EXISTS billing_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
