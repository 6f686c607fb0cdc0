-- Sessions of deleted accounts: only the hash of each refresh token that was still usable and its
-- family (one signed-in device), never the user's id or address. A device presenting one of them is
-- told its account was deleted, so it wipes its local copy. Kept as long as a refresh token lives.
CREATE TABLE IF NOT EXISTS erased_sessions (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL,
  erased_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS erased_sessions_family_idx ON erased_sessions (family_id);
CREATE INDEX IF NOT EXISTS erased_sessions_erased_at_idx ON erased_sessions (erased_at);
