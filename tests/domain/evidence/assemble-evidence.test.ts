import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus, NoteType } from '@domain/job/enums';
import { assembleEvidence } from '@domain/evidence/assemble-evidence';
import type { EvidenceRecord, EvidenceEvent } from '@domain/evidence/evidence-record';
import type { EvidenceInputs } from '@domain/evidence/evidence-inputs';
import {
  DELIVERED_LINK,
  ITEM_LINK,
  PROPERTY_LINK,
  RISK_LINK,
  SIGNATURE_LINK,
  admin,
  completedInputs,
  completedJob,
  driver,
  hashA,
  hashB,
  storedFacts,
} from './evidence-fixture';

function event<K extends EvidenceEvent['kind']>(
  evidence: EvidenceRecord,
  kind: K,
): Extract<EvidenceEvent, { kind: K }> {
  const found = evidence.events.find((e) => e.kind === kind);
  if (!found) throw new Error(`no ${kind} event`);
  return found as Extract<EvidenceEvent, { kind: K }>;
}

describe('assembleEvidence: the completed delivery', () => {
  const evidence = assembleEvidence(completedInputs());

  it('describes the job with its items planned and delivered', () => {
    expect(evidence.job).toMatchObject({
      id: 'ORD123-01',
      jobNumber: '01',
      jobDate: '2026-11-21',
      type: 'Delivery',
      orderNumber: 'ORD123',
      customerName: 'Ada Lovelace',
      addressLines: ['1 High Street'],
      postcode: 'SW1A 1AA',
      branch: 'B1',
      driverId: 'D1',
      items: [{ id: 'p1', name: 'Grey sofa', planned: 1, delivered: 1 }],
    });
    expect(evidence.source).toBe('gateway');
    expect(evidence.digest).toBe('');
  });

  it('puts the events in time order', () => {
    expect(evidence.events.map((e) => e.kind)).toEqual(['arrival', 'outcome', 'report', 'proof']);
    const times = evidence.events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('finds arrival at the first position within 100 m, ignoring positions filed under another job', () => {
    const arrival = event(evidence, 'arrival');
    expect(arrival.at).toBe('2026-11-18T08:20:00');
    expect(arrival.distanceMetres).toBeLessThanOrEqual(100);
  });

  it('takes the position nearest the completion time and names who completed it', () => {
    const outcome = event(evidence, 'outcome');
    expect(outcome).toMatchObject({ outcome: 'Job Complete', by: driver, at: '2026-11-18T08:30:00' });
    expect(outcome.position).toEqual({ latitude: 51.501, longitude: -0.1415, distanceMetres: 7 });
    expect(outcome.receivedAt).toBe('2026-11-18T08:31:00.000Z');
  });

  it('lists the property issue and the item issue with reason paths, comments, the item count and photos', () => {
    const report = event(evidence, 'report');
    expect(
      report.issues.map((i) => [i.subject, i.reasonPath, i.comment, i.outcome, i.photos.map((p) => p.label)]),
    ).toEqual([
      ['Property', ['Damage to customer property', 'Wall'], '', undefined, ['Damage: Property']],
      [
        'Grey sofa',
        ['Damaged', 'Scratched'],
        'Scratch on the left arm',
        'Damaged · Delivered 1 of 1',
        ['Damage: Grey sofa'],
      ],
    ]);
    // The items table holds the same count as the job.
    expect(evidence.job.items.map(({ name, planned, delivered }) => ({ name, planned, delivered }))).toEqual([
      { name: 'Grey sofa', planned: 1, delivered: 1 },
    ]);
  });

  it('shows the printed name, the signature and the delivered photo marked annotated', () => {
    const proof = event(evidence, 'proof');
    expect(proof.signedBy).toBe('Ada Lovelace');
    expect(proof.signature).toMatchObject({ label: 'Signature', integrity: 'match', capturedSha256: hashA });
    expect(proof.photos).toEqual([
      expect.objectContaining({ label: 'Delivered', annotated: true, integrity: 'match' }),
    ]);
  });
});

describe('assembleEvidence: integrity of each image', () => {
  const cases: { name: string; inputs: EvidenceInputs; link: string; integrity: string }[] = [
    {
      name: 'mismatch: the stored bytes hash to something else than the phone computed',
      inputs: completedInputs({ job: completedJob({ signature_sha256: hashB }) }),
      link: SIGNATURE_LINK,
      integrity: 'mismatch',
    },
    {
      name: 'unchecked: the phone sent no hash (evidence from before hashes)',
      inputs: completedInputs(),
      link: ITEM_LINK,
      integrity: 'unchecked',
    },
    {
      name: 'missing: nothing stored under the link',
      inputs: completedInputs({ images: storedFacts([SIGNATURE_LINK, PROPERTY_LINK, ITEM_LINK]) }),
      link: DELIVERED_LINK,
      integrity: 'missing',
    },
    {
      name: 'match: the hash declared with the upload stands in when the payload carries none',
      inputs: completedInputs({
        images: {
          ...storedFacts([ITEM_LINK]),
          [ITEM_LINK]: { ...storedFacts([ITEM_LINK])[ITEM_LINK]!, declaredSha256: hashA },
        },
      }),
      link: ITEM_LINK,
      integrity: 'match',
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const evidence = assembleEvidence(c.inputs);
      const images = evidence.events.flatMap((e) =>
        e.kind === 'proof'
          ? [...(e.signature ? [e.signature] : []), ...e.photos]
          : e.kind === 'report'
            ? e.issues.flatMap((i) => i.photos)
            : [],
      );
      const all = images.filter((image) => image.ref === (c.inputs.images[c.link]?.ref ?? c.link));
      expect(all.map((image) => image.integrity)).toEqual([c.integrity]);
    });
  }
});

describe('assembleEvidence: outcomes, late syncs and conflicts', () => {
  it('late sync: the outcome and photos reached the gateway the next day, beside the time they were captured', () => {
    const late = '2026-11-19T07:02:00.000Z';
    const inputs = completedInputs({ images: storedFacts([SIGNATURE_LINK, DELIVERED_LINK], late) });
    const evidence = assembleEvidence({
      ...inputs,
      updates: inputs.updates.map((u) => ({ ...u, receivedAt: late })),
    });
    const outcome = event(evidence, 'outcome');
    const proof = event(evidence, 'proof');
    expect([outcome.at, outcome.receivedAt]).toEqual(['2026-11-18T08:30:00', late]);
    expect(proof.receivedAt).toBe(late);
    expect(proof.signature?.receivedAt).toBe(late);
    expect(proof.signature?.at?.startsWith('2026-11-18')).toBe(true);
  });

  it('failed: the failure reason path and the front-door photo', () => {
    const link = 'http://store.test/bucket/ORIG/ORD123-01-failed-1795000040-aa000009.png';
    const job = completedJob({
      job_outcome_status: JobOutcomeStatus.Failed,
      signature: null,
      signed_by: null,
      delivery_job: { order_number: 'ORD123', retailer_id: 'R1', account_balance: 0, job_failed_reason: 31 },
      products: [],
      job_activity_gallery: [{ id: 'f', uri: link, type: 'failed', status: 'down' }],
    });
    const outcome = event(assembleEvidence(completedInputs({ job, images: storedFacts([link]) })), 'outcome');
    expect(outcome.outcome).toBe('Failed Delivery/Collection/Job');
    expect(outcome.reasonPath).toEqual(['Customer not in', 'No answer at door']);
    expect(outcome.photos.map((p) => [p.label, p.integrity])).toEqual([['Front door', 'unchecked']]);
  });

  it('suspended: the reason and the note, at the time of the note', () => {
    const base = completedJob();
    const job = completedJob({
      job_outcome_status: JobOutcomeStatus.Suspended,
      job_outcome_time: null,
      job_suspend_reason: 1,
      customer: base.customer.map((c) => ({
        ...c,
        notes: [{ id: 'n', type: NoteType.JobNote, note: 'Back after lunch', date: '2026-11-18T09:10:00' }],
      })),
    });
    const outcome = event(assembleEvidence(completedInputs({ job, updates: [] })), 'outcome');
    expect(outcome).toMatchObject({
      outcome: 'Suspended',
      reasonPath: ['Customer Delay'],
      note: 'Back after lunch',
    });
    expect(outcome.at).toBe('2026-11-18T09:10:00');
    expect(outcome.by).toEqual({ role: 'driver', username: 'D1', name: 'D1' });
  });

  it("conflict: the admin's completion stood and the driver's suspension was kept as a record", () => {
    const inputs = completedInputs({
      updates: [
        {
          by: admin,
          payload: { job_outcome_status: 1 },
          receivedAt: '2026-11-18T10:00:00.000Z',
          revision: 2,
          outcome: 1,
        },
      ],
      conflicts: [
        {
          by: driver,
          payload: { job_outcome_status: 5, timestamp: '2026-11-18T09:50:00' },
          receivedAt: '2026-11-18T10:05:00.000Z',
          baseRevision: 1,
          revision: 2,
        },
      ],
    });
    const evidence = assembleEvidence(inputs);
    const conflict = event(evidence, 'conflict');
    expect(conflict.by).toEqual(driver);
    expect(conflict.resolution).toMatch(/^An admin \(demo\.admin\) marked this job "Job Complete" at /);
    expect(conflict.resolution).toMatch(/Dan Driver's suspension was kept as a record and not applied\.$/);
    expect(event(evidence, 'outcome').by).toEqual(admin);
  });

  it('risk assessment: each question, its answer, comment and photos', () => {
    const evidence = assembleEvidence(
      completedInputs({
        riskAssessments: [
          {
            by: driver,
            receivedAt: '2026-11-18T08:10:00.000Z',
            payload: {
              orderReference: 'ORD123',
              user_type: 'driver',
              firstName: 'Dan',
              lastName: 'Driver',
              timestamp: '2026-11-18T08:05:00',
              questions: [
                { questionId: 'q1', isTrue: true, details: '' },
                { questionId: 'q2', isTrue: false, details: 'Dog in the garden', imageUrls: [RISK_LINK] },
                { questionId: 'q6', isTrue: null, details: 'Narrow stairs' },
              ],
            },
          },
        ],
      }),
    );
    expect(evidence.events[0]?.kind).toBe('riskAssessment');
    const risk = event(evidence, 'riskAssessment');
    expect(risk.answers.map((a) => [a.question, a.answer, a.comment, a.photos.length])).toEqual([
      ['Is the customer in?', 'Yes', '', 0],
      [
        'Are there any hazards at the property, such as pets, obstructions or trip hazards?',
        'No',
        'Dog in the garden',
        1,
      ],
      ['Any other comments?', null, 'Narrow stairs', 0],
    ]);
  });

  it('no arrival when the customer position is unknown, and no position distance', () => {
    const evidence = assembleEvidence(completedInputs({ customerPosition: null }));
    expect(evidence.events.some((e) => e.kind === 'arrival')).toBe(false);
    expect(event(evidence, 'outcome').position?.distanceMetres).toBeNull();
  });

  it('a job not started has no outcome, report or proof', () => {
    const job = completedJob({
      job_outcome_status: JobOutcomeStatus.NotStarted,
      signature: null,
      signed_by: null,
      job_activity_gallery: [],
      delivery_job: { order_number: 'ORD123', retailer_id: 'R1', account_balance: 0 },
      products: [],
    });
    expect(assembleEvidence(completedInputs({ job, updates: [] })).events.map((e) => e.kind)).toEqual([
      'arrival',
    ]);
  });
});
