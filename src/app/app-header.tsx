/** The top bar: app name, offline indicator, and Change CDC / Logout when logged in. */
import { useState } from 'react';
import { APP_NAME } from '../domain/constants';
import { engine } from '../engine';
import { useSession, useSnapshot } from '../state/snapshot';

/** Runs an engine intent once at a time; logs a failure (the engine reports user-facing errors itself). */
function useEngineAction(): [boolean, (action: () => Promise<void>) => void] {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => console.error(error))
      .finally(() => setBusy(false));
  };
  return [busy, run];
}

/** App name and the session buttons. */
export function AppHeader() {
  const session = useSession();
  const { online } = useSnapshot();
  const [busy, run] = useEngineAction();
  return (
    <header className="app-header">
      <div className="app-header__bar">
        <p className="app-header__brand">
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>{APP_NAME}</span>
        </p>
        {session !== 'loggedOut' && (
          <div className="app-header__actions">
            <button
              type="button"
              className="button button--on-dark"
              disabled={busy}
              onClick={() => run(() => engine.changeCdc())}
            >
              Change CDC
            </button>
            <button
              type="button"
              className="button button--on-dark"
              disabled={busy}
              onClick={() => run(() => engine.logout())}
            >
              Logout
            </button>
          </div>
        )}
      </div>
      {!online && (
        <p className="offline-indicator" role="status">
          <span className="offline-indicator__dot" aria-hidden="true" />
          You are offline
        </p>
      )}
    </header>
  );
}
