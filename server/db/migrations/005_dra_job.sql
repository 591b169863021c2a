-- A risk assessment names the job it was made for (the job its orderReference
-- resolved to when it was accepted), so evidence can be joined to jobs.
ALTER TABLE dra_updates ADD COLUMN job_id text REFERENCES jobs (id);
CREATE INDEX dra_updates_job_id ON dra_updates (job_id);

-- The risk assessment call finds its job by order number.
CREATE INDEX jobs_order_number ON jobs ((document->'delivery_job'->>'order_number'));

-- Rows stored earlier get the job of their order number in their own branch, when there is one.
UPDATE dra_updates d SET job_id = j.id
  FROM jobs j
  WHERE j.document->'delivery_job'->>'order_number' = d.order_reference AND j.branch = d.branch;
