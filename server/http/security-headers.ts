/**
 * Security headers on every answer: a CSP without inline scripts (the page may
 * show images from, and the worker upload to, the object store's origins),
 * nosniff, no referrer, no framing.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Origins beyond the app's own that the CSP allows. */
export interface ExtraOrigins {
  /** fetch/XHR targets (the object store, Cognito). */
  connect: string[];
  /** Image sources (the object store's public URL). */
  images: string[];
}

/** The Content-Security-Policy the app runs under. */
export function contentSecurityPolicy(extra: ExtraOrigins = { connect: [], images: [] }) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra.images],
    connectSrc: ["'self'", ...extra.connect],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** The middleware. */
export function securityHeaders(extra?: ExtraOrigins): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(extra),
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
  });
}
