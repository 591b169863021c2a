// The write rule as a table (server/jobs/job-write-access.ts): who may write a job of which day, with what the
// request says about when its change was saved and whether it names its base revision.
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';
import { addDays } from '@domain/time/dates';
import type { UserPrincipal } from '@server/auth/principal';
import { writeRefusal } from '@server/jobs/job-write-access';
import { OTHER_DAY_MESSAGE } from '@domain/job/job-day';

const TODAY = '2026-05-13';
/** 00:20 on TODAY in the gateway's zone: the signal came back just after midnight. */
const NOW = new Date(`${TODAY}T00:20:00`);
const driver: UserPrincipal = {
  kind: 'user',
  username: 'd',
  userType: 'Driver',
  branch: '1',
  driverid: 'D1',
};
const admin: UserPrincipal = { ...driver, username: 'a', userType: ADMIN_USER_TYPE };

/** Noon (gateway zone) of the day n days from TODAY, as epoch ms. */
const noon = (days: number) => new Date(`${addDays(TODAY, days)}T12:00:00`).getTime();
const jobOf = (days: number, driverid = 'D1') => ({
  id: 'J',
  branch: '1',
  driverid,
  date: addDays(TODAY, days),
});

describe('late offline work after midnight (the rule)', () => {
  it.each([
    ['a driver, today’s job, nothing said', driver, 0, null, true, null],
    ['a driver, yesterday’s job saved yesterday, conditional', driver, -1, noon(-1), false, null],
    [
      'a driver, yesterday’s job saved at 23:59 yesterday',
      driver,
      -1,
      NOW.getTime() - 21 * 60_000,
      false,
      null,
    ],
    ['a driver, a job of 29 days ago saved that day', driver, -29, noon(-29), false, null],
    ['a driver, yesterday’s job saved yesterday, unconditional', driver, -1, noon(-1), true, 403],
    ['a driver, yesterday’s job saved today', driver, -1, NOW.getTime(), false, 403],
    ['a driver, yesterday’s job saved the day before', driver, -1, noon(-2), false, 403],
    ['a driver, yesterday’s job, nothing said', driver, -1, null, false, 403],
    ['a driver, a job of 31 days ago saved that day', driver, -31, noon(-31), false, 422],
    ['a driver, tomorrow’s job saved tomorrow', driver, 1, noon(1), false, 403],
    ['an admin, yesterday’s job, nothing said, unconditional', admin, -1, null, true, null],
    ['an admin, tomorrow’s job', admin, 1, null, true, null],
  ] as const)('%s → %s', (_, user, days, savedAt, overwrites, status) => {
    const refusal = writeRefusal(user, jobOf(days), { now: NOW, savedAt, overwrites });
    expect(refusal?.status ?? null).toBe(status);
    if (status === 403) expect(refusal?.message).toBe(OTHER_DAY_MESSAGE);
  });

  it('answers another driver’s job 404 whatever the request says', () => {
    const refusal = writeRefusal(driver, jobOf(-1, 'D2'), { now: NOW, savedAt: noon(-1), overwrites: false });
    expect(refusal?.status).toBe(404);
  });
});
