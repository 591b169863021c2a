-- The customer tracking page's links: one unguessable token per job, made the first time the job's link is
-- asked for (INSERT … ON CONFLICT DO NOTHING, then read back, so two gateways asking at once agree on one).
-- When it stops working is not stored: it follows the job's day (TRACKING_LINK_DAYS after it), so a job
-- moved to another day keeps a link that works until after its new day.
CREATE TABLE tracking_links (
  job_id text PRIMARY KEY REFERENCES jobs (id),
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
