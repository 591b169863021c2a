/**
 * An outbox entry: one server update waiting for the gateway's yes. Its
 * payload is built when the change is saved; photo refs name the photos whose
 * uploaded locations go into it. Before its first attempt (at save when it has
 * no photos, else once they are uploaded) the exact call is frozen into
 * `request`, and every sender (engine and service worker, of any version)
 * replays those bytes. An entry belongs to the user who made it and is only
 * ever sent with that user's token.
 */
import type { ChangeAuthor, OtherChange } from '@domain/sync/conflict-policy';
import type { DraUpdateRequest } from '@domain/gateway/api-shapes';
import type { JobUpdateRequest } from '@domain/gateway/job-update-payload';
import { freezeRequest } from './frozen-request';
import type { FrozenRequest } from './frozen-request';

export type { FrozenRequest } from './frozen-request';

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

/** One string per stored photo (its images key and id), for sets of photos. */
export const photoRefId = (ref: Pick<PhotoRef, 'imageKey' | 'photoId'>) => `${ref.imageKey}\n${ref.photoId}`;

/** Why an entry stopped retrying. */
export interface OutboxAttention {
  message: string;
  /** The refusal's `code`, or null. */
  code: string | null;
  status: number;
  /** ms since the epoch */
  at: number;
  /** A 409 JOB_CHANGED's list of other people's changes (the conflict policy's input), else null. */
  conflict: OtherChange[] | null;
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
  /** Who made it (the call it goes to says the same; kept for the conflict policy). */
  author?: ChangeAuthor;
  /** The job's revision the change was made on (job updates), sent as If-Match; absent = unconditional. */
  baseRevision?: number | null;
  /** The frozen call; absent until its photos are uploaded (and on entries of schema version 1). */
  request?: FrozenRequest;
  /** 'attention' = stopped retrying until the driver retries or discards it; absent = 'pending'. */
  state?: 'pending' | 'attention';
  attention?: OutboxAttention | null;
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

/**
 * A new entry, never attempted, with a fresh idempotency key. Without photos
 * its call is frozen at once (the payload as saved); with photos a sender
 * freezes it once they are uploaded (worker-shared/sending/outbox-request.ts).
 */
export function newOutboxEntry(fields: NewOutboxEntry, now: number): OutboxEntry {
  const entry: OutboxEntry = {
    ...fields,
    idempotencyKey: crypto.randomUUID(),
    createdAt: now,
    attempts: 0,
    lastError: null,
    state: 'pending',
  };
  return entry.photos.length === 0 ? { ...entry, request: freezeRequest(entry, entry.payload) } : entry;
}
