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
import type { RetailWebhookEndpoints } from './retail-webhook-setting';

/** Queues the event of the job as the update left it (nothing when its retailer has no endpoint). */
export async function queueJobUpdated(
  tx: Database,
  endpoints: RetailWebhookEndpoints,
  job: Job,
  accepted: Date,
): Promise<void> {
  const retailerId = retailerIdOf(job);
  for (const endpoint of endpointsOf(endpoints, retailerId)) {
    const eventId = randomUUID();
    await enqueueWebhook(
      tx,
      {
        eventId,
        eventType: JOB_UPDATED,
        retailerId,
        jobId: job.id,
        url: endpoint.url,
        body: JSON.stringify(jobUpdatedEvent(eventId, job, retailerId, accepted)),
      },
      accepted,
    );
  }
}
