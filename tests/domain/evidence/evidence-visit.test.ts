import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus, NoteType } from '@domain/job/enums';
import { assembleEvidence } from '@domain/evidence/assemble-evidence';
import type { EvidenceRecord, EvidenceEvent } from '@domain/evidence/evidence-record';
import type { EvidenceUpdateInput } from '@domain/evidence/evidence-inputs';
import { admin, completedInputs, completedJob, driver } from './evidence-fixture';

function event<K extends EvidenceEvent['kind']>(evidence: EvidenceRecord, kind: K) {
  const found = evidence.events.find((e) => e.kind === kind);
  if (!found) throw new Error(`no ${kind} event`);
  return found as Extract<EvidenceEvent, { kind: K }>;
}

describe('the visit in the evidence record', () => {
  it("shows the driver's arrival and departure, each with whoever first sent it", () => {
    const job = completedJob({
      arrived_at_drop: true,
      arrived_time: '2026-11-18T08:05:00',
      departure_time: '2026-11-18T08:40:00',
    });
    const evidence = assembleEvidence(
      completedInputs({
        job,
        updates: [
          {
            by: driver,
            payload: { arrived_time: '2026-11-18T08:05:00', job_outcome_status: 3 },
            receivedAt: '2026-11-18T08:05:02.000Z',
            revision: 2,
            outcome: null,
          },
          {
            by: driver,
            payload: { arrived_time: '2026-11-18T08:05:00', departure_time: '2026-11-18T08:40:00' },
            receivedAt: '2026-11-18T08:40:03.000Z',
            revision: 3,
            outcome: 1,
          },
        ],
      }),
    );
    expect(event(evidence, 'visit')).toEqual({
      kind: 'visit',
      at: '2026-11-18T08:05:00',
      receivedAt: '2026-11-18T08:05:02.000Z',
      arrivedAt: '2026-11-18T08:05:00',
      arrivalBy: driver,
      departedAt: '2026-11-18T08:40:00',
      departureBy: driver,
    });
  });

  it("names the admin for times an admin's form set, and nobody for planned times", () => {
    const job = completedJob({ arrived_time: '2026-11-17T10:00:00', departure_time: '2026-11-17T10:30:00' });
    const adminUpdate = {
      by: admin,
      payload: { arrived_time: '2026-11-17T10:00:00', departure_time: '2026-11-17T10:30:00' },
      receivedAt: '2026-11-18T09:00:00.000Z',
      revision: 2,
      outcome: JobOutcomeStatus.JobComplete,
    };
    const visit = event(assembleEvidence(completedInputs({ job, updates: [adminUpdate] })), 'visit');
    expect([visit.arrivalBy, visit.departureBy]).toEqual([admin, admin]);
    const planned = event(assembleEvidence(completedInputs({ job, updates: [] })), 'visit');
    expect([planned.arrivalBy, planned.departureBy]).toEqual([null, null]);
    expect(
      assembleEvidence(
        completedInputs({ job: completedJob({ arrived_time: null, departure_time: null }) }),
      ).events.some((e) => e.kind === 'visit'),
    ).toBe(false);
  });
});

describe("a conflict's refused change in the evidence record", () => {
  const adminCompletion: EvidenceUpdateInput = {
    by: admin,
    payload: { job_outcome_status: 1 },
    receivedAt: '2026-11-18T10:00:00.000Z',
    revision: 2,
    outcome: JobOutcomeStatus.JobComplete,
  };

  it("shows the driver's suspension reason and note", () => {
    const payload = {
      job_outcome_status: JobOutcomeStatus.Suspended,
      job_suspend_reason: 1,
      timestamp: '2026-11-18T09:50:00',
      customer: [{ notes: [{ type: NoteType.JobNote, note: 'Gate locked, back at 3', new: true }] }],
    };
    const conflicts = [
      { by: driver, payload, receivedAt: '2026-11-18T10:05:00.000Z', baseRevision: 1, revision: 2 },
    ];
    const conflict = event(
      assembleEvidence(completedInputs({ updates: [adminCompletion], conflicts })),
      'conflict',
    );
    expect(conflict).toMatchObject({
      outcome: 'Suspended',
      reasonPath: ['Customer Delay'],
      note: 'Gate locked, back at 3',
    });
  });

  it("shows the driver's failure reason path", () => {
    const payload = { job_outcome_status: JobOutcomeStatus.Failed, delivery_job: { job_failed_reason: 31 } };
    const conflicts = [
      { by: driver, payload, receivedAt: '2026-11-18T10:05:00.000Z', baseRevision: 1, revision: 2 },
    ];
    const conflict = event(
      assembleEvidence(completedInputs({ updates: [adminCompletion], conflicts })),
      'conflict',
    );
    expect(conflict).toMatchObject({
      outcome: 'Failed Delivery/Collection/Job',
      reasonPath: ['Customer not in', 'No answer at door'],
      note: '',
    });
  });
});
