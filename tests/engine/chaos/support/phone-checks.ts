/**
 * The phone's promises at the end of a quiet chaos run: no outbox entry is
 * left but those needing the driver's attention (with the gateway's or the
 * policy's message), no photo still waits to upload, and every job of the day
 * is no longer awaiting sync (unless a change of it needs attention) and shows
 * what the driver last saved or what the gateway holds (product rule 4.6: a job stored on
 * the phone with the same id and end time replaces the server's copy, so a
 * later fix by the office need not show on the phone).
 */
import type { Job } from '@domain/job/job';
import type { DriverLedger } from './driver-ledger';
import type { PhoneRecord } from './phone-holds';

/** Checks the phone against the driver's saves and the gateway's jobs; the broken promises. */
export function checkPhone(
  phone: PhoneRecord,
  ledger: DriverLedger,
  gatewayJobs: ReadonlyMap<string, Job>,
): string[] {
  const problems: string[] = [];
  for (const entry of phone.entries) {
    if (entry.state !== 'attention') {
      problems.push(
        `${entry.kind} of ${entry.jobId} is still waiting (${entry.attempts} attempts, ${String(entry.lastError)})`,
      );
    } else if (!entry.attention?.message) {
      problems.push(`${entry.kind} of ${entry.jobId} needs attention without a message`);
    }
  }
  for (const photo of phone.waitingPhotos) problems.push(`photo ${photo.uri} is still waiting to upload`);
  const attention = new Set(
    phone.entries.filter((entry) => entry.state === 'attention').map((entry) => entry.jobId),
  );
  for (const [id, stored] of gatewayJobs) {
    const shown = phone.jobs.get(id);
    if (!shown) problems.push(`${id} is missing from the phone`);
    else if (attention.has(id)) continue;
    else if (shown.requiresSync === true) problems.push(`${id} still awaits sync on the phone`);
    else {
      const saved = ledger.outcomesOf(id).at(-1)?.outcome;
      if (shown.job_outcome_status !== stored.job_outcome_status && shown.job_outcome_status !== saved) {
        problems.push(
          `${id} shows outcome ${shown.job_outcome_status} on the phone; the driver saved ${String(saved)}, the gateway holds ${stored.job_outcome_status}`,
        );
      }
    }
  }
  return problems;
}
