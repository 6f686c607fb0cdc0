-- First-party analytics, stored only for visitors who consented to analytics (the client sends nothing
-- before consent or after withdrawal). Pruned after the stated retention.
CREATE TABLE IF NOT EXISTS analytics_events (
  id bigserial PRIMARY KEY,
  device_id text,
  type text NOT NULL CHECK (type IN ('page_view', 'recipe_conversion')),
  path text,
  recipe_type text,
  filter_count integer,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS analytics_events_at ON analytics_events (at);
