/**
 * Where Complete leads (spec §4 completion flow): a collection or combined job
 * whose collection is not yet processed starts with the collection report;
 * every other job goes to the signature screen.
 */
import { JobType } from '../../domain/enums';
import type { Job } from '../../domain/job';
import type { JobView } from '../../domain/routes';

/** The first view of the completion flow for this job. */
export function completeDestination(job: Pick<Job, 'job_type' | 'collectionProcessed'>): JobView {
  const collects = job.job_type === JobType.Collection || job.job_type === JobType.DeliveryAndCollection;
  return collects && job.collectionProcessed !== true ? 'collection-report' : 'signature';
}
