/** The top of a job screen: back to the list, customer name, postcode and job type. */
import { Link } from 'wouter';
import type { Job } from '../../domain/job';
import { jobTypeLabel } from '../../domain/job-summary';

/** Back link and the job's identity. */
export function JobHeader({ job, listPath }: { job: Job; listPath: string }) {
  const customer = job.customer[0];
  return (
    <header className="job-header">
      <Link href={listPath} className="back-link">
        <span aria-hidden="true">←</span> Back to jobs
      </Link>
      <h1 className="job-header__name">{customer?.name}</h1>
      <p className="job-header__meta">
        <span className="job-header__postcode">{customer?.postcode}</span>
        <span>{jobTypeLabel(job.job_type)}</span>
      </p>
    </header>
  );
}
