/** Shown instead of the logged-out screens while offline (spec §2). */
import { messages } from '../../domain/messages';

/** The offline, logged-out notice. */
export function OfflineLoggedOut() {
  return (
    <div className="panel panel--narrow">
      <p className="page-message" role="alert">
        {messages.offlineLoggedOut}
      </p>
    </div>
  );
}
