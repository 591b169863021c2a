/**
 * Tells the retailer once that a job's evidence record is complete (domain/evidence/evidence-complete.ts):
 * the first gateway to see it writes the job's record link and, in the same transaction, queues one
 * evidence_record.completed webhook per endpoint of the job's retailer. A second gateway (or a later look)
 * finds the link's row and queues nothing. It is looked at after each accepted update (the phone sends a
 * closing update only once its photos are uploaded, so that is when a record completes) and whenever the
 * gateway serves the record, which catches a record whose last image arrived after its update.
 */
import { randomUUID } from 'node:crypto';
import { isEvidenceRecordComplete } from '@domain/evidence/evidence-complete';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import { isClosedJob } from '@domain/job/closed-job';
import { retailerIdOf } from '@domain/job/retailer';
import type { GatewayServices } from '../gateway-services';
import { gatewayEvidence } from '../jobs/gateway-evidence';
import type { OwnedJob } from '../store/jobs';
import { findEvidenceJob } from '../store/evidence-sources';
import { evidenceRecordCompletedEvent, EVIDENCE_RECORD_COMPLETED } from './evidence-record-completed-event';
import { endpointsOf } from './retail-webhook-setting';
import { findRecordLink, insertRecordLink, recordLinkUrl } from './retail-record-links';
import { enqueueWebhook } from './webhook-outbox';

/** The base URL links are made with: the setting, else the origin the request came in on. */
export function recordLinkBase(services: GatewayServices, requestUrl: string): string {
  return services.recordLinks.baseUrl ?? new URL(requestUrl).origin;
}

/**
 * Announces the job's record if it is complete and not yet announced. `record` is the record just served,
 * when the caller has it (otherwise it is assembled here, only for a closed job not yet announced).
 */
export async function announceCompletedRecord(
  services: GatewayServices,
  owned: OwnedJob,
  linkBase: string,
  record?: EvidenceRecord,
): Promise<void> {
  const { job } = owned;
  const retailerId = retailerIdOf(job);
  const endpoints = endpointsOf(services.retailWebhooks, retailerId);
  if (endpoints.length === 0 || !isClosedJob(job)) return;
  if (await findRecordLink(services.db, job.id)) return;
  const served = record ?? (await gatewayEvidence(services, owned));
  if (!isEvidenceRecordComplete(job, served)) return;
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const link = await insertRecordLink(tx, job.id, served.digest, now, services.recordLinks.lifetimeDays);
    if (!link) return;
    const url = recordLinkUrl(linkBase, link.token);
    for (const endpoint of endpoints) {
      const eventId = randomUUID();
      const event = evidenceRecordCompletedEvent(
        eventId,
        job,
        retailerId,
        { digest: link.digest, url, expiresAt: link.expiresAt },
        now,
      );
      await enqueueWebhook(
        tx,
        {
          eventId,
          eventType: EVIDENCE_RECORD_COMPLETED,
          retailerId,
          jobId: job.id,
          url: endpoint.url,
          body: JSON.stringify(event),
        },
        now,
      );
    }
  });
}

/** announceCompletedRecord for a job named by id (after an accepted update). */
export async function announceCompletedRecordOf(
  services: GatewayServices,
  jobId: string,
  linkBase: string,
): Promise<void> {
  const owned = await findEvidenceJob(services.db, jobId);
  if (owned) await announceCompletedRecord(services, owned, linkBase);
}
