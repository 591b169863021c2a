/**
 * A job's evidence record as the gateway stores it: read from its
 * tables and object store, assembled by the shared pure assembler
 * (domain/evidence/assemble-evidence.ts), with its digest and its earlier versions.
 */
import { retailerIdOf } from '@domain/job/retailer';
import { assembleEvidence } from '@domain/evidence/assemble-evidence';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import type { EvidenceRiskInput } from '@domain/evidence/evidence-inputs';
import { withDigest } from '@domain/evidence/evidence-digest';
import { isoDayOf } from '@domain/time/dates';
import type { GatewayServices } from '../gateway-services';
import { findGeocode } from '../store/geocodes';
import type { OwnedJob } from '../store/jobs';
import { listReasonCodes } from '../store/reason-codes';
import {
  evidenceConflicts,
  evidenceHeartbeats,
  evidenceRiskAssessments,
  evidenceUpdates,
} from '../store/evidence-sources';
import { earlierEvidenceVersions, keepEvidenceVersion } from '../store/evidence-versions';
import { evidenceLinks, linkedImage, storedImageFacts } from './gateway-evidence-images';
import type { LinkedImage } from './gateway-evidence-images';

function linkedImages(services: GatewayServices, owned: OwnedJob, risks: EvidenceRiskInput[]): LinkedImage[] {
  return evidenceLinks(owned.job, risks).map((link) => linkedImage(services, owned.id, link));
}

/** Every image link of the job's record with its ref and location. */
export async function gatewayEvidenceImages(
  services: GatewayServices,
  owned: OwnedJob,
): Promise<LinkedImage[]> {
  return linkedImages(services, owned, await evidenceRiskAssessments(services.db, owned.id));
}

/**
 * The job's evidence record with its digest, kept as a version (record_versions), and the digests of the
 * versions served before it.
 */
export async function gatewayEvidence(services: GatewayServices, owned: OwnedJob): Promise<EvidenceRecord> {
  const { db } = services;
  const { job } = owned;
  const risks = await evidenceRiskAssessments(db, owned.id);
  const outcomeDay = (job.job_outcome_time ? isoDayOf(job.job_outcome_time) : null) ?? owned.date;
  const postcode = job.customer[0]?.postcode ?? '';
  const geocode = postcode === '' ? null : await findGeocode(db, postcode);
  const links = linkedImages(services, owned, risks);
  const evidence = assembleEvidence({
    job,
    placement: { branch: owned.branch, driverId: owned.driverid },
    updates: await evidenceUpdates(db, owned.id),
    conflicts: await evidenceConflicts(db, owned.id),
    riskAssessments: risks,
    heartbeats: await evidenceHeartbeats(db, owned, [owned.date, outcomeDay]),
    customerPosition: geocode && { latitude: geocode.latitude, longitude: geocode.longitude },
    reasonCodes: await listReasonCodes(db, retailerIdOf(job), false),
    images: await storedImageFacts(services, links),
    source: 'gateway',
  });
  const served = await withDigest(evidence);
  await keepEvidenceVersion(db, owned.id, served, services.now());
  return { ...served, earlierVersions: await earlierEvidenceVersions(db, owned.id, served.digest) };
}
