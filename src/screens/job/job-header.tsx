/** The top of a job screen: a back link, customer name, postcode and job type. */
import { Link } from 'wouter';
import type { Job } from '@domain/job/job';
import { jobTypeSummary } from '@domain/job/job-summary';

/** Where the back link goes and what it says. */
export interface BackLink {
  href: string;
  label: string;
}

/** Back link and the job's identity. */
export function JobHeader({ job, back }: { job: Job; back: BackLink }) {
  const customer = job.customer[0];
  return (
    <header className="job-header">
      <Link href={back.href} className="back-link" transition>
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <h1 className="job-header__name">{customer?.name}</h1>
      <p className="job-header__meta">
        <span className="job-header__postcode">{customer?.postcode}</span>
        <span>{jobTypeSummary(job)}</span>
      </p>
    </header>
  );
}
