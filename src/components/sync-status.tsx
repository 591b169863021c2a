/**
 * The driver's view of the outbox (every logged-in screen): what waits to be
 * sent and whether the engine is syncing, offline or stuck, with "Sync now"
 * when stuck and online; the changes that need attention with links to their
 * jobs; and the notice when the browser refused persistent storage. The live
 * region stays in place (empty when all is sent) so changes are announced.
 * Photos going up show one progress bar each.
 */
import { useState } from 'react';
import { engine } from '../engine';
import { usePersistenceNotice } from '../state/persistence-notice';
import { useSnapshot } from '../state/snapshot';
import { PersistenceNotice } from './persistence-notice';
import { uploadPercent } from './photo-upload-state';
import { SyncAttention } from './sync-attention';
import { syncStatusText, uploadProgressText } from './sync-status-text';

/** The sync status bar. */
export function SyncStatusLine() {
  const { sync, online, attention } = useSnapshot();
  const persistenceRefused = usePersistenceNotice().shown;
  const [starting, setStarting] = useState(false);
  const shown = syncStatusText(sync);
  const warn = attention.length > 0 || persistenceRefused;
  const tone = warn ? 'warning' : shown?.tone;
  const syncNow = () => {
    setStarting(true);
    engine
      .syncNow()
      .catch((error: unknown) => console.error(error))
      .finally(() => setStarting(false));
  };
  return (
    <div className={tone === undefined ? 'sync-status' : `sync-status sync-status--${tone}`}>
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
      <SyncAttention />
      <PersistenceNotice />
    </div>
  );
}
