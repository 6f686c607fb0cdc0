-- Generation slots taken but not yet finished. A slot counts against the daily limit while the
-- provider works, so parallel requests at the limit cannot all pass; a crashed request's slot
-- expires (see usageRepository.ts).
CREATE TABLE IF NOT EXISTS generation_reservations (
  id text PRIMARY KEY,
  owner text NOT NULL,
  day text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS generation_reservations_owner_day ON generation_reservations (owner, day);

-- When a user agreed to share recipe data with the AI provider, and to which consent version.
CREATE TABLE IF NOT EXISTS ai_consents (
  owner text PRIMARY KEY,
  version text NOT NULL,
  consented_at timestamptz NOT NULL DEFAULT now()
);
