/**
 * The storage half of the Update button (product rule 2.19, architecture rule 9): local
 * storage and this tab's session storage are cleared, the session's app info
 * is kept. IndexedDB (outbox, jobs, photos, tokens) is never touched here.
 * Touches localStorage and sessionStorage.
 */
import { APP_INFO_STORAGE_KEY } from '../app/session-app-info';

/** Clears this tab's session storage except the app info. */
export function clearSessionStorageKeepingAppInfo(): void {
  try {
    const appInfo = sessionStorage.getItem(APP_INFO_STORAGE_KEY);
    sessionStorage.clear();
    if (appInfo !== null) sessionStorage.setItem(APP_INFO_STORAGE_KEY, appInfo);
  } catch (error) {
    console.error('Session storage not cleared', error);
  }
}

/** Clears local storage, and this tab's session storage except the app info. */
export function clearStorageForUpdate(): void {
  try {
    localStorage.clear();
  } catch (error) {
    console.error('Local storage not cleared', error);
  }
  clearSessionStorageKeepingAppInfo();
}
