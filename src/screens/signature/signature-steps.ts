/** The signature screen's words that depend on the pass: the back link, the photo's names and the terms. */
import { signaturePass } from '@domain/completion/completion-flow';
import type { Job } from '@domain/job/job';
import type { JobView } from '@domain/accounts/routes';

/** Where the back link goes and what it says. */
export interface SignatureBack {
  view: Extract<JobView, 'collection-report' | 'delivery-report'>;
  label: string;
}

/** The report this pass's signature follows: the collection report on a collection pass, else the delivery report. */
export function signatureBack(job: Pick<Job, 'job_type' | 'collectionProcessed'>): SignatureBack {
  return signaturePass(job) === 'collection'
    ? { view: 'collection-report', label: 'Back to collection report' }
    : { view: 'delivery-report', label: 'Back to delivery report' };
}

/** The photo selector's title, plus tile name and photo name for the pass. */
export function signaturePhotoNames(job: Pick<Job, 'job_type' | 'collectionProcessed'>): {
  label: string;
  addLabel: string;
  photoName: string;
} {
  return signaturePass(job) === 'collection'
    ? { label: 'Collection photo', addLabel: 'Add collection photo', photoName: 'collection photo' }
    : { label: 'Delivered photo', addLabel: 'Add delivered photo', photoName: 'delivered photo' };
}

/** The terms the customer signs for. */
export function signatureTerms(job: Pick<Job, 'job_type' | 'collectionProcessed'>): string {
  const done = signaturePass(job) === 'collection' ? 'collected' : 'delivered';
  return (
    `By signing below, the customer confirms that the items listed have been ${done}, ` +
    'and that any damage or missing items have been reported to the driver.'
  );
}
