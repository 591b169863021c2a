/**
 * Security headers on every answer: a CSP without inline scripts or inline
 * styles (the page may show images from, and the worker upload to, the object
 * store's origins), nosniff, no referrer, no framing, and HSTS only on answers
 * to requests that arrived over HTTPS. The customer tracking page (/track/…) is
 * not the app: it runs under its own policy, its inline CSS and script allowed
 * by their hashes and nothing else (server/tracking/tracking-page-html.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { TRACKING_PATH_PREFIX } from '../tracking/tracking-links';
import { TRACKING_PAGE_CSP } from '../tracking/tracking-page-html';
import { lastForwardedEntry } from './client-address';

/** Origins beyond the app's own that the CSP allows. */
export interface ExtraOrigins {
  /** fetch/XHR targets (the object store, Cognito). */
  connect: string[];
  /** Image sources (the object store's public URL). */
  images: string[];
}

/** How the gateway learns that a request arrived over HTTPS. */
export interface SchemeSettings {
  /** Believe `X-Forwarded-Proto` (TRUST_PROXY=1: a TLS-terminating proxy sits in front). */
  trustProxy: boolean;
}

/** The Strict-Transport-Security value: six months, subdomains included. */
export const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

/** The Content-Security-Policy the app runs under. */
export function contentSecurityPolicy(extra: ExtraOrigins = { connect: [], images: [] }) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra.images],
    connectSrc: ["'self'", ...extra.connect],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** True when the request's own URL is https, or a trusted proxy says the client used https. */
export function arrivedOverHttps(c: Context, settings: SchemeSettings): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!settings.trustProxy) return false;
  return lastForwardedEntry(c, 'x-forwarded-proto').toLowerCase() === 'https';
}

/** The middleware. */
export function securityHeaders(
  extra?: ExtraOrigins,
  scheme: SchemeSettings = { trustProxy: false },
): MiddlewareHandler {
  const headers = (hsts: string | false, csp: Record<string, string[]>) =>
    secureHeaders({
      contentSecurityPolicy: csp,
      xFrameOptions: 'DENY',
      referrerPolicy: 'no-referrer',
      xContentTypeOptions: 'nosniff',
      strictTransportSecurity: hsts,
    });
  const app = contentSecurityPolicy(extra);
  const overHttps = headers(HSTS_VALUE, app);
  const overHttp = headers(false, app);
  const trackingOverHttps = headers(HSTS_VALUE, TRACKING_PAGE_CSP);
  const trackingOverHttp = headers(false, TRACKING_PAGE_CSP);
  return (c, next) => {
    const https = arrivedOverHttps(c, scheme);
    if (c.req.path.startsWith(`${TRACKING_PATH_PREFIX}/`))
      return https ? trackingOverHttps(c, next) : trackingOverHttp(c, next);
    return https ? overHttps(c, next) : overHttp(c, next);
  };
}
