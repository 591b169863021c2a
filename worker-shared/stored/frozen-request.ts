/**
 * The exact call of an outbox entry, frozen once: the path of its kind, the
 * body's JSON text and the headers that say which change it is (its key, when
 * it was saved, the revision it was based on). Every sender of every app
 * version replays these bytes, so a repeat is answered from the gateway's
 * idempotency store instead of being refused as a different request.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import { IF_MATCH_HEADER, SAVED_AT_HEADER, revisionTag } from '@domain/sync/sync-window';

/** The path each outbox kind is sent to. */
export const outboxCallPaths = {
  jobUpdate: apiPaths.jobUpdate,
  adminJobUpdate: apiPaths.adminJobUpdate,
  draUpdate: apiPaths.draUpdate,
} as const;

/** The exact call of an entry: sent byte for byte on every attempt, by every sender. */
export interface FrozenRequest {
  method: 'POST';
  path: string;
  /** The JSON body's exact text. */
  body: string;
  /** Idempotency-Key, Doorstep-Saved-At and (job updates) If-Match. */
  headers: Record<string, string>;
}

/** What of an entry goes into its frozen call besides the body. */
export interface FrozenCallOwner {
  kind: keyof typeof outboxCallPaths;
  idempotencyKey: string;
  /** ms since the epoch */
  createdAt: number;
  baseRevision?: number | null;
}

/** Freezes the call of an entry whose body is `value` (photos already filled in). */
export function freezeRequest(entry: FrozenCallOwner, value: unknown): FrozenRequest {
  const headers: Record<string, string> = {
    'Idempotency-Key': entry.idempotencyKey,
    [SAVED_AT_HEADER]: new Date(entry.createdAt).toISOString(),
  };
  if (typeof entry.baseRevision === 'number') headers[IF_MATCH_HEADER] = revisionTag(entry.baseRevision);
  return { method: 'POST', path: outboxCallPaths[entry.kind], body: JSON.stringify(value), headers };
}
