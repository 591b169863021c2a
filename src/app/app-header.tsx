/**
 * The top bar: the app name (which opens the About panel), and Change CDC / Logout when logged in. The offline
 * notice is at the foot of the screen (screen-foot.tsx): under the bar it would move the screen as it came.
 */
import { lazy, Suspense, useState } from 'react';
import { APP_NAME } from '@domain/app/constants';
import { engine } from '../engine';
import { useSession } from '../state/snapshot-atom';

const AboutDialog = lazy(() => import('./about-dialog'));

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
  const [busy, run] = useEngineAction();
  const [aboutOpen, setAboutOpen] = useState(false);
  return (
    <header className="app-header">
      <div className="app-header__bar">
        <button
          type="button"
          className="app-header__brand app-header__about"
          aria-label={`About ${APP_NAME}`}
          aria-haspopup="dialog"
          onClick={() => setAboutOpen(true)}
        >
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>{APP_NAME}</span>
          <span className="app-header__about-mark" aria-hidden="true">
            i
          </span>
        </button>
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
      {aboutOpen && (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAboutOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
