-- Addresses that followed the signed unsubscribe link of a non-essential mail (newsletters, tips).
-- Stored lower-cased; account mails the user asks for (verification, password reset) are still sent.
CREATE TABLE IF NOT EXISTS mail_opt_outs (
  email text PRIMARY KEY,
  opted_out_at timestamptz NOT NULL DEFAULT now()
);
