-- Stream tickets are single-use: the first GET /api/sync/stream that presents one claims its id here.
-- Rows are removed once the ticket has expired anyway (see streamRoutes.ts).
CREATE TABLE IF NOT EXISTS stream_ticket_uses (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS stream_ticket_uses_expiry ON stream_ticket_uses (expires_at);
