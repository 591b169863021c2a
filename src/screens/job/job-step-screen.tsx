/** A completion-flow step of a job (collection report, delivery report, signature): header, back link and the step's heading. */
import type { Job } from '../../domain/job';
import { jobPath } from '../../domain/routes';
import { JobHeader } from './job-header';

/** The completion-flow views. */
export type JobStep = 'collection-report' | 'delivery-report' | 'signature';

const stepTitles: Record<JobStep, string> = {
  'collection-report': 'Collection report',
  'delivery-report': 'Delivery report',
  signature: 'Signature',
};

/** True for the completion-flow views. */
export function isJobStep(view: string): view is JobStep {
  return Object.prototype.hasOwnProperty.call(stepTitles, view);
}

/** The step's screen for a job. */
export function JobStepScreen({ job, step }: { job: Job; step: JobStep }) {
  return (
    <div className="job-screen">
      <JobHeader job={job} back={{ href: jobPath(job.id, 'overview'), label: 'Back to job' }} />
      <h2 className="job-step__title">{stepTitles[step]}</h2>
    </div>
  );
}
