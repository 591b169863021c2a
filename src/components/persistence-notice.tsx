/**
 * The sync bar's notice when the browser refused persistent storage, so
 * that a full phone may clear it: what it means for the user's unsent work (a driver's on a phone, an
 * admin's in a desk's browser), and a Dismiss button that hides it for the rest of the browser session.
 */
import { useId } from 'react';
import { usePersistenceNotice } from '../state/persistence-notice';
import { useSession } from '../state/snapshot-atom';

/** What the driver is told when storage is not persistent. */
export const PERSISTENCE_REFUSED_MESSAGE =
  'This browser may clear work saved on this phone when storage runs low. ' +
  'Keep the app open until your work is sent.';

/** What an admin is told: the work waits in a browser, not on a phone. */
export const ADMIN_PERSISTENCE_REFUSED_MESSAGE =
  'This browser may clear work saved in it when storage runs low. ' +
  'Keep this page open until your work is sent.';

/** The notice, or nothing when storage is kept or the notice was dismissed. */
export function PersistenceNotice() {
  const { shown, dismiss } = usePersistenceNotice();
  const admin = useSession() === 'admin';
  const messageId = useId();
  if (!shown) return null;
  return (
    <div className="sync-status__row sync-status__row--notice">
      <p id={messageId} className="sync-status__text" role="status">
        {admin ? ADMIN_PERSISTENCE_REFUSED_MESSAGE : PERSISTENCE_REFUSED_MESSAGE}
      </p>
      <button
        type="button"
        className="button sync-status__button"
        aria-describedby={messageId}
        onClick={dismiss}
      >
        Dismiss
      </button>
    </div>
  );
}
