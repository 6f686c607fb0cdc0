-- Accounts. Email is stored lowercased; Google accounts have no password hash.
CREATE TABLE IF NOT EXISTS users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  email_verified boolean NOT NULL DEFAULT false,
  provider text NOT NULL CHECK (provider IN ('password', 'google')),
  google_sub text UNIQUE,
  display_name text NOT NULL DEFAULT '',
  account_status text NOT NULL DEFAULT 'active' CHECK (account_status IN ('active', 'deactivated')),
  reactivated_at timestamptz,
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'chef', 'master-chef', 'enterprise')),
  is_admin boolean NOT NULL DEFAULT false,
  subscription_status text NOT NULL DEFAULT 'none'
    CHECK (subscription_status IN ('none', 'trialing', 'active', 'past_due', 'canceled')),
  current_period_end timestamptz,
  stripe_customer_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
