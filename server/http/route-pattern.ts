/** Hono route patterns made from the shared apiPaths builders, so client and server paths cannot drift. */

const PLACEHOLDER = 'route-param-placeholder';

/** e.g. routePattern(apiPaths.notes, 'jobNumber') → '/retail-order-api/v1/orders/:jobNumber/notes'. */
export function routePattern(build: (value: string) => string, param: string): string {
  return build(PLACEHOLDER).replace(PLACEHOLDER, `:${param}`);
}
