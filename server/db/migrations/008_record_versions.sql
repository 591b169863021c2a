-- Every version of a job's evidence record the gateway has served, kept for good: a printed copy's
-- digest still verifies after the record changes (a late sync, an admin's fix, a renamed user, a relabelled
-- reason, heartbeats past their retention), and the record as it was then can be read back.
CREATE TABLE record_versions (
  job_id text NOT NULL REFERENCES jobs (id),
  digest text NOT NULL CHECK (digest ~ '^[0-9a-f]{64}$'),
  record jsonb NOT NULL,
  first_served_at timestamptz NOT NULL,
  PRIMARY KEY (job_id, digest)
);
