/**
 * Routes and guards (product rules 2.1–2.8): every path is checked against the session with redirectFor, then shows the
 * screen the route table (route-table.tsx) gives it; offline, the logged-out screens give way to the offline
 * notice (kept mounted underneath, so nothing typed is lost). An admin at a desk (1024 px and wider) gets the
 * workspace instead (admin-workspace.tsx, a lazy chunk): the list page and the open job side by side; on a phone
 * an admin's job still goes back to the admin page it was opened from.
 */
import { lazy, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { messages } from '@domain/app/messages';
import { redirectFor } from '@domain/accounts/routes';
import { useSession } from '../state/snapshot-atom';
import { useOnline } from '../state/snapshot-slices';
import { OfflineLoggedOutGate } from '../screens/login/offline-logged-out';
import { DetailListPath } from '../components/list-beside-detail';
import { screenFor } from './route-table';
import { useLastListPath } from './use-last-list-path';
import { useWideScreen } from './use-wide-screen';

const AdminWorkspace = lazy(() => import('./admin-workspace'));

/** The screen for the current path, or a redirect when the session may not be there. */
export function AppRoutes() {
  const [path] = useLocation();
  const session = useSession();
  const online = useOnline();
  const wide = useWideScreen();
  const listPath = useLastListPath(path);
  const target = redirectFor(path, session);
  if (target !== null) return <Redirect to={target} replace />;
  const loading = <p className="page-message">{messages.loading}</p>;
  if (session === 'admin' && wide) {
    return (
      <Suspense fallback={loading}>
        <AdminWorkspace path={path} />
      </Suspense>
    );
  }
  const screen = <Suspense fallback={loading}>{screenFor(path, session)}</Suspense>;
  // An admin's job on a phone goes back to the admin page it was opened from (the board or the list).
  if (session === 'admin')
    return <DetailListPath.Provider value={listPath}>{screen}</DetailListPath.Provider>;
  if (session !== 'loggedOut') return screen;
  return <OfflineLoggedOutGate online={online}>{screen}</OfflineLoggedOutGate>;
}
