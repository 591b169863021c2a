/**
 * The evidence routes of the catalog: photos through the gateway, direct-upload permission, store settings,
 * and the evidence record (the record, its image bytes, the admin's search).
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import { photoObjectTarget, signatureObjectTarget } from '@domain/photos/object-store-keys';
import { photoUri } from '@domain/photos/photo-uri';
import { JPEG_BYTES, PNG_BYTES } from './fixture';
import { route } from './route-case';
import type { RouteCase } from './route-case';

const UPLOAD = apiPaths.imageUpload;

/** Every evidence route. */
export const evidenceRoutes: readonly RouteCase[] = [
  route({
    label: `POST ${UPLOAD} (a DRA photo named for D100's job)`,
    method: 'POST',
    template: UPLOAD,
    access: 'user token',
    query: (f) => ({ name: photoUri(f.todayJob.id, 'risk-assessment-q1', Date.now()), contentType: 'png' }),
    bodyKind: 'image',
    body: () => PNG_BYTES,
  }),
  route({
    label: `POST ${UPLOAD} (objectKey ORIG/{D100's job}-damage-….png)`,
    method: 'POST',
    template: UPLOAD,
    access: 'user token',
    query: (f) => ({
      name: 'damage.png',
      contentType: 'png',
      objectKey: photoObjectTarget(photoUri(f.todayJob.id, 'damage', Date.now()), f.unique()).key,
    }),
    bodyKind: 'image',
    body: () => PNG_BYTES,
  }),
  route({
    label: `PUT ${UPLOAD} (objectKey SIGNATURE/…/{D100's job}-….jpg)`,
    method: 'PUT',
    template: UPLOAD,
    access: 'user token',
    query: (f) => ({
      name: 'signature.jpg',
      contentType: 'jpeg',
      objectKey: signatureObjectTarget(
        f.gw.objects.settings.environment,
        f.todayJob.id,
        Date.now(),
        f.unique(),
      ).key,
    }),
    bodyKind: 'image',
    body: () => JPEG_BYTES,
  }),
  route({
    label: `POST ${apiPaths.uploadGrant} (D100's job of today)`,
    method: 'POST',
    template: apiPaths.uploadGrant,
    access: 'user token',
    bodyKind: 'json',
    body: (f) => ({ jobId: f.todayJob.id }),
  }),
  route({
    label: "GET /group-delivery-job-api/delivery/job/{id}/record (D100's job of today)",
    method: 'GET',
    template: decodeURIComponent(apiPaths.jobEvidence('{id}')),
    access: 'user token',
    segments: (f) => [f.todayJob.id],
    identity: 'caller',
  }),
  route({
    label:
      "GET /group-delivery-job-api/delivery/job/{id}/record/image/{ref} (a photo of D100's job's record)",
    method: 'GET',
    template: decodeURIComponent(apiPaths.jobEvidenceImage('{id}', '{ref}')),
    access: 'user token',
    segments: (f) => [f.todayJob.id, f.evidenceImageRef],
    identity: 'caller',
  }),
  route({
    label: "GET /group-delivery-job-api/admin/delivery/job/search?q= (D100's job of today's order number)",
    method: 'GET',
    template: apiPaths.jobSearch,
    access: 'admin token',
    query: (f) => ({ q: f.todayJob.delivery_job.order_number, page: '1' }),
    identity: 'caller',
  }),
  route({
    label: `GET ${apiPaths.objectStore}`,
    method: 'GET',
    template: apiPaths.objectStore,
    access: 'user token',
  }),
];
