-- Conversions a device made offline with the built-in engine, reported when it is back online.
-- Keyed by the device's conversion id, so a report sent twice counts each conversion once.
CREATE TABLE IF NOT EXISTS offline_conversions (
  owner text NOT NULL,
  id text NOT NULL,
  day text NOT NULL,
  reported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, id)
);
