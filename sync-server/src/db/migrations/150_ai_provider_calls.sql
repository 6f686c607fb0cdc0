-- Calls made to the AI provider for each user, failed ones included: each costs the operator money, so a
-- user's calls in any 60 minutes are bounded (see generate/providerBudget.ts). Rows older than the window
-- are deleted as new calls are taken.
CREATE TABLE IF NOT EXISTS ai_provider_calls (
  owner text NOT NULL,
  called_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS ai_provider_calls_owner_time ON ai_provider_calls (owner, called_at);
