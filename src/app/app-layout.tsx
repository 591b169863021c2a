/**
 * Global chrome around every screen: header, the update and location banners, the sync
 * status (logged in), the screen and the notification dialog. While logged in
 * it also keeps the engine's device position current; the monitoring attributes
 * follow the session.
 */
import type { ReactNode } from 'react';
import { messages } from '../domain/app/messages';
import { Banner } from '../components/banner';
import { NotificationDialog } from '../components/notification-dialog';
import { SyncStatusLine } from '../components/sync-status';
import { UpdateBanner } from '../pwa/update-banner';
import { usePersistentStorage } from '../pwa/use-persistent-storage';
import { useSession } from '../state/snapshot';
import { AppHeader } from './app-header';
import { useGeolocationPermission } from './use-geolocation-permission';
import { useMonitoringAttributes } from './use-monitoring-attributes';
import { usePositionWatch } from './use-position-watch';
import { useScrollToTop } from './use-scroll-to-top';

/** Header, banners, the screen, and the modal notification. */
export function AppLayout({ children }: { children: ReactNode }) {
  const permission = useGeolocationPermission();
  const loggedIn = useSession() !== 'loggedOut';
  usePositionWatch(loggedIn, permission);
  usePersistentStorage(loggedIn);
  useScrollToTop();
  useMonitoringAttributes();
  return (
    <div className="app">
      <AppHeader />
      <UpdateBanner />
      {permission === 'denied' && <Banner tone="warning">{messages.enableLocation}</Banner>}
      {loggedIn && <SyncStatusLine />}
      <main className="app-main" id="main">
        {children}
      </main>
      <NotificationDialog />
    </div>
  );
}
