/** The words of the sync status line: what waits (changes, photos) and what the engine is doing with it. */
import type { SyncStatus, UploadProgress } from '../engine';
import { uploadPercent } from './photo-upload-state';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** e.g. '2 changes and 1 photo'; '' when nothing waits. */
export function pendingSummary(sync: Pick<SyncStatus, 'pendingChanges' | 'pendingPhotos'>): string {
  const parts: string[] = [];
  if (sync.pendingChanges > 0) parts.push(count(sync.pendingChanges, 'change', 'changes'));
  if (sync.pendingPhotos > 0) parts.push(count(sync.pendingPhotos, 'photo', 'photos'));
  return parts.join(' and ');
}

/** What the line says and how it looks; null when there is nothing to say (idle, nothing waiting). */
export function syncStatusText(sync: SyncStatus): { text: string; tone: 'info' | 'warning' } | null {
  const waiting = pendingSummary(sync);
  switch (sync.state) {
    case 'syncing':
      return { text: waiting === '' ? 'Syncing…' : `Syncing ${waiting}…`, tone: 'info' };
    case 'offline':
      if (waiting === '') return null;
      return { text: `${waiting} waiting to sync when you are back online.`, tone: 'warning' };
    case 'stuck': {
      const what = waiting === '' ? 'Sync failed.' : `Sync failed: ${waiting} waiting.`;
      return { text: sync.lastError ? `${what} Last error: ${sync.lastError}` : what, tone: 'warning' };
    }
    case 'idle':
      return waiting === '' ? null : { text: `${waiting} waiting to sync.`, tone: 'info' };
  }
}

/** One upload's line under the status: 'Uploading photo {uri}: 42%'. */
export function uploadProgressText(upload: Pick<UploadProgress, 'uri' | 'loaded' | 'total'>): string {
  return `Uploading photo ${upload.uri}: ${uploadPercent(upload)}%`;
}
