-- A change of e-mail address waits here until the new address is proven by its mail link.
-- Only the SHA-256 of the token is kept; the row goes with the user.
CREATE TABLE IF NOT EXISTS email_changes (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(new_email)),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS email_changes_user_idx ON email_changes (user_id);
