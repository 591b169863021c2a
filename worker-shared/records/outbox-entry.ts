/**
 * An outbox entry: one server update waiting for the gateway's yes. Its
 * payload is built when the change is saved; photo refs name the photos whose
 * uploaded locations go into it at send time. An entry belongs to the user who
 * made it and is only ever sent with that user's token.
 */
import type { DraUpdateRequest } from '../../src/domain/gateway/api-shapes';
import type { JobUpdateRequest } from '../../src/domain/gateway/job-update-payload';

/** Which call an entry is for. */
export type OutboxKind = 'jobUpdate' | 'adminJobUpdate' | 'draUpdate';

/** A photo an entry carries: where it is in the image cache, and the question it answers (DRA). */
export interface PhotoRef {
  /** Images store key: the job id, or 'DRA-{id}'. */
  imageKey: string;
  photoId: string;
  /** q1 … q6 for risk assessment photos. */
  questionId?: string;
  /** The job gallery item's heading at save time (e.g. a combined job's collection-pass photo). */
  heading?: string;
}

/** What every entry has. */
interface OutboxEntryBase {
  /** Auto-incremented on insert; the sending order. */
  id?: number;
  jobId: string;
  /** userName of the user who saved it. */
  owner: string;
  /** Sent as the Idempotency-Key header on every attempt. */
  idempotencyKey: string;
  photos: PhotoRef[];
  /** ms since the epoch */
  createdAt: number;
  attempts: number;
  lastError: string | null;
}

/** A job update (driver or admin call) or a risk assessment (DRA update call). */
export type OutboxEntry =
  | (OutboxEntryBase & { kind: 'jobUpdate' | 'adminJobUpdate'; payload: JobUpdateRequest })
  | (OutboxEntryBase & { kind: 'draUpdate'; payload: DraUpdateRequest });

/** An entry as read back from the store (id assigned). */
export type StoredOutboxEntry = OutboxEntry & { id: number };

/** Entries of one lane are sent in order, each only after the one before it was accepted (also by the service worker's backstop). */
export const laneOf = (entry: StoredOutboxEntry) =>
  `${entry.kind === 'draUpdate' ? 'dra' : 'job'}:${entry.jobId}`;

/** The fields a saver gives; the rest is filled in by newOutboxEntry. */
export type NewOutboxEntry = OutboxEntry extends infer E
  ? E extends OutboxEntry
    ? Omit<E, 'id' | 'idempotencyKey' | 'attempts' | 'lastError' | 'createdAt'>
    : never
  : never;

/** A new entry, never attempted, with a fresh idempotency key. */
export function newOutboxEntry(fields: NewOutboxEntry, now: number): OutboxEntry {
  return { ...fields, idempotencyKey: crypto.randomUUID(), createdAt: now, attempts: 0, lastError: null };
}
