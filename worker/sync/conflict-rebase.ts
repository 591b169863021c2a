/**
 * Sending a change again on a newer revision of its job (the conflict policy's
 * resend, or the driver's Retry of a conflict): the same body bytes and save
 * time, a new Idempotency-Key (the gateway keeps its 409 under the old one) and
 * If-Match naming the new revision.
 */
import { IF_MATCH_HEADER, revisionTag } from '@domain/sync/sync-window';
import type { FrozenRequest } from '@worker-shared/stored/outbox-entry';

/** What storage.reopenOutboxEntry takes to rebase an entry. */
export interface Rebase {
  baseRevision: number;
  idempotencyKey: string;
  request: FrozenRequest;
}

/** The rebase of a frozen call onto a revision, under a fresh key. */
export function rebaseOnto(request: FrozenRequest, baseRevision: number): Rebase {
  const idempotencyKey = crypto.randomUUID();
  return {
    baseRevision,
    idempotencyKey,
    request: {
      ...request,
      headers: {
        ...request.headers,
        'Idempotency-Key': idempotencyKey,
        [IF_MATCH_HEADER]: revisionTag(baseRevision),
      },
    },
  };
}
