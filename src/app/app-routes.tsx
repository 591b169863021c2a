/**
 * Routes and guards (product rules 2.1–2.8): every path is checked against the session with redirectFor, then shows the
 * screen the route table (route-table.tsx) gives it; offline, the logged-out screens give way to the offline
 * notice (kept mounted underneath, so nothing typed is lost).
 */
import { Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { messages } from '@domain/app/messages';
import { redirectFor } from '@domain/accounts/routes';
import { useSession } from '../state/snapshot-atom';
import { useOnline } from '../state/snapshot-slices';
import { OfflineLoggedOutGate } from '../screens/login/offline-logged-out';
import { screenFor } from './route-table';

/** The screen for the current path, or a redirect when the session may not be there. */
export function AppRoutes() {
  const [path] = useLocation();
  const session = useSession();
  const online = useOnline();
  const target = redirectFor(path, session);
  if (target !== null) return <Redirect to={target} replace />;
  const screen = (
    <Suspense fallback={<p className="page-message">{messages.loading}</p>}>
      {screenFor(path, session)}
    </Suspense>
  );
  if (session !== 'loggedOut') return screen;
  return <OfflineLoggedOutGate online={online}>{screen}</OfflineLoggedOutGate>;
}
