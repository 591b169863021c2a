/** The customer message routes of the catalog: the admins' list of a job's messages. */
import { apiPaths } from '@domain/gateway/api-shapes';
import { route } from './route-case';
import type { RouteCase } from './route-case';

export const customerMessageRoutes: readonly RouteCase[] = [
  route({
    label: "GET /group-delivery-job-api/admin/delivery/job/{id}/messages (D100's job of today)",
    method: 'GET',
    template: decodeURIComponent(apiPaths.jobMessages('{id}')),
    access: 'admin token',
    segments: (f) => [f.todayJob.id],
    identity: 'caller',
  }),
];
