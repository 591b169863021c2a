/** Picks the API gateway base URL for the page's host (product rule 7.1: one gateway per environment). */
import { detectEnvironment } from '@domain/app/environment';

/** Build-time gateway URLs (VITE_GATEWAY_URL_DEV / _STG / _PROD); absent or empty = same origin. */
export interface GatewayUrlOverrides {
  dev?: string;
  stg?: string;
  prod?: string;
}

/** The gateway base URL for a host, without a trailing slash; '' means the page's own origin. */
export function gatewayBaseUrl(host: string, overrides: GatewayUrlOverrides): string {
  const staging = host.toLowerCase().startsWith('stg');
  const chosen = staging ? overrides.stg : detectEnvironment(host) === 'DEV' ? overrides.dev : overrides.prod;
  return (chosen ?? '').replace(/\/+$/, '');
}

/** True for hosts where cookies are not sent (product rule 7.1: "except on localhost"). */
export function isLocalhost(baseUrl: string): boolean {
  const hostname = new URL(baseUrl).hostname;
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
