/**
 * What the sync leaves behind besides sent changes: notices of conflicts the
 * policy settled (shown on their jobs) and the record of every change a user
 * discarded (kept, with its exact request, so nothing leaves without a trace).
 */

/** A conflict resolved by the policy (domain/sync/conflict-policy.ts), shown on its job. */
export interface ConflictNotice {
  jobId: string;
  /** The owner of the refused change (only they see the notice). */
  owner: string;
  /** The policy's message, e.g. 'An admin (demo.admin) marked this job … Your suspension was kept as a record and not applied.' */
  message: string;
  /** ms since the epoch */
  at: number;
}

/** A notice as stored, with its key: the driver dismisses it by that key once read. */
export interface StoredConflictNotice extends ConflictNotice {
  id: number;
}

/** A change the user discarded after the gateway refused it. */
export interface DiscardedChange {
  entryId: number;
  jobId: string;
  kind: 'jobUpdate' | 'adminJobUpdate' | 'draUpdate';
  owner: string;
  /** The refusal the user saw. */
  message: string;
  /** ms since the epoch: saved, and discarded. */
  savedAt: number;
  discardedAt: number;
  /** The exact body that would have been sent (or the payload, when never frozen). */
  body: string;
}
