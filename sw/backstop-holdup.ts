/**
 * Why a backstop item did not go through, sorted from the send outcome every
 * sender shares (worker-shared/sending/send-outcome.ts): retried later (the
 * replay stops when there is no signal or no usable login), or refused (the
 * item leaves the queue; the outbox keeps the entry and the engine shows the
 * refusal on its next pass).
 */
import type { ApiResult } from '@worker-shared/api/api-result';
import type { UploadFailure } from '@worker-shared/sending/image-api-upload';

/** Why an item did not go through. */
export type Holdup = { kind: 'retry'; stop: boolean; message: string } | { kind: 'refused'; message: string };

/**
 * The holdup of a failed upload or update; `last` is the last answer the
 * replay had (a 401 whose refresh did not end the login stops the replay too).
 */
export function holdupOf(failure: UploadFailure, last: ApiResult | null): Holdup {
  const { message } = failure;
  if (failure.kind === 'refused') return { kind: 'refused', message };
  if (failure.kind === 'expired') return { kind: 'retry', stop: true, message };
  const stop = failure.network || (last !== null && !last.ok && last.status === 401);
  return { kind: 'retry', stop, message };
}
