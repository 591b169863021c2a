/**
 * Where the record page reads a record and its images: admins from the
 * gateway (through the engine, with their token), drivers from what their
 * phone holds (the engine's local record, so it works offline).
 */
import { engine } from '../../engine';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import type { EvidenceCallResult } from '@domain/evidence/evidence-messages';
import { evidenceMessages } from '@domain/evidence/evidence-messages';

/** The record of one job and the bytes of its images. */
export interface EvidenceSource {
  /** Where the record comes from: the gateway, or this phone (which does not know when pieces arrived). */
  origin: EvidenceRecord['source'];
  /** The job whose record it is. */
  jobId: string;
  evidence(): Promise<EvidenceCallResult<EvidenceRecord>>;
  image(ref: string): Promise<Blob | null>;
}

/** The gateway's record of the job (admins; also the digest check). */
export function gatewaySource(jobId: string): EvidenceSource {
  return {
    origin: 'gateway',
    jobId,
    evidence: () => engine.jobEvidence(jobId),
    image: (ref) => engine.evidenceImage(jobId, ref),
  };
}

/** The record the driver's phone assembles from local data. */
export function phoneSource(jobId: string): EvidenceSource {
  return {
    origin: 'phone',
    jobId,
    evidence: async () => {
      const evidence = await engine.localJobEvidence(jobId);
      return evidence === null
        ? { ok: false, message: evidenceMessages.notOnPhone }
        : { ok: true, value: evidence };
    },
    image: (ref) => engine.localEvidenceImage(jobId, ref),
  };
}
