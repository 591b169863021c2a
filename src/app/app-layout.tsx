/** Global chrome around every screen: header, banners, the notification dialog. */
import type { ReactNode } from 'react';
import { messages } from '../domain/messages';
import { Banner } from '../components/banner';
import { NotificationDialog } from '../components/notification-dialog';
import { AppHeader } from './app-header';
import { useGeolocationDenied } from './use-geolocation-denied';

/** Header, location banner, the screen, and the modal notification. */
export function AppLayout({ children }: { children: ReactNode }) {
  const locationDenied = useGeolocationDenied();
  return (
    <div className="app">
      <AppHeader />
      {locationDenied && <Banner tone="warning">{messages.enableLocation}</Banner>}
      <main className="app-main" id="main">
        {children}
      </main>
      <NotificationDialog />
    </div>
  );
}
