/** What the last attempt of an outbox entry came to (a save's answer reads it, save-then-sync.ts). */

/** The outcome of an entry's last attempt in a pass. */
export type EntryOutcome =
  | { kind: 'accepted' }
  /** Kept to try again (no answer, 5xx, 429 …), or the login ended (expired). */
  | { kind: 'failed'; message: string; network: boolean; expired?: boolean }
  /** Its photos are not all uploaded; message is why the upload failed, if it did. */
  | { kind: 'waiting'; message: string | null; network: boolean }
  /** Refused for good: it waits for the user; conflict when the conflict policy handed it over. */
  | { kind: 'attention'; message: string; conflict: boolean }
  /** The conflict policy kept the gateway's outcome; message is its notice. */
  | { kind: 'settled'; message: string }
  /** Not sent: an earlier change to the same job needs attention. */
  | { kind: 'held'; message: string };

/** Why a driver's change is not sent while an earlier change to its job needs attention. */
export const HELD_MESSAGE =
  'This change was saved on the phone. It will be sent after the earlier change to this job that needs attention is retried or discarded.';

/** The same for an admin's change: an admin works in a browser, not on a phone. */
export const ADMIN_HELD_MESSAGE =
  'This change was saved in this browser. It will be sent after the earlier change to this job that needs attention is retried or discarded.';

/** The held message in the words of whoever saved the change (its kind says: an admin's update or a driver's). */
export function heldMessageFor(kind: 'jobUpdate' | 'adminJobUpdate' | 'draUpdate'): string {
  return kind === 'adminJobUpdate' ? ADMIN_HELD_MESSAGE : HELD_MESSAGE;
}
