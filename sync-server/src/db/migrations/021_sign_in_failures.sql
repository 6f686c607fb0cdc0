-- Failed password sign-ins per account address (the address need not belong to an account, so
-- probing unknown addresses answers the same). Cleared by a successful sign-in or a password reset.
CREATE TABLE IF NOT EXISTS sign_in_failures (
  email text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL DEFAULT now()
);
