/**
 * The customer's tracking page (product rule 2.23): GET /track/{token}, no login, the token alone is the
 * key. Server-rendered HTML (server/tracking/tracking-page-html.ts), never stored (no-store), never indexed,
 * never sending a referrer. Every request is counted per client address before the token is looked at:
 * misses (a wrong, malformed or expired token) against a guessing limit, every request against a cap, so a
 * stranger cannot walk the token space and an open page (two requests a minute) never meets either.
 * And for the office, GET apiPaths.adminTrackingLink(jobId): the job's link (made on first asking), for the
 * admins of the job's branch, to read out to a customer on the phone.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { DeliveryStageKind } from '@domain/customer/delivery-stage';
import { betweenText, longDayText, stageSentences } from '@domain/customer/delivery-stage-words';
import { apiPaths } from '@domain/gateway/api-shapes';
import { formatTimeOfDay } from '@domain/time/dates';
import type { GatewayEnv } from '../app-env';
import { countAttempt } from '../auth/rate-limiter';
import { rateLimits } from '../auth/rate-limits';
import { requireAdmin, requireIdentityHeaders, requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { stageOfTrackedJob } from '../tracking/job-stage';
import {
  TRACKING_PATH_PREFIX,
  isTrackingTokenFormat,
  trackingLinkExpiry,
  trackingLinkFor,
  trackingUrl,
} from '../tracking/tracking-links';
import { notValidPageHtml, tooManyTriesPageHtml, trackingPageHtml } from '../tracking/tracking-page-html';
import { retailerNameOf } from '../tracking/tracking-settings';
import { findTrackedJobById, findTrackedJobByToken } from '../tracking/tracked-job';

/** The headers of every tracking answer (the page's own CSP is set by server/http/security-headers.ts). */
export const TRACKING_ANSWER_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

function htmlAnswer(
  c: Context<GatewayEnv>,
  status: 200 | 404 | 429,
  html: string,
  extra: Record<string, string> = {},
) {
  return c.body(html, status, { ...TRACKING_ANSWER_HEADERS, ...extra });
}

/** The stages whose words name the driver (first name only): while the driver is on the way to the customer. */
const DRIVER_SHOWN: ReadonlySet<DeliveryStageKind> = new Set(['on-the-way', 'arriving']);

/** The tracking page and the admins' link call. */
export function trackingRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  routes.get(`${TRACKING_PATH_PREFIX}/*`, async (c) => {
    const address = clientAddress(c, services.trustProxy);
    const counted = await countAttempt(services.db, services.now(), [
      { limit: rateLimits.trackingMissesPerAddress, subject: address },
      { limit: rateLimits.trackingPagesPerAddress, subject: address },
    ]);
    if (!counted.ok) {
      const wait = counted.refusal.retryAfterSeconds;
      return htmlAnswer(c, 429, tooManyTriesPageHtml(wait), { 'Retry-After': String(wait) });
    }
    const token = c.req.path.slice(TRACKING_PATH_PREFIX.length + 1);
    const job = isTrackingTokenFormat(token) ? await findTrackedJobByToken(services.db, token) : null;
    const now = services.now();
    if (job === null || now >= trackingLinkExpiry(job.jobDate, services.tracking.settings.linkDays))
      return htmlAnswer(c, 404, notValidPageHtml());
    await counted.attempt.succeeded();

    const { boards, settings } = services.tracking;
    const stage = await stageOfTrackedJob(
      { db: services.db, board: (branch) => boards.board(branch) },
      job,
      now,
    );
    const retailerName = retailerNameOf(settings, job.retailerId);
    const { start_time: windowStart, end_time: windowEnd } = job.document;
    return htmlAnswer(
      c,
      200,
      trackingPageHtml({
        retailerName,
        dayText: longDayText(job.jobDate),
        windowText: betweenText(windowStart, windowEnd),
        stageKind: stage.kind,
        sentences: stageSentences(stage, { retailerName, day: job.jobDate, windowStart, windowEnd }),
        driverFirstName: DRIVER_SHOWN.has(stage.kind) ? job.driverFirstName : null,
        updatedAt: formatTimeOfDay(now),
      }),
    );
  });

  routes.get(
    apiPaths.adminTrackingLink.pattern,
    requireUser(services),
    requireAdmin,
    requireIdentityHeaders,
    async (c) => {
      const jobId = c.req.param('jobId') ?? '';
      const job = jobId === '' ? null : await findTrackedJobById(services.db, jobId);
      // A job of another branch is answered as if it did not exist.
      if (job === null || job.branch !== userOf(c).branch) throw new ApiError(404, 'Job not found');
      const { linkDays, publicBaseUrl } = services.tracking.settings;
      const link = await trackingLinkFor(services.db, job.id, services.now(), linkDays);
      if (link === null) throw new ApiError(404, 'Job not found');
      const base = publicBaseUrl ?? new URL(c.req.url).origin;
      return c.json(
        { job_id: job.id, url: trackingUrl(base, link.token), expires_at: link.expiresAt.toISOString() },
        200,
        { 'Cache-Control': 'no-store' },
      );
    },
  );

  return routes;
}
