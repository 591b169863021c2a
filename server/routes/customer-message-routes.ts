/**
 * GET apiPaths.jobMessages(id): the customer messages of a job (product rule 4.15), for the admins of the
 * job's branch; drivers get 403, a job of another branch is answered as if it did not exist (404). The
 * recipient is masked (domain/customer/message-recipient.ts); the answer is `Cache-Control: no-store`.
 */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { CustomerMessageList } from '@domain/customer/customer-message-list';
import { maskedRecipient } from '@domain/customer/message-recipient';
import type { GatewayEnv } from '../app-env';
import { requireAdmin, requireIdentityHeaders, requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError } from '../http/api-error';
import { inScope } from '../jobs/job-write-access';
import { jobMessages } from '../customer-messages/message-outbox';
import { findEvidenceJob } from '../store/evidence-sources';

/** The Messages tab's call. */
export function customerMessageRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.get(
    apiPaths.jobMessages.pattern,
    requireUser(services),
    requireAdmin,
    requireIdentityHeaders,
    async (c) => {
      const id = c.req.param('jobId') ?? '';
      const owned = id === '' ? null : await findEvidenceJob(services.db, id);
      if (!owned || !inScope(userOf(c), owned)) throw new ApiError(404, 'Job not found');
      const messages = await jobMessages(services.db, owned.job.id);
      const list: CustomerMessageList = {
        jobId: owned.job.id,
        messages: messages.map((m) => ({
          kind: m.kind,
          to: maskedRecipient(m.recipient),
          body: m.body,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
          notBefore: m.notBefore.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
          lastError: m.lastError,
        })),
      };
      return c.json(list, 200, { 'Cache-Control': 'no-store' });
    },
  );

  return routes;
}
