/**
 * The evidence record calls, every answer `Cache-Control: no-store`:
 * GET apiPaths.jobEvidence(id): the job's record with its digest, for the driver
 * of the job (their branch and driver id, any date) or an admin of its branch;
 * GET apiPaths.jobEvidenceImage(id, ref): the bytes of one photo or signature of
 * that record, only for a ref the record shows; GET apiPaths.jobSearch: an
 * admin's search of their branch's jobs on any date. A job outside the
 * caller's scope is answered as if it did not exist (404). Image bytes are
 * answered with their stored type only when it is JPEG, PNG or WebP; any other
 * type (a direct upload may set any) is answered as a download of plain bytes
 * (nosniff is on every answer: server/http/security-headers.ts).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { GatewayEnv } from '../app-env';
import { requireAdmin, requireIdentityHeaders, requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError, badRequest } from '../http/api-error';
import { imageContentType } from '../http/image-types';
import { wholeNumberOrDigits } from '@domain/gateway/wire-checks';
import { checkWireBody } from '../http/check-wire-body';
import { gatewayEvidence, gatewayEvidenceImages } from '../jobs/gateway-evidence';
import { readImage } from '../jobs/gateway-evidence-images';
import { inScope } from '../jobs/job-write-access';
import type { OwnedJob } from '../store/jobs';
import { findEvidenceJob } from '../store/evidence-sources';
import { searchJobs, searchKey } from '../store/job-search';
import { announceCompletedRecord, recordLinkBase } from '../webhooks/announce-completed-record';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The shortest and longest search a query may be (spaces aside). */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;

/** What a record image's bytes are answered as: their own image type, or an attachment of plain bytes. */
export function evidenceImageHeaders(storedType: string): Record<string, string> {
  const shown = imageContentType(storedType);
  if (shown !== null) return { 'Content-Type': shown };
  return { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment' };
}

/** The job of the path when the caller may see it; otherwise 404 as if it did not exist. */
async function visibleJob(services: GatewayServices, c: Context<GatewayEnv>): Promise<OwnedJob> {
  const id = c.req.param('jobId') ?? '';
  const owned = id === '' ? null : await findEvidenceJob(services.db, id);
  if (!owned || !inScope(userOf(c), owned)) throw new ApiError(404, 'Job not found');
  return owned;
}

/** The search's q: 2 to 100 characters, spaces aside. */
function searchQuery(value: string | undefined): string {
  const q = (value ?? '').trim();
  const length = searchKey(q).length;
  if (length < SEARCH_MIN_CHARS) {
    throw badRequest(
      `q must be at least ${SEARCH_MIN_CHARS} characters: a job id, job number, order number or postcode.`,
    );
  }
  if (q.length > SEARCH_MAX_CHARS) throw badRequest(`q must be at most ${SEARCH_MAX_CHARS} characters.`);
  return q;
}

/** The record routes. */
export function evidenceRecordRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  const auth = [requireUser(services), requireIdentityHeaders] as const;

  routes.get(apiPaths.jobEvidence.pattern, ...auth, async (c) => {
    const owned = await visibleJob(services, c);
    const evidence = await gatewayEvidence(services, owned);
    // A record whose last image reached the store after the closing update completes here.
    await announceCompletedRecord(services, owned, recordLinkBase(services, c.req.url), evidence).catch(
      () => undefined,
    );
    return c.json(evidence, 200, NO_STORE);
  });

  routes.get(apiPaths.jobEvidenceImage.pattern, ...auth, async (c) => {
    const owned = await visibleJob(services, c);
    const ref = c.req.param('ref') ?? '';
    const image = (await gatewayEvidenceImages(services, owned)).find((linked) => linked.ref === ref);
    const stored = image?.location ? await readImage(services, image.location) : null;
    if (!stored) throw new ApiError(404, 'Image not found');
    return c.body(stored.bytes.slice().buffer, 200, {
      ...NO_STORE,
      ...evidenceImageHeaders(stored.contentType),
    });
  });

  routes.get(apiPaths.jobSearch, requireUser(services), requireAdmin, requireIdentityHeaders, async (c) => {
    const q = searchQuery(c.req.query('q'));
    const pageText = c.req.query('page');
    const page = pageText === undefined ? 1 : checkWireBody(wholeNumberOrDigits(1, 10_000), pageText, 'page');
    return c.json(await searchJobs(services.db, userOf(c).branch, q, page), 200, NO_STORE);
  });

  return routes;
}
