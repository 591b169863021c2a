import { describe, expect, it } from 'vitest';
import { assembleEvidence } from '@domain/evidence/assemble-evidence';
import { evidenceImagesOf, isEvidenceRecordComplete } from '@domain/evidence/evidence-complete';
import { JobOutcomeStatus } from '@domain/job/enums';
import {
  DELIVERED_LINK,
  ITEM_LINK,
  PROPERTY_LINK,
  RISK_LINK,
  SIGNATURE_LINK,
  completedInputs,
  completedJob,
  storedFacts,
} from './evidence-fixture';

describe('isEvidenceRecordComplete', () => {
  it('is true for a closed job whose every photo and signature is stored', () => {
    const record = assembleEvidence(completedInputs());
    expect(evidenceImagesOf(record).map((image) => image.label)).toContain('Signature');
    expect(evidenceImagesOf(record).length).toBeGreaterThanOrEqual(3);
    expect(isEvidenceRecordComplete(completedJob(), record)).toBe(true);
  });

  it('is false while the signature or a photo has not reached the store', () => {
    for (const absent of [SIGNATURE_LINK, DELIVERED_LINK, ITEM_LINK]) {
      const stored = [SIGNATURE_LINK, DELIVERED_LINK, PROPERTY_LINK, ITEM_LINK, RISK_LINK].filter(
        (link) => link !== absent,
      );
      const record = assembleEvidence(completedInputs({ images: storedFacts(stored) }));
      expect(isEvidenceRecordComplete(completedJob(), record), absent).toBe(false);
    }
  });

  it('is false for a job that is not closed (started, suspended), true once failed', () => {
    const record = assembleEvidence(completedInputs());
    for (const status of [JobOutcomeStatus.NotStarted, JobOutcomeStatus.Suspended])
      expect(isEvidenceRecordComplete({ job_outcome_status: status }, record)).toBe(false);
    expect(isEvidenceRecordComplete({ job_outcome_status: JobOutcomeStatus.Failed }, record)).toBe(true);
  });
});
