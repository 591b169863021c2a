/**
 * Main-thread entry: starts the engine worker before anything else is evaluated (engine-worker-first.ts),
 * pipes its snapshots into the jotai store (structurally shared, src/state/receive-snapshot.ts), forwards the browser's online/offline
 * events, asks for a sync pass when the page becomes visible again, renders the
 * app, after the page's load event works out the session's app info and warms the chunks loaded later, and
 * registers the service worker once the engine's first snapshot is in.
 */
import './engine-worker-first';
import { proxy } from 'comlink';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmLaterChunks } from './app/later-chunks';
import { loginScreenChunk } from './app/route-table';
import { queryGeolocationPermission } from './app/use-geolocation-permission';
import { engine } from './engine';
import { registerServiceWorkerWhenIdle } from './pwa/register-when-idle';
import { receiveChanges } from './state/receive-snapshot';
import type { SnapshotChanges } from './engine';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/job-list.css';

const engineStarted = engine
  .start(
    { online: navigator.onLine, host: location.host },
    proxy((changes: SnapshotChanges) => receiveChanges(changes)),
  )
  .catch((error: unknown) => console.error('Doorstep engine failed to start', error));

function forwardConnectivity(): void {
  engine.setOnline(navigator.onLine).catch((error: unknown) => console.error(error));
}
window.addEventListener('online', forwardConnectivity);
window.addEventListener('offline', forwardConnectivity);

// Back in front (phone unlocked, tab switched back): send whatever waits (architecture rule 4).
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState !== 'visible') return;
  engine.syncNow().catch((error: unknown) => console.error(error));
});

// The location banner's permission, asked now so the first screen is drawn knowing it (the browser answers later).
void queryGeolocationPermission();

// Opened at the login, the login form is the first screen: its chunk loads alongside the engine's start.
if (location.pathname === '/') loginScreenChunk().catch((error: unknown) => console.error(error));

// When the page is idle after its load, the chunks a notification or a tap will need.
window.addEventListener('load', () => {
  warmLaterChunks();
  // App info is worked out once per session and kept in sessionStorage (product rule 1.6); nothing on the
  // first screen reads it (the About dialog works it out itself if it comes first).
  import('./app/session-app-info')
    .then(({ sessionAppInfo }) => sessionAppInfo())
    .catch((error: unknown) => console.error(error));
});

// The service worker (and workbox-window) load once the engine's first snapshot is in and the page is idle:
// outside the first-load budget, and off the entry's task and a cold start's way to the list.
registerServiceWorkerWhenIdle(engineStarted);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
