/**
 * The gate in front of a driver's completion-flow step (collection report, delivery report, signature; the
 * route table picks the step's screen). A step opens only as the job screen's Complete would: the job
 * assessed on this device, on its own day, and not yet closed; otherwise the driver is sent back to the job.
 * The check is made on arrival only (the last signature pass closes the job while its screen shows), and
 * moving from one step to the next keeps the gate, so it is not made again.
 */
import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { isClosedJob } from '@domain/job/closed-job';
import type { Job } from '@domain/job/job';
import { canActOnJob } from '@domain/job/job-day';
import { jobPath } from '@domain/accounts/routes';
import { useSnapshotField } from '../../state/snapshot-slices';

/** The step's screen (children) once the job may be completed here; the job's overview otherwise. */
export function JobStepScreen({ job, children }: { job: Job; children: ReactNode }) {
  const assessedJobIds = useSnapshotField('assessedJobIds');
  const [open] = useState(
    () =>
      assessedJobIds.includes(job.id) &&
      canActOnJob({ job, admin: false, now: Date.now() }) &&
      !isClosedJob(job),
  );
  if (!open) return <Redirect to={jobPath(job.id, 'overview')} replace />;
  return children;
}
