/**
 * The driver's view of the outbox (job list and job screen): what waits to sync
 * and whether the engine is syncing, offline or stuck, with "Sync now" when
 * stuck and online. The live region stays in place (empty when all is sent) so changes are announced.
 * Photos going up show one progress bar each.
 */
import { useState } from 'react';
import { engine } from '../engine';
import { useSnapshot } from '../state/snapshot';
import { uploadPercent } from './photo-upload-state';
import { syncStatusText, uploadProgressText } from './sync-status-text';

/** The sync status line. */
export function SyncStatusLine() {
  const { sync, online } = useSnapshot();
  const [starting, setStarting] = useState(false);
  const shown = syncStatusText(sync);
  const syncNow = () => {
    setStarting(true);
    engine
      .syncNow()
      .catch((error: unknown) => console.error(error))
      .finally(() => setStarting(false));
  };
  return (
    <div className={shown === null ? 'sync-status' : `sync-status sync-status--${shown.tone}`}>
      <p className="sync-status__text" role="status">
        {shown?.text}
      </p>
      {sync.uploads.length > 0 && (
        <ul className="sync-status__uploads" aria-label="Photo uploads">
          {sync.uploads.map((upload) => (
            <li key={upload.photoId} className="sync-status__upload">
              <span>{uploadProgressText(upload)}</span>
              <progress max={100} value={uploadPercent(upload)} aria-label={uploadProgressText(upload)} />
            </li>
          ))}
        </ul>
      )}
      {sync.state === 'stuck' && online && (
        <button type="button" className="button sync-status__button" disabled={starting} onClick={syncNow}>
          Sync now
        </button>
      )}
    </div>
  );
}
