/**
 * POST /group-image-api/upload-grant {jobId}: short-lived object-store
 * credentials for the app's direct uploads of one job's photos and signatures.
 * Only for a job the caller may write (server/jobs/job-write-access.ts; for a
 * photo of an earlier day's job the call says when the photo was taken in
 * Doorstep-Saved-At); the credentials may create objects under the job's key
 * prefixes only, never replace or delete one (STS session policy in
 * production, the local upload gate here).
 */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { UploadGrant } from '@domain/gateway/api-shapes';
import { SAVED_AT_HEADER } from '@domain/sync/sync-window';
import { jobKeyPrefixes } from '@domain/photos/object-store-keys';
import type { GatewayEnv } from '../app-env';
import { requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { readJsonBody } from '../http/read-body';
import { savedAtOf } from '../http/send-window';
import { requiredText, wireObject } from '@domain/gateway/wire-checks';
import { checkWireBody } from '../http/check-wire-body';
import { evidenceClaim, jobOwnershipById, requireWritable } from '../jobs/job-write-access';
import { UPLOAD_GRANT_TTL_SECONDS } from '../objects/upload-grant-issuer';

/** POST upload-grant {jobId}. */
const uploadGrantRequestSchema = wireObject({ jobId: requiredText(100) });

/** The upload permission call. */
export function uploadGrantRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.uploadGrant, requireUser(services), async (c) => {
    const user = userOf(c);
    const { jobId } = checkWireBody(
      uploadGrantRequestSchema,
      await readJsonBody(c),
      'The upload grant request',
    );
    const now = services.now();
    const claim = evidenceClaim(now, savedAtOf(c.req.header(SAVED_AT_HEADER)));
    const job = requireWritable(user, await jobOwnershipById(services.db, jobId), claim);
    const prefixes = jobKeyPrefixes(services.objects.settings.environment, job.id);
    const expiresAt = new Date(now.getTime() + UPLOAD_GRANT_TTL_SECONDS * 1000);
    const credentials = await services.objects.grants.issue(prefixes, expiresAt);
    const answer: UploadGrant = {
      jobId: job.id,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      sessionToken: credentials.sessionToken,
      expiresAt: credentials.expiresAt.toISOString(),
      prefixes,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });

  return routes;
}
