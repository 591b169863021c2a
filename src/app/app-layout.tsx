/**
 * Global chrome around every screen: header, the screen, the foot of the screen (the sync status when logged
 * in, the offline notice, the location banner and the update banner, over it), the save status (over the top of
 * the screen; logged in, as only then is anything saved) and the notification dialog. While a driver is logged
 * in it also keeps the engine's device position current; an admin is never asked for a position nor shown the
 * location banner (product rule 6.1). The session names the layout (`app--admin`), for the admin's desk styles;
 * the monitoring attributes follow the session.
 */
import { Suspense, type ReactNode } from 'react';
import { SyncStatusLine } from '../components/sync-status';
import { usePersistentStorage } from '../pwa/use-persistent-storage';
import { useSession } from '../state/snapshot-atom';
import { useOnline } from '../state/snapshot-slices';
import { AppHeader } from './app-header';
import { lazyPart } from './later-chunks';
import { LocationBanner } from './location-banner';
import { OfflineNotice } from './offline-notice';
import { ScreenFoot } from './screen-foot';
import { useGeolocationPermission } from './use-geolocation-permission';
import { useMonitoringAttributes } from './use-monitoring-attributes';
import { usePositionWatch } from './use-position-watch';
import { useScrollToTop } from './use-scroll-to-top';

// Not in the first frame: the dialog and the save status lie over the page once something happens, and the
// update banner waits for the service worker, registered after the page's load event.
const NotificationDialog = lazyPart(() =>
  import('../components/notification-dialog').then((chunk) => chunk.NotificationDialog),
);
const SaveStatusToast = lazyPart(() =>
  import('../components/save-status').then((chunk) => chunk.SaveStatusToast),
);
const UpdateBanner = lazyPart(() => import('../pwa/update-banner').then((chunk) => chunk.UpdateBanner));

/** Header, banners, the screen, and the modal notification. */
export function AppLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const online = useOnline();
  const loggedIn = session !== 'loggedOut';
  const asksPosition = session !== 'admin';
  const permission = useGeolocationPermission(asksPosition);
  usePositionWatch(session === 'driver', permission);
  usePersistentStorage(loggedIn);
  useScrollToTop();
  useMonitoringAttributes();
  return (
    <div className={`app app--${session}`}>
      <AppHeader />
      <main className="app-main" id="main">
        {children}
      </main>
      {/*
       * The sync bar first, its words changing most often, and the update banner last, at the bottom: its button
       * stays put as the notices above it come and go.
       */}
      <ScreenFoot>
        {loggedIn && <SyncStatusLine />}
        {!online && <OfflineNotice />}
        {asksPosition && permission === 'denied' && <LocationBanner />}
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      </ScreenFoot>
      <Suspense fallback={null}>
        {loggedIn && <SaveStatusToast />}
        <NotificationDialog />
      </Suspense>
    </div>
  );
}
