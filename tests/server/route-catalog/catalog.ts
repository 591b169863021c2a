/**
 * Every route the gateway mounts, each with the real request the app sends to it
 * (path segments, query, body): the authorization matrix, the fuzz and the
 * cache-header checks all walk this list, so a new route is one entry here.
 */
import { accountRoutes } from './account-routes';
import { customerMessageRoutes } from './job-message-routes';
import { evidenceRoutes } from './evidence-routes';
import { jobRoutes } from './job-routes';
import { officeBoardRoutes } from './office-board-routes';
import { retailRoutes } from './retail-routes';
import type { RouteCase } from './route-case';
import { trackingPageRoutes } from './tracking-page-routes';

/** Every production route, in the order the matrix prints them. */
export const gatewayRoutes: readonly RouteCase[] = [
  ...accountRoutes,
  ...jobRoutes,
  ...officeBoardRoutes,
  ...evidenceRoutes,
  ...retailRoutes,
  ...customerMessageRoutes,
  ...trackingPageRoutes,
];
