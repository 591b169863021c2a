/**
 * App info per session (product rule 1.6): computed once from the browser's user agent
 * and the page host, then kept in sessionStorage under 'appInfo' (the Update
 * button keeps this key when it clears session storage). Reads navigator,
 * location and sessionStorage.
 */
import { appInfoFrom, parseAppInfo } from '@domain/app/app-info';
import type { AppInfo } from '@domain/app/app-info';

/** The sessionStorage key of the app info. */
export const APP_INFO_STORAGE_KEY = 'appInfo';

let current: AppInfo | null = null;

function readStored(): string | null {
  try {
    return sessionStorage.getItem(APP_INFO_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, policy): the info is computed for this page instead.
    return null;
  }
}

function store(info: AppInfo): void {
  try {
    sessionStorage.setItem(APP_INFO_STORAGE_KEY, JSON.stringify(info));
  } catch (error) {
    console.error('App info not kept for the session', error);
  }
}

/** This session's app info: the stored copy, else computed now and stored. */
export function sessionAppInfo(): AppInfo {
  if (current !== null) return current;
  const stored = parseAppInfo(readStored());
  const info =
    stored ??
    appInfoFrom({
      userAgent: navigator.userAgent,
      host: location.host,
      maxTouchPoints: navigator.maxTouchPoints,
    });
  if (stored === null) store(info);
  current = info;
  return info;
}
