/**
 * The driver's view of the outbox (every logged-in screen, over the foot of the screen, so its words coming,
 * going and wrapping move nothing the driver is about to tap): what waits to be
 * sent and whether the engine is syncing, offline or stuck, with "Sync now"
 * when stuck and online; the changes that need attention with links to their
 * jobs; and the notice when the browser refused persistent storage. The live
 * region stays in place (empty and with no height when all is sent: quiet) so
 * changes are announced.
 * Photos going up show one progress bar each (UploadProgressList, the only
 * part that re-renders on a progress tick). Words that come to a quiet line
 * while online wait a moment first (held-back-words.ts).
 */
import { Suspense, useState } from 'react';
import { lazyPart } from '../app/later-chunks';
import { withLiveCounts } from './live-count';
import { engine } from '../engine';
import { usePersistenceNotice } from '../state/persistence-notice';
import { useAttention, useOnline } from '../state/snapshot-slices';
import { useSyncCounts } from '../state/sync-slices';
import { useHeldBackWords } from './held-back-words';
import { PersistenceNotice } from './persistence-notice';
import { SyncAttention } from './sync-attention';
import { syncStatusText } from './sync-status-text';

// Not in the first frame: photos go up once a sync pass has started.
const UploadProgressList = lazyPart(() =>
  import('./upload-progress-list').then((chunk) => chunk.UploadProgressList),
);

/** The sync status bar. */
export function SyncStatusLine() {
  const sync = useSyncCounts();
  const online = useOnline();
  const attention = useAttention();
  const persistenceRefused = usePersistenceNotice().shown;
  const [starting, setStarting] = useState(false);
  const words = syncStatusText(sync);
  const shown = useHeldBackWords(words, sync.state === 'idle' || sync.state === 'syncing');
  const held = words !== null && shown === null;
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
    <div className={`sync-status sync-status--${tone ?? 'quiet'}`}>
      {/* Read whole at every change, though a push changes only a count's box inside it. */}
      <p className="sync-status__text" role="status" aria-atomic="true">
        {shown !== null && (sync.state === 'syncing' ? withLiveCounts(shown.text) : shown.text)}
      </p>
      {!held && (
        <Suspense fallback={null}>
          <UploadProgressList />
        </Suspense>
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
