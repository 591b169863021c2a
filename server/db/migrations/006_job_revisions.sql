-- Every job has a revision: 1 when planned, one more with each accepted update. A change may name the
-- revision it was based on (If-Match), and is refused when someone else changed the job since.
ALTER TABLE jobs ADD COLUMN revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1);

-- Each accepted update names the revision it produced and the outcome it set (null: job_outcome_status
-- was left as it was), so a refusal can list what the others changed.
ALTER TABLE job_updates ADD COLUMN revision integer;
ALTER TABLE job_updates ADD COLUMN outcome integer CHECK (outcome BETWEEN 1 AND 5);

-- Updates stored earlier get revisions in the order they arrived (the first update produced revision 2),
-- and the outcome their payload named (whether or not it changed the job: the safe reading).
UPDATE job_updates u SET revision = numbered.revision
  FROM (SELECT id, 1 + row_number() OVER (PARTITION BY job_id ORDER BY id) AS revision FROM job_updates) numbered
  WHERE u.id = numbered.id;
UPDATE job_updates SET outcome = (payload->>'job_outcome_status')::integer
  WHERE payload->>'job_outcome_status' ~ '^[1-5]$';
ALTER TABLE job_updates ALTER COLUMN revision SET NOT NULL;
CREATE UNIQUE INDEX job_updates_job_revision ON job_updates (job_id, revision);

-- Jobs stored earlier: one more than their updates, in the column and in the document alike.
UPDATE jobs j SET revision = 1 + (SELECT count(*) FROM job_updates u WHERE u.job_id = j.id);
UPDATE jobs SET document = jsonb_set(document, '{revision}', to_jsonb(revision));

-- Changes refused because someone else changed the job since their base revision: kept, never applied.
CREATE TABLE job_conflicts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id text NOT NULL REFERENCES jobs (id),
  kind text NOT NULL CHECK (kind IN ('driver', 'admin')),
  username text NOT NULL,
  branch text NOT NULL,
  driver_id text NOT NULL,
  idempotency_key text,
  base_revision integer NOT NULL,
  revision integer NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX job_conflicts_job_id ON job_conflicts (job_id);
