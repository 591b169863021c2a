/**
 * Where the record page reads a record and its images: admins from the
 * gateway (through the engine, with their token), drivers from what their
 * phone holds (the engine's local record, so it works offline).
 */
import { engine } from '../../engine';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import type { RecordCallResult } from '@domain/evidence/evidence-messages';
import { recordMessages } from '@domain/evidence/evidence-messages';

/** The record of one job and the bytes of its images. */
export interface RecordSource {
  /** Where the record comes from: the gateway, or this phone (which does not know when pieces arrived). */
  origin: EvidenceRecord['source'];
  record(): Promise<RecordCallResult<EvidenceRecord>>;
  image(ref: string): Promise<Blob | null>;
}

/** The gateway's record of the job (admins; also the digest check). */
export function gatewaySource(jobId: string): RecordSource {
  return {
    origin: 'gateway',
    record: () => engine.jobRecord(jobId),
    image: (ref) => engine.recordImage(jobId, ref),
  };
}

/** The record the driver's phone assembles from local data. */
export function phoneSource(jobId: string): RecordSource {
  return {
    origin: 'phone',
    record: async () => {
      const record = await engine.localJobRecord(jobId);
      return record === null
        ? { ok: false, message: recordMessages.notOnPhone }
        : { ok: true, value: record };
    },
    image: (ref) => engine.localRecordImage(jobId, ref),
  };
}
