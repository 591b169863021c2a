/**
 * The words of the sync status line, in the driver's terms:
 * what waits is counted as the jobs the driver worked, their photos and the
 * customers' signatures, never as the engine's changes; then what the engine
 * is doing with it.
 */
import type { SyncStatus, UploadProgress } from '../engine';
import { waitingParts as waitingPartsOf } from '@domain/sync/pending-work';
import { uploadPercent } from './photo-upload-state';

/** The counts the line is made of. */
export type WaitingCounts = Pick<SyncStatus, 'pendingJobs' | 'pendingPhotos' | 'pendingSignatures'>;

/** What waits, one part per kind, e.g. ['3 jobs', '1 photo', '1 signature']; photos exclude the signatures. */
export function waitingParts(sync: WaitingCounts): string[] {
  return waitingPartsOf({
    jobs: sync.pendingJobs,
    photos: sync.pendingPhotos,
    signatures: sync.pendingSignatures,
  });
}

/** e.g. '3 jobs waiting to send · 1 photo · 1 signature'; '' when nothing waits. */
export function pendingSummary(sync: WaitingCounts): string {
  const [first, ...rest] = waitingParts(sync);
  if (first === undefined) return '';
  return [`${first} waiting to send`, ...rest].join(' · ');
}

/** What the line says and how it looks; null when there is nothing to say (idle, nothing waiting). */
export function syncStatusText(
  sync: Omit<SyncStatus, 'uploads'>,
): { text: string; tone: 'info' | 'warning' } | null {
  const parts = waitingParts(sync);
  const waiting = pendingSummary(sync);
  switch (sync.state) {
    case 'syncing':
      // A pass with nothing to send only asks the gateway: saying so would grow the bar on every load and
      // move the list under it for a moment (Lighthouse measured a CLS of 0.085 on the job list when it did).
      return parts.length === 0 ? null : { text: `Sending ${parts.join(' · ')}…`, tone: 'info' };
    case 'offline': {
      if (waiting === '') return null;
      const single = sync.pendingJobs + sync.pendingPhotos <= 1;
      const when = `${single ? 'It' : 'They'} will be sent when you are back online.`;
      return { text: `${waiting}. ${when}`, tone: 'warning' };
    }
    case 'stuck': {
      const what = waiting === '' ? 'Sync failed.' : `Sync failed: ${waiting}.`;
      return { text: sync.lastError ? `${what} Last error: ${sync.lastError}` : what, tone: 'warning' };
    }
    case 'idle':
      return waiting === '' ? null : { text: waiting, tone: 'info' };
  }
}

/** '1 change needs attention', '2 changes need attention'. */
export function attentionSummary(count: number): string {
  return count === 1 ? '1 change needs attention' : `${count} changes need attention`;
}

/** One upload's line under the status: 'Uploading photo {uri}: 42%'. */
export function uploadProgressText(upload: Pick<UploadProgress, 'uri' | 'loaded' | 'total'>): string {
  return `Uploading photo ${upload.uri}: ${uploadPercent(upload)}%`;
}
