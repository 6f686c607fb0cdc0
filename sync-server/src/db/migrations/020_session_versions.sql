-- Per-user session version: every access token carries the version current when it was issued and
-- is refused once the version moved on (sign-out everywhere, password change or reset, account
-- takeover, deletion). No foreign key on purpose: the row outlives a deleted account, so tokens of
-- that account stay refused until they expire.
CREATE TABLE IF NOT EXISTS session_versions (
  user_id text PRIMARY KEY,
  version integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
