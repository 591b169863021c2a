/**
 * Queues the job.updated webhook of an accepted update, one row per endpoint of the job's retailer, in the
 * transaction that stores the update: a refused or rolled-back update queues nothing, an accepted one is
 * never left unannounced.
 */
import { randomUUID } from 'node:crypto';
import type { Job } from '@domain/job/job';
import { retailerIdOf } from '@domain/job/retailer';
import type { Database } from '../db/database';
import { jobUpdatedEvent, JOB_UPDATED } from './job-updated-event';
import { enqueueWebhook } from './webhook-outbox';
import { endpointsOf } from './retail-webhook-setting';
import { findRecordLink, recordLinkUrl } from './retail-record-links';
import type { RetailWebhookEndpoints } from './retail-webhook-setting';

/**
 * Queues the event of the job as the update left it (nothing when its retailer has no endpoint), with the
 * link to its evidence record once that completed (made at linkBase).
 */
export async function queueJobUpdated(
  tx: Database,
  endpoints: RetailWebhookEndpoints,
  job: Job,
  accepted: Date,
  linkBase: string,
): Promise<void> {
  const retailerId = retailerIdOf(job);
  const targets = endpointsOf(endpoints, retailerId);
  if (targets.length === 0) return;
  const link = await findRecordLink(tx, job.id);
  const recordUrl = link && recordLinkUrl(linkBase, link.token);
  for (const endpoint of targets) {
    const eventId = randomUUID();
    await enqueueWebhook(
      tx,
      {
        eventId,
        eventType: JOB_UPDATED,
        retailerId,
        jobId: job.id,
        url: endpoint.url,
        body: JSON.stringify(jobUpdatedEvent(eventId, job, retailerId, accepted, recordUrl)),
      },
      accepted,
    );
  }
}
