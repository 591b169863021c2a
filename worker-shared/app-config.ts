/**
 * Build-time settings shared by the engine worker and the service worker: the
 * gateway for the page's host (VITE_GATEWAY_URL_*; same origin when unset),
 * the OAuth client (VITE_CLIENT_ID / VITE_CLIENT_SECRET; the dev client when
 * unset) and the app version sent as the version header. Reads import.meta.env.
 */
import { version } from '../package.json';
import { gatewayBaseUrl } from './api/base-url';

/** What both workers send calls with. */
export interface AppConfig {
  /** Absolute gateway base URL without a trailing slash. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  appVersion: string;
}

/** The settings for a worker served from this location. */
export function appConfig(location: { host: string; origin: string }): AppConfig {
  const env = import.meta.env;
  const configured = gatewayBaseUrl(location.host, {
    dev: env.VITE_GATEWAY_URL_DEV,
    stg: env.VITE_GATEWAY_URL_STG,
    prod: env.VITE_GATEWAY_URL_PROD,
  });
  return {
    baseUrl: configured || location.origin,
    clientId: env.VITE_CLIENT_ID || 'doorstep-web',
    clientSecret: env.VITE_CLIENT_SECRET || 'doorstep-dev-secret',
    appVersion: version,
  };
}
