/**
 * Product rule 1.6: app info, kept per session: the names, the mobile, Chrome and iOS
 * flags read from the browser's user agent, and the environment from the host.
 */
import { APP_LONG_NAME, APP_NAME } from './constants';
import { detectEnvironment } from './environment';
import type { AppEnvironment } from './environment';

/** App info (per session). */
export interface AppInfo {
  name: string;
  longName: string;
  isMobile: boolean;
  isChrome: boolean;
  isIOS: boolean;
  env: AppEnvironment;
}

/** What the flags are read from: the user agent, the page host and (for iPadOS) the touch points. */
export interface AppInfoSource {
  userAgent: string;
  host: string;
  /** navigator.maxTouchPoints; iPadOS reports a desktop Mac user agent but has a touch screen. */
  maxTouchPoints?: number;
}

const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;
const MOBILE = /\b(Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini|BlackBerry|webOS)\b/i;
const CHROME = /\b(Chrome|CriOS|HeadlessChrome)\/\d/;
/** Browsers built on Chromium that are not Chrome. */
const OTHER_CHROMIUM = /\b(Edg|EdgA|EdgiOS|OPR|SamsungBrowser|YaBrowser|UCBrowser|Vivaldi)\//;

/** True for an iPad on iPadOS 13+, which presents itself as a Mac. */
function isIpadAsMac(source: AppInfoSource): boolean {
  return /\bMacintosh\b/.test(source.userAgent) && (source.maxTouchPoints ?? 0) > 1;
}

/** The app info for a browser and host. */
export function appInfoFrom(source: AppInfoSource): AppInfo {
  const { userAgent, host } = source;
  const isIOS = IOS_DEVICE.test(userAgent) || isIpadAsMac(source);
  return {
    name: APP_NAME,
    longName: APP_LONG_NAME,
    isMobile: isIOS || MOBILE.test(userAgent),
    isChrome: CHROME.test(userAgent) && !OTHER_CHROMIUM.test(userAgent),
    isIOS,
    env: detectEnvironment(host),
  };
}

/** Stored app info read back (JSON text), or null when absent or not app info. */
export function parseAppInfo(text: string | null): AppInfo | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const info = value as Record<string, unknown>;
  const flagsOk = ['isMobile', 'isChrome', 'isIOS'].every((flag) => typeof info[flag] === 'boolean');
  const namesOk = typeof info.name === 'string' && typeof info.longName === 'string';
  if (!flagsOk || !namesOk || (info.env !== 'DEV' && info.env !== 'PROD')) return null;
  return {
    name: info.name as string,
    longName: info.longName as string,
    isMobile: info.isMobile as boolean,
    isChrome: info.isChrome as boolean,
    isIOS: info.isIOS as boolean,
    env: info.env,
  };
}
