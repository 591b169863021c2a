/**
 * A driver's completion-flow step of a job (collection report, delivery report,
 * signature), each screen its own lazy chunk. A step opens only as the job
 * screen's Complete would: the job assessed on this device, on its own day, and
 * not yet closed; otherwise the driver is sent back to the job. The check is made
 * on arrival only (the last signature pass closes the job while its screen shows).
 */
import { lazy, useState } from 'react';
import { Redirect } from 'wouter';
import { isClosedJob } from '@domain/job/closed-job';
import type { Job } from '@domain/job/job';
import { canActOnJob } from '@domain/job/job-day';
import { jobPath } from '@domain/accounts/routes';
import { useSnapshotField } from '../../state/snapshot-slices';

const CollectionReportScreen = lazy(() => import('../collection-report/collection-report-screen'));
const DeliveryReportScreen = lazy(() => import('../delivery-report/delivery-report-screen'));
const SignatureScreen = lazy(() => import('../signature/signature-screen'));

/** The completion-flow views. */
export type JobStep = 'collection-report' | 'delivery-report' | 'signature';

const steps: ReadonlySet<string> = new Set<JobStep>(['collection-report', 'delivery-report', 'signature']);

/** True for the completion-flow views. */
export function isJobStep(view: string): view is JobStep {
  return steps.has(view);
}

/** The step's screen for a job (drivers; admins complete on the admin completion form). */
export function JobStepScreen({ job, step }: { job: Job; step: JobStep }) {
  const assessedJobIds = useSnapshotField('assessedJobIds');
  const [open] = useState(
    () =>
      assessedJobIds.includes(job.id) &&
      canActOnJob({ job, admin: false, now: Date.now() }) &&
      !isClosedJob(job),
  );
  if (!open) return <Redirect to={jobPath(job.id, 'overview')} replace />;
  if (step === 'collection-report') return <CollectionReportScreen job={job} />;
  if (step === 'delivery-report') return <DeliveryReportScreen job={job} />;
  return <SignatureScreen job={job} />;
}
