-- The link a retailer is sent to read a job's completed evidence record: one row per job, written once, when
-- a gateway first sees the record complete, in the transaction that queues its evidence_record.completed
-- webhooks; the primary key makes that happen once however many gateways see the completion. The token is a
-- 256-bit random capability (base64url); it is kept as is because later job.updated bodies repeat the link,
-- and whoever can read this table can read the record itself. digest is the record's digest when completed.
CREATE TABLE retail_record_links (
  job_id text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  digest text NOT NULL,
  completed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
-- An admin's resend puts a delivered or failed webhook back to pending, due at once, with a fresh 24 h of
-- retries counted from retry_from (null: from created_at, as queued). Its tries so far are kept.
ALTER TABLE retail_webhooks ADD COLUMN retry_from timestamptz;
-- The delivery log pages a branch's rows newest first.
CREATE INDEX retail_webhooks_created ON retail_webhooks (created_at DESC, id DESC);
