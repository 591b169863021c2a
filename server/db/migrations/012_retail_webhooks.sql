-- The retail webhook outbox: one row per event and endpoint, written in the transaction that accepted the
-- change, so an accepted update always has its webhook and a refused one never does. Every gateway's sender
-- claims due rows with FOR UPDATE SKIP LOCKED and a lease (claimed_until); a gateway that dies mid-send
-- leaves its lease to expire and another sends the row again under the same event_id. The body is kept as
-- the exact text that is signed and posted. The endpoint's secret is never stored here (the setting holds it).
CREATE TABLE retail_webhooks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  event_type text NOT NULL,
  retailer_id text NOT NULL,
  job_id text NOT NULL,
  url text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  claimed_until timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz
);
-- What a sender's claim reads: the pending rows, due first.
CREATE INDEX retail_webhooks_due ON retail_webhooks (next_attempt_at, id) WHERE status = 'pending';
-- A retailer's delivery log, newest first.
CREATE INDEX retail_webhooks_retailer ON retail_webhooks (retailer_id, created_at);
