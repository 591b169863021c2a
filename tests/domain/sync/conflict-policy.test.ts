/** The conflict policy's table (domain/sync/conflict-policy.ts), row by row. */
import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus } from '@domain/job/enums';
import { changeName, decideConflict } from '@domain/sync/conflict-policy';
import type { OtherChange, RefusedChange } from '@domain/sync/conflict-policy';
import { formatDateTimeEnGb } from '@domain/time/dates';

const at = '2026-11-24T14:02:00.000Z';
const when = formatDateTimeEnGb(at);
const change = (fields: Partial<OtherChange>): OtherChange => ({
  by: 'admin',
  username: 'demo.admin',
  at,
  revision: 2,
  outcome: null,
  ...fields,
});
const driverSuspend: RefusedChange = { by: 'driver', outcome: JobOutcomeStatus.Suspended };
const driverComplete: RefusedChange = { by: 'driver', outcome: JobOutcomeStatus.JobComplete };
const adminComplete: RefusedChange = { by: 'admin', outcome: JobOutcomeStatus.JobComplete };

describe('decideConflict', () => {
  it.each([
    {
      row: 'an admin completed the job; the driver suspended it offline',
      mine: driverSuspend,
      theirs: [change({ outcome: JobOutcomeStatus.JobComplete })],
      expected: {
        action: 'keepTheirs',
        message: `An admin (demo.admin) marked this job "Job Complete" at ${when}. Your suspension was kept as a record and not applied.`,
      },
    },
    {
      row: 'an admin failed the job; the driver completed it offline',
      mine: driverComplete,
      theirs: [change({ outcome: JobOutcomeStatus.Failed })],
      expected: {
        action: 'keepTheirs',
        message: `An admin (demo.admin) marked this job "Failed Delivery/Collection/Job" at ${when}. Your completion was kept as a record and not applied.`,
      },
    },
    {
      row: 'another driver completed the job; the admin completes it too',
      mine: adminComplete,
      theirs: [change({ by: 'driver', username: 'demo.driver2', outcome: JobOutcomeStatus.JobComplete })],
      expected: {
        action: 'attention',
        message: `demo.driver2 marked this job "Job Complete" at ${when}. Your completion was not sent. Retry to send it on top, or discard it.`,
      },
    },
    {
      row: 'others changed only notes or photos',
      mine: driverComplete,
      theirs: [change({}), change({ by: 'driver', username: 'demo.driver2', revision: 3 })],
      expected: { action: 'resend' },
    },
    {
      row: 'no other change listed',
      mine: driverSuspend,
      theirs: [],
      expected: { action: 'resend' },
    },
  ])('$row', ({ mine, theirs, expected }) => {
    expect(decideConflict(mine, theirs)).toEqual(expected);
  });

  it('names the latest change that decided the outcome', () => {
    const theirs = [
      change({ by: 'driver', username: 'demo.driver2', revision: 2, outcome: JobOutcomeStatus.Suspended }),
      change({ revision: 3, outcome: JobOutcomeStatus.JobComplete }),
      change({ by: 'driver', username: 'demo.driver2', revision: 4, outcome: null }),
    ];
    expect(decideConflict(driverSuspend, theirs)).toMatchObject({ action: 'keepTheirs' });
    const later = [...theirs, change({ by: 'driver', username: 'demo.driver2', revision: 5, outcome: 5 })];
    expect(decideConflict(driverSuspend, later)).toMatchObject({ action: 'attention' });
  });
});

describe('changeName', () => {
  it.each([
    [JobOutcomeStatus.JobComplete, 'completion'],
    [JobOutcomeStatus.NoFixRequired, 'completion'],
    [JobOutcomeStatus.Failed, 'failure'],
    [JobOutcomeStatus.Suspended, 'suspension'],
    [JobOutcomeStatus.NotStarted, 'change'],
    [null, 'change'],
  ] as const)('%s is a %s', (outcome, name) => {
    expect(changeName(outcome)).toBe(name);
  });
});
