/** The tracking routes of the catalog: the customer's page (its token alone lets in), and the admins' link call. */
import { apiPaths } from '@domain/gateway/api-shapes';
import { route } from './route-case';
import type { RouteCase } from './route-case';

export const trackingPageRoutes: readonly RouteCase[] = [
  route({
    label: "GET /track/{token} (the tracking page of D100's job of today)",
    method: 'GET',
    template: '/track/{token}',
    access: 'tracking token in the path',
    segments: (f) => [f.trackingToken],
    refusals: 'html page',
  }),
  route({
    label: `GET ${apiPaths.adminTrackingLink.pattern.replace(':jobId', '{jobId}')} (D100's job of today)`,
    method: 'GET',
    template: apiPaths.adminTrackingLink.pattern.replace(':jobId', '{jobId}'),
    access: 'admin token',
    identity: 'caller',
    segments: (f) => [f.todayJob.id],
  }),
];
