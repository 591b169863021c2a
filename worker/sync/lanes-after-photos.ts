/**
 * The changes that wait for photos, job by job: the photos one lane's next
 * change names, then that lane at once, oldest waiting change first. After a
 * day offline a completion then reaches the office (and retail) as the sync
 * goes, rather than after every photo of the day is up. A lane whose next
 * change waits for more photos goes round again; one whose photo did not go up
 * (failed, on hold, refused) waits for the pass's last round or the next pass.
 */
import type { PhotoRef } from '@worker-shared/stored/outbox-entry';
import { endsPass } from '@worker-shared/sending/image-api-upload';
import type { UploadFailure } from '@worker-shared/sending/image-api-upload';
import { uploadPhotosOf } from '../uploads/pending-photo-uploads';
import type { PhotoUploadDeps } from '../uploads/pending-photo-uploads';
import { latestRetryAfter, sendOutbox } from './outbox-sender';
import type { OutboxSenderDeps } from './outbox-sender';

/** How the lanes went. */
export interface LaneRounds {
  /** Every photo that did not go up, by photo id. */
  failures: Map<string, UploadFailure>;
  /** Lanes stopped on an answer or a hold: not sent again this pass. */
  held: Set<string>;
  /** The last sending error (null when none) and the largest Retry-After. */
  problem: string | null;
  retryAfterMs: number | null;
  /** The pass must stop: an answer said so, or an upload failure ends it. */
  stopped: boolean;
  /** The upload failure that ended the pass, if one did. */
  ending: UploadFailure | null;
}

/** Sends each waiting lane's photos, then the lane, in the order given. */
export async function sendLanesAfterPhotos(
  sending: OutboxSenderDeps,
  uploads: PhotoUploadDeps,
  owner: string,
  waiting: ReadonlyMap<string, readonly PhotoRef[]>,
): Promise<LaneRounds> {
  const rounds: LaneRounds = {
    failures: new Map(),
    held: new Set(),
    problem: null,
    retryAfterMs: null,
    stopped: false,
    ending: null,
  };
  for (const [lane, firstRefs] of waiting) {
    let refs = firstRefs;
    for (;;) {
      if (sending.stopped() || sending.owner() !== owner) return { ...rounds, stopped: true };
      const failed = await uploadPhotosOf(uploads, owner, refs);
      for (const [photoId, failure] of failed) rounds.failures.set(photoId, failure);
      const ending = [...failed.values()].find(endsPass);
      if (ending) return { ...rounds, stopped: true, ending };
      const report = await sendOutbox(sending, owner, rounds.failures, { only: lane });
      rounds.problem = report.problem ?? rounds.problem;
      rounds.retryAfterMs = latestRetryAfter(rounds.retryAfterMs, report.retryAfterMs);
      for (const held of report.held) rounds.held.add(held);
      if (report.stopped) return { ...rounds, stopped: true };
      const next = report.waiting.get(lane);
      const tried = new Set(refs.map((ref) => ref.photoId));
      if (!next || next.some((ref) => tried.has(ref.photoId))) break;
      refs = next;
    }
  }
  return rounds;
}
