/**
 * Finds other scopes' data in an answer: the job ids, order numbers, customer
 * names and first address lines of every job outside the caller's scope that
 * no job inside it shares. Reads the jobs table.
 */
import type { Job } from '@domain/job/job';
import type { Database } from '@server/db/database';
import type { JobScope } from '@server/store/jobs';

/** A stored job's place and the strings that identify it. */
interface JobMarkers {
  branch: string;
  driverid: string;
  markers: string[];
}

/** Every job's markers. */
export async function loadJobMarkers(db: Database): Promise<JobMarkers[]> {
  const rows = await db.query<{ branch: string; driver_id: string; document: Job }>(
    'SELECT branch, driver_id, document FROM jobs ORDER BY id',
  );
  return rows.map(({ branch, driver_id, document: job }) => ({
    branch,
    driverid: driver_id,
    markers: [
      job.id,
      job.delivery_job.order_number,
      ...job.customer.flatMap((customer) => [customer.name, customer.address_1]),
    ].filter((marker) => marker.length >= 4),
  }));
}

function inScope(job: JobMarkers, scope: JobScope | null): boolean {
  if (scope === null || job.branch !== scope.branch) return false;
  return scope.driverid === null || job.driverid === scope.driverid;
}

/** The markers of jobs the scope may not see (minus any a visible job shares). */
export function foreignMarkers(jobs: readonly JobMarkers[], scope: JobScope | null): string[] {
  const visible = new Set(jobs.filter((job) => inScope(job, scope)).flatMap((job) => job.markers));
  const hidden = jobs.filter((job) => !inScope(job, scope)).flatMap((job) => job.markers);
  return [...new Set(hidden)].filter((marker) => !visible.has(marker));
}

/** The foreign markers found in an answer's text. */
export function leaksIn(text: string, foreign: readonly string[]): string[] {
  return foreign.filter((marker) => text.includes(marker));
}
