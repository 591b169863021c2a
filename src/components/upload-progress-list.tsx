/**
 * The sync bar's photos going up, one progress bar each, laid along the bar's
 * foot (layout.css), so uploads starting never change the bar's height. A
 * bar's words for screen readers are its label alone: words hidden the usual
 * way are a positioned box, and Chromium lays out the whole page from the
 * document each time one comes or goes, once for every photo of a sync. It
 * reads the uploads slice, so it is the only part of the app that re-renders
 * on an upload progress tick. Photos go up one after another: between two of
 * them the last bar stays, hidden (the photo may have been refused), while the
 * pass still has photos to send, so it does not blink off and on for every
 * photo.
 */
import { useState } from 'react';
import type { UploadProgress } from '../engine';
import { useSyncCounts, useUploads } from '../state/sync-slices';
import { uploadPercent } from './photo-upload-state';
import { uploadProgressText } from './sync-status-text';

const NONE: readonly UploadProgress[] = [];

/** One line and progress bar per upload in flight; nothing once the pass has no photo left to send. */
export function UploadProgressList() {
  const uploads = useUploads();
  const { state, pendingPhotos } = useSyncCounts();
  const [last, setLast] = useState<readonly UploadProgress[]>(NONE);
  const between = uploads.length === 0 && state === 'syncing' && pendingPhotos > 0;
  const remembered = uploads.length > 0 ? uploads : between ? last : NONE;
  if (remembered !== last) setLast(remembered);
  const shown = between ? last : uploads;
  if (shown.length === 0) return null;
  return (
    <ul className="sync-status__uploads" aria-label="Photo uploads" aria-hidden={between || undefined}>
      {shown.map((upload) => (
        <li
          key={upload.photoId}
          className={between ? 'sync-status__upload sync-status__upload--idle' : 'sync-status__upload'}
        >
          <progress max={100} value={uploadPercent(upload)} aria-label={uploadProgressText(upload)} />
        </li>
      ))}
    </ul>
  );
}
