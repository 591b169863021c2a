/**
 * The driver's view of the outbox (job list and job screen): what waits to sync
 * and whether the engine is syncing, offline or stuck, with "Sync now" when
 * stuck and online. The live region stays in place (empty when all is sent) so changes are announced.
 */
import { useState } from 'react';
import { engine } from '../engine';
import { useSnapshot } from '../state/snapshot';
import { syncStatusText } from './sync-status-text';

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
      {sync.state === 'stuck' && online && (
        <button type="button" className="button sync-status__button" disabled={starting} onClick={syncNow}>
          Sync now
        </button>
      )}
    </div>
  );
}
