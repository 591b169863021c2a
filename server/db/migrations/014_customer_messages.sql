-- The customer message outbox: at most one message of each kind per job (UNIQUE (job_id, kind)), written
-- with INSERT … ON CONFLICT DO NOTHING in the transaction of the event that calls for it, so any number of
-- gateways seeing the same event write it once. Every gateway's sender claims due rows (status 'pending',
-- not_before passed) with FOR UPDATE SKIP LOCKED and a lease (claimed_until), as the retail webhooks are:
-- a gateway that dies mid-send leaves its lease to expire and another sends the row under the same event_id.
-- Status: 'pending' (due at not_before: later than created_at when held in quiet hours), 'sent' (the
-- provider took it), 'kept' (no provider is set: kept for the office to read), 'skipped' (written in quiet
-- hours and stale by their end), 'failed' (the provider refused it for 24 hours).
CREATE TABLE customer_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  job_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('window', 'on-the-way', 'arriving', 'delivered', 'not-delivered')),
  recipient text NOT NULL,
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'kept', 'skipped', 'failed')),
  not_before timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  UNIQUE (job_id, kind)
);
-- What a sender's claim reads: the pending rows, due first.
CREATE INDEX customer_messages_due ON customer_messages (not_before, id) WHERE status = 'pending';
