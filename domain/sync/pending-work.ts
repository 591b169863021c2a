/**
 * What a user still has waiting on the device (architecture rule 9), in the driver's
 * words: the jobs they worked, their photos and the
 * customers' signatures, and the changes that need attention. The sync bar
 * and the question before ending a session with work waiting say it the same
 * way: nothing is dropped, it is sent after the next login.
 */
import { counted } from '../app/counted';

/** What waits for the logged-in user. */
export interface PendingWork {
  /** Distinct jobs with a change or a photo still to send. */
  jobs: number;
  /** Photos still to upload, signatures included. */
  photos: number;
  /** Of photos, the customers' signatures. */
  signatures: number;
  /** Changes that stopped retrying and wait for Retry or Discard. */
  attention: number;
}

/** The button that keeps the session. */
export const STAY_LOGGED_IN_LABEL = 'Cancel';
/** The button that logs out with work waiting. */
export const LOGOUT_ANYWAY_LABEL = 'Log out anyway';
/** The button that changes CDC with work waiting. */
export const CHANGE_CDC_ANYWAY_LABEL = 'Change CDC anyway';

/** True when anything waits. */
export function hasPendingWork(work: PendingWork): boolean {
  return work.jobs + work.photos + work.attention > 0;
}

/** What waits, one part per kind, e.g. ['3 jobs', '1 photo', '1 signature']; photos exclude the signatures. */
export function waitingParts(work: Pick<PendingWork, 'jobs' | 'photos' | 'signatures'>): string[] {
  const photos = Math.max(0, work.photos - work.signatures);
  const parts: string[] = [];
  if (work.jobs > 0) parts.push(counted(work.jobs, 'job', 'jobs'));
  if (photos > 0) parts.push(counted(photos, 'photo', 'photos'));
  if (work.signatures > 0) parts.push(counted(work.signatures, 'signature', 'signatures'));
  return parts;
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(parts: readonly string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/**
 * The question before a logout or Change CDC with work waiting, e.g. "You have 2 jobs and 1 signature waiting
 * to send. They are kept on this device and will be sent after you next log in."
 */
export function pendingWorkMessage(work: PendingWork): string {
  const waiting = waitingParts(work);
  const sentences: string[] = [];
  if (waiting.length > 0) sentences.push(`You have ${listed(waiting)} waiting to send.`);
  if (work.attention > 0)
    sentences.push(`${counted(work.attention, 'change needs', 'changes need')} attention.`);
  const single = work.jobs + work.photos + work.attention === 1;
  sentences.push(
    `${single ? 'It is' : 'They are'} kept on this device and ` +
      (waiting.length > 0 ? 'will be sent after you next log in.' : 'waits for you after you next log in.'),
  );
  return sentences.join(' ');
}
