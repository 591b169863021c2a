/** The retail routes of the catalog: the admins' webhook delivery log and resend, the record link. */
import { apiPaths } from '@domain/gateway/api-shapes';
import { route } from './route-case';
import type { RouteCase } from './route-case';

export const retailRoutes: readonly RouteCase[] = [
  route({
    label: `GET ${apiPaths.retailWebhookLog}?status= (the caller's branch, failed webhooks)`,
    method: 'GET',
    template: apiPaths.retailWebhookLog,
    access: 'admin token',
    query: () => ({ status: 'failed', page: '1' }),
    identity: 'caller',
  }),
  route({
    label: "POST /group-delivery-job-api/admin/retail-webhooks/{eventId}/resend (a webhook of D100's job)",
    method: 'POST',
    template: decodeURIComponent(apiPaths.retailWebhookResend('{eventId}')),
    access: 'admin token',
    segments: (f) => [f.webhookEventId],
    identity: 'caller',
  }),
  route({
    label: "GET /retail-record-api/records/{token} (a live link to D100's job's record)",
    method: 'GET',
    template: decodeURIComponent(apiPaths.retailRecord('{token}')),
    access: 'public',
    segments: (f) => [f.recordToken],
    capability: 'the link the retailer was sent serves its record to whoever holds it',
  }),
  route({
    label: 'GET /retail-record-api/records/{token}/image/{ref} (a photo of that record)',
    method: 'GET',
    template: decodeURIComponent(apiPaths.retailRecordImage('{token}', '{ref}')),
    access: 'public',
    segments: (f) => [f.recordToken, f.evidenceImageRef],
    capability: 'the link the retailer was sent serves its record to whoever holds it',
  }),
];
