-- The evidence record reads a driver's generic positions by the phone's time of each (the
-- payload's timestamp, YYYY-MM-DDTHH:mm:ss, London wall clock) within the job's day and its outcome's;
-- positions filed under the job by job_id. The retention purge deletes by the time received.
CREATE INDEX heartbeats_driver_taken ON heartbeats (branch, driver_id, (payload->>'timestamp'));
CREATE INDEX heartbeats_received ON heartbeats (received_at);
DROP INDEX heartbeats_driver_received;
