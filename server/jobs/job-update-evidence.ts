/**
 * The signature of a job update must be this job's own. Its shape (null or a
 * link) is checked with the rest of the body by the job update's wire schema
 * (domain/gateway/job-update-schema.ts); whose signature it is can only be
 * told once the stored job is loaded, here.
 */
import { FOREIGN_SIGNATURE } from '@domain/gateway/job-update-schema';
import { isSignatureLinkOf } from '@domain/photos/media-links';
import type { SignatureStore } from '@domain/photos/media-links';
import { badRequest } from '../http/api-error';

/**
 * The signature of an update must be the job's own: the one already stored (the app sends it back with
 * every later update, even if the store has moved since), or the store's link to a signature of this job
 * (never a drawing's data or another job's signature).
 */
export function requireOwnSignature(
  signature: string | null | undefined,
  stored: { id: string; signature?: string | null },
  store: SignatureStore,
): void {
  if (signature === undefined || signature === null || signature === stored.signature) return;
  if (!isSignatureLinkOf(signature, store, stored.id)) throw badRequest(`signature ${FOREIGN_SIGNATURE}`);
}
