/**
 * The device's balance-paid list (product rules 3.12 and 4.6: balancePaidJobs, the refresh): the ids
 * of jobs whose balance the driver collected here. The refresh merge applies it
 * (mergeJobs), so a list fetched before the completion reaches the gateway
 * cannot show the old balance again. Only the latest ids are kept: a job
 * leaves the device's days long before that many more balances are taken.
 */

/** How many ids the list keeps. */
export const BALANCE_PAID_JOBS_KEPT = 500;

/** The list with the job added once, newest last, cut to the latest BALANCE_PAID_JOBS_KEPT. */
export function withBalancePaidJob(ids: readonly string[] | undefined, jobId: string): string[] {
  return [...(ids ?? []).filter((id) => id !== jobId), jobId].slice(-BALANCE_PAID_JOBS_KEPT);
}
