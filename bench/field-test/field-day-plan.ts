/**
 * What a field-test day holds: for each job, the work the driver does. The default day of six has
 * every kind once or more (deliveries with the 12 MP portrait photo and a signature, a combined
 * delivery-and-collection job, a failure, a suspension); a longer day (--jobs N) repeats deliveries,
 * failures and suspensions. Also what each kind leaves at the gateway and in its object store.
 */
import { JobOutcomeStatus } from '@domain/job/enums';

/** The work done on one job. */
export type FieldWork = 'complete' | 'combined' | 'fail' | 'suspend';

/** The default day: one of each kind, deliveries around them. */
export const DEFAULT_DAY: readonly FieldWork[] = [
  'complete',
  'combined',
  'fail',
  'complete',
  'suspend',
  'complete',
];

/** How a longer day goes on after the default six. */
const LONGER_DAY_CYCLE: readonly FieldWork[] = ['complete', 'fail', 'complete', 'suspend'];

/** The work of each of `jobCount` jobs, in route order. */
export function dayWork(jobCount: number): FieldWork[] {
  return Array.from(
    { length: jobCount },
    (_, i) => DEFAULT_DAY[i] ?? LONGER_DAY_CYCLE[(i - DEFAULT_DAY.length) % LONGER_DAY_CYCLE.length]!,
  );
}

/** The outcome the gateway must end with for the work. */
export const outcomeOfWork: Record<FieldWork, JobOutcomeStatus> = {
  complete: JobOutcomeStatus.JobComplete,
  combined: JobOutcomeStatus.JobComplete,
  fail: JobOutcomeStatus.Failed,
  suspend: JobOutcomeStatus.Suspended,
};

/** Photos and signatures the work stores, each exactly once. */
export const objectsOfWork: Record<FieldWork, { photos: number; signatures: number }> = {
  complete: { photos: 1, signatures: 1 },
  combined: { photos: 2, signatures: 1 },
  fail: { photos: 1, signatures: 0 },
  suspend: { photos: 0, signatures: 0 },
};
