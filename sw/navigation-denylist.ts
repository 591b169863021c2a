/** Navigations the service worker must leave to the network instead of answering with the app shell. */
import { apiPaths } from '@domain/gateway/api-shapes';

/**
 * Gateway paths that are not gateway calls of product rule 7.2: stored media, the customer tracking page
 * (the gateway's own HTML, product rule 2.23), health check, test hooks.
 */
const extraServerPrefixes = ['/media', '/track', '/healthz', '/__test'];

/** The first path segment of every gateway call (product rule 7.2), e.g. '/oauth'. */
export function apiPrefixes(): string[] {
  const prefixes = Object.values(apiPaths).map((entry) => {
    const path = typeof entry === 'string' ? entry : entry('x', 'x');
    return `/${path.split('/')[1] ?? ''}`;
  });
  return [...new Set(prefixes)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Patterns (matched against pathname + search) that NavigationRoute must not serve. */
export function navigationDenylist(): RegExp[] {
  const prefixes = [...apiPrefixes(), ...extraServerPrefixes];
  return [
    ...prefixes.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}(?:[/?]|$)`)),
    // A last segment with a dot is a file (robots.txt, sw.js), never an app route.
    /\/[^/?]+\.[^/?]+(?:\?.*)?$/,
  ];
}
