/** The app root: the state provider, a splash until the engine is ready, then the layout and routes. */
import { StateProvider } from '../state/state-provider';
import { useSnapshotField } from '../state/snapshot-slices';
import { AppLayout } from './app-layout';
import { AppRoutes } from './app-routes';
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
      <ReadyGate />
    </StateProvider>
  );
}
