/**
 * Routes and guards (spec §2): every path is checked against the session with
 * redirectFor; offline, the logged-out screens give way to the offline notice
 * (kept mounted underneath, so nothing typed is lost).
 */
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { messages } from '@domain/app/messages';
import { redirectFor } from '@domain/accounts/routes';
import { useSession } from '../state/snapshot-atom';
import { useOnline } from '../state/snapshot-slices';
import { JobListScreen } from '../screens/job-list/job-list-screen';
import { LoginScreen } from '../screens/login/login-screen';
import { OfflineLoggedOutGate } from '../screens/login/offline-logged-out';

const AccountScreen = lazy(() => import('../screens/account/account-screen'));
const JobScreen = lazy(() => import('../screens/job/job-screen'));
const IncompleteScreen = lazy(() => import('../screens/incomplete/incomplete-screen'));

/** The screen for the current path, or a redirect when the session may not be there. */
export function AppRoutes() {
  const [path] = useLocation();
  const session = useSession();
  const online = useOnline();
  const target = redirectFor(path, session);
  if (target !== null) return <Redirect to={target} replace />;
  const screen = (
    <Suspense fallback={<p className="page-message">{messages.loading}</p>}>
      <Switch>
        <Route path="/" component={LoginScreen} />
        <Route path="/register-user">
          <AccountScreen title="Register" />
        </Route>
        <Route path="/reset-password">
          <AccountScreen title="Reset password" />
        </Route>
        <Route path="/forgotten-password">
          <AccountScreen title="Forgotten password" />
        </Route>
        <Route path="/job-list" component={JobListScreen} />
        <Route path="/incomplete" component={IncompleteScreen} />
        <Route path="/job/:id/:view">
          <JobScreen />
        </Route>
      </Switch>
    </Suspense>
  );
  if (session !== 'loggedOut') return screen;
  return <OfflineLoggedOutGate online={online}>{screen}</OfflineLoggedOutGate>;
}
