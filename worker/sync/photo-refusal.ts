/**
 * A photo the gateway or the object store refused for good stops the changes
 * that need it, as a refused change stops (refusal-resolution.ts): each of
 * the photo owner's pending entries that names it needs attention, with the
 * refusal's message, code and status. The driver's Retry sends the photo and
 * the change again; Discard records the change and keeps the photo on the
 * phone (on hold, worker-shared/sending/photo-hold.ts). Their lanes wait.
 */
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import type { EntryOutcome } from './entry-outcome';
import { stopForAttention } from './refusal-resolution';
import type { Refusal, RefusalDeps } from './refusal-resolution';

/** What stopping the entries needs. */
export interface PhotoRefusalDeps extends RefusalDeps {
  /** Keeps each stopped entry's outcome (a save's answer reads it). */
  record(entryId: number, outcome: EntryOutcome): void;
}

/** Why the change stopped: the photo's refusal in the refuser's words (worker/uploads/refused-photos.ts). */
export function photoRefusalMessageOf(refusal: Refusal): string {
  return `A photo of this change was refused. ${refusal.message}`;
}

/** Stops the owner's pending entries that need the photo (stored under imageKey); how many stopped. */
export async function stopEntriesNeedingPhoto(
  deps: PhotoRefusalDeps,
  imageKey: string,
  photo: Pick<StoredPhoto, 'id' | 'owner'>,
  refusal: Refusal,
): Promise<number> {
  const needing = (await deps.storage.outboxEntries()).filter(
    (entry) =>
      entry.owner === photo.owner &&
      entry.state !== 'attention' &&
      entry.photos.some((ref) => ref.imageKey === imageKey && ref.photoId === photo.id),
  );
  const message = photoRefusalMessageOf(refusal);
  const { code, status } = refusal;
  for (const entry of needing) {
    const result = await stopForAttention(deps, entry, { message, code, status, conflict: null });
    if (result.kind === 'attention') deps.record(entry.id, result);
  }
  return needing.length;
}
