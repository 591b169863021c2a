/** Inputs for the evidence record tests: a delivery completed with a property issue, an item issue and a signature. */
import { JobOutcomeStatus, NoteType } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import type { ReasonCode, ReasonCodeField } from '@domain/reasons/reason-code';
import type { EvidenceActor } from '@domain/evidence/evidence-record';
import type { EvidenceInputs, StoredImageFacts } from '@domain/evidence/evidence-inputs';
import { makeJob, makeProduct } from '../support/job-fixture';

/** 1795000000 s = 2026-11-18T08:26:40Z. */
export const STORE = 'http://store.test/bucket';
export const SIGNATURE_LINK = `${STORE}/SIGNATURE/DEV/ORD123-01-abcd1234-1795000000.jpg`;
export const DELIVERED_LINK = `${STORE}/ORIG/ORD123-01-delivered-1795000010-ef567890.png`;
export const PROPERTY_LINK = `${STORE}/ORIG/ORD123-01-damage-1795000020-aa000001.png`;
export const ITEM_LINK = `${STORE}/ORIG/ORD123-01-damage-1795000030-aa000002.png`;
export const RISK_LINK = `${STORE}/ORIG/ORD123-01-risk-assessment-q2-1794999000-aa000003.png`;

export const hashA = 'a'.repeat(64);
export const hashB = 'b'.repeat(64);

export const driver: EvidenceActor = { role: 'driver', username: 'demo.driver', name: 'Dan Driver' };
export const admin: EvidenceActor = { role: 'admin', username: 'demo.admin', name: 'Ann Admin' };

function code(id: number, label: string, parent: number | null, field: ReasonCodeField): ReasonCode {
  return {
    id,
    label,
    parentReasonCodeId: parent,
    level: parent === null ? 1 : 2,
    retailerReferenceId: 3,
    mappedFieldName: field,
  };
}

export const reasonCodes: ReasonCode[] = [
  code(10, 'Damage to customer property', null, 'job_damage_reason'),
  code(11, 'Wall', 10, 'job_damage_reason'),
  code(20, 'Damaged', null, 'product_delivery_issues'),
  code(21, 'Scratched', 20, 'product_delivery_issues'),
  code(30, 'Customer not in', null, 'job_failure_reasons'),
  code(31, 'No answer at door', 30, 'job_failure_reasons'),
];

/** The completed job as the gateway stores it. */
export function completedJob(overrides: Partial<Job> = {}): Job {
  return makeJob({
    job_outcome_status: JobOutcomeStatus.JobComplete,
    job_outcome_time: '2026-11-18T08:30:00',
    signature: SIGNATURE_LINK,
    signature_sha256: hashA,
    signed_by: 'Ada Lovelace',
    delivery_job: { order_number: 'ORD123', retailer_id: 'R1', account_balance: 0, damage_reason: 11 },
    products: [
      makeProduct({
        name: 'Grey sofa',
        delivery_job: { planned_quantity: 1, delivered_quantity: 1, damage_reason: 21, delivery_issue: 1 },
        notes: [
          {
            id: 'n1',
            type: NoteType.ProductNote,
            note: 'Scratch on the left arm',
            date: '2026-11-18T08:27:00',
          },
        ],
      }),
    ],
    job_activity_gallery: [
      { id: 'g1', uri: DELIVERED_LINK, type: 'delivered', status: 'down', sha256: hashA, annotated: true },
      { id: 'g2', uri: PROPERTY_LINK, type: 'damage', status: 'down', sha256: hashA },
      { id: 'g3', uri: ITEM_LINK, type: 'damage', status: 'down', heading: 'product:p1' },
    ],
    ...overrides,
  });
}

/** Stored facts: every link present with bytes hashing to hashA, received the same morning. */
export function storedFacts(
  links: readonly string[],
  receivedAt = '2026-11-18T08:31:00.000Z',
): Record<string, StoredImageFacts> {
  return Object.fromEntries(
    links.map((link, i) => [
      link,
      {
        ref: `ref-${i}`,
        contentType: link.endsWith('.jpg') ? 'image/jpeg' : 'image/png',
        receivedAt,
        storedSha256: hashA,
        declaredSha256: null,
        present: true,
      },
    ]),
  );
}

/** The whole input of the completed job. */
export function completedInputs(overrides: Partial<EvidenceInputs> = {}): EvidenceInputs {
  return {
    job: completedJob(),
    placement: { branch: 'B1', driverId: 'D1' },
    updates: [
      {
        by: driver,
        payload: {
          id: 'ORD123-01',
          job_outcome_status: 1,
          signature: SIGNATURE_LINK,
          job_activity_gallery: [{ uri: DELIVERED_LINK }],
        },
        receivedAt: '2026-11-18T08:31:00.000Z',
        revision: 2,
        outcome: JobOutcomeStatus.JobComplete,
      },
    ],
    conflicts: [],
    riskAssessments: [],
    heartbeats: [
      { latitude: 51.51, longitude: -0.1, at: '2026-11-18T08:00:00', receivedAt: null, jobId: null },
      {
        latitude: 51.5011,
        longitude: -0.1416,
        at: '2026-11-18T08:20:00',
        receivedAt: null,
        jobId: 'ORD123-01',
      },
      {
        latitude: 51.501,
        longitude: -0.1415,
        at: '2026-11-18T08:29:00',
        receivedAt: null,
        jobId: 'ORD123-01',
      },
      {
        latitude: 51.501,
        longitude: -0.1415,
        at: '2026-11-18T08:25:00',
        receivedAt: null,
        jobId: 'OTHER-01',
      },
    ],
    customerPosition: { latitude: 51.501, longitude: -0.1416 },
    reasonCodes,
    images: storedFacts([SIGNATURE_LINK, DELIVERED_LINK, PROPERTY_LINK, ITEM_LINK, RISK_LINK]),
    source: 'gateway',
    ...overrides,
  };
}
