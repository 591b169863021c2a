-- Evidence integrity: the SHA-256 the phone took at capture, kept beside the image it names.
-- Images uploaded before hashes existed keep null (the evidence record shows them as unchecked).
ALTER TABLE images ADD COLUMN sha256 text CHECK (sha256 IS NULL OR sha256 ~ '^[0-9a-f]{64}$');

-- The evidence record finds arrival and completion positions per driver and per job, in time order.
CREATE INDEX heartbeats_driver_received ON heartbeats (driver_id, received_at);
CREATE INDEX heartbeats_job_received ON heartbeats (job_id, received_at);
