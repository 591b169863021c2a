/**
 * The retailer's read of a completed evidence record, by its capability link (server/webhooks/
 * retail-record-links.ts), without a login: GET apiPaths.retailRecord(token) answers the record as the
 * gateway serves it to the branch's admins (with its digest and earlier versions' digests), and
 * GET apiPaths.retailRecordImage(token, ref) the bytes of one of its photos or signatures, so the retailer
 * can check each image's SHA-256 too. An unknown or expired token is a plain 404, as is a ref the record does
 * not show. Every answer is `Cache-Control: no-store` and `Referrer-Policy: no-referrer` (the token is in the
 * path). Token guessing is pointless at 256 bits, so these routes add no limiter of their own.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { GatewayEnv } from '../app-env';
import type { GatewayServices } from '../gateway-services';
import { ApiError } from '../http/api-error';
import { gatewayEvidence, gatewayEvidenceImages } from '../jobs/gateway-evidence';
import { readImage } from '../jobs/gateway-evidence-images';
import { findEvidenceJob } from '../store/evidence-sources';
import type { OwnedJob } from '../store/jobs';
import { findLiveRecordLink } from '../webhooks/retail-record-links';
import { evidenceImageHeaders } from './evidence-record-routes';

const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

/** The job of the path's live token, or 404. */
async function linkedJob(services: GatewayServices, c: Context<GatewayEnv>): Promise<OwnedJob> {
  const link = await findLiveRecordLink(services.db, c.req.param('token') ?? '', services.now());
  const owned = link && (await findEvidenceJob(services.db, link.jobId));
  if (!owned) throw new ApiError(404, 'Record not found');
  return owned;
}

/** The two record link routes. */
export function retailRecordRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.get(apiPaths.retailRecord.pattern, async (c) => {
    const evidence = await gatewayEvidence(services, await linkedJob(services, c));
    return c.json(evidence, 200, HEADERS);
  });

  routes.get(apiPaths.retailRecordImage.pattern, async (c) => {
    const owned = await linkedJob(services, c);
    const ref = c.req.param('ref') ?? '';
    const image = (await gatewayEvidenceImages(services, owned)).find((linked) => linked.ref === ref);
    const stored = image?.location ? await readImage(services, image.location) : null;
    if (!stored) throw new ApiError(404, 'Image not found');
    return c.body(stored.bytes.slice().buffer, 200, {
      ...HEADERS,
      ...evidenceImageHeaders(stored.contentType),
    });
  });

  return routes;
}
