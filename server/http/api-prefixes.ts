/** The first path segments that belong to the API (never answered with the SPA's index.html). */
import { apiPaths } from '@domain/gateway/api-shapes';
import { TEST_ROUTES_PREFIX } from '../routes/test-routes';

function firstSegment(path: string): string {
  return `/${path.split('/')[1] ?? ''}`;
}

/** '/group-delivery-job-api', '/oauth', '/postcodes', … plus the health and test routes. */
export const apiPrefixes: readonly string[] = [
  ...new Set([
    ...Object.values(apiPaths).map((p) => firstSegment(typeof p === 'function' ? p('x', 'x') : p)),
    TEST_ROUTES_PREFIX,
    '/healthz',
  ]),
];

/** True when the path is an API path. */
export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
