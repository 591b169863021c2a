/**
 * The app root: the state provider, the router on the location held in React state (browser-location.ts), a
 * splash until the engine is ready, then the layout and routes.
 */
import { Router } from 'wouter';
import { StateProvider } from '../state/state-provider';
import { useSnapshotField } from '../state/snapshot-slices';
import { AppLayout } from './app-layout';
import { AppRoutes } from './app-routes';
import { useBrowserLocation } from './browser-location';
import { Splash } from './splash';

function ReadyGate() {
  const ready = useSnapshotField('ready');
  if (!ready) return <Splash />;
  return (
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}

/** The whole app. */
export function App() {
  return (
    <StateProvider>
      <Router hook={useBrowserLocation}>
        <ReadyGate />
      </Router>
    </StateProvider>
  );
}
