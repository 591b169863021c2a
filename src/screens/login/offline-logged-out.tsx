/**
 * Offline and logged out (product rule 2.2): the message takes the screen's place, while
 * the logged-out screen stays mounted but hidden underneath, so a half-filled
 * form keeps what was typed and cannot be submitted until the signal returns.
 */
import type { ReactNode } from 'react';
import { messages } from '@domain/app/messages';

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

/** The logged-out screen, hidden behind the notice while offline. */
export function OfflineLoggedOutGate({ online, children }: { online: boolean; children: ReactNode }) {
  return (
    <>
      {!online && <OfflineLoggedOut />}
      <div hidden={!online}>{children}</div>
    </>
  );
}
