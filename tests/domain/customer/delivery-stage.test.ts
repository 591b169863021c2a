// Where a customer's job is (product rule 2.23): booked until the van starts its day, on the way with the stops
// before it and a window around its ETA, arriving when it is the next stop and the ETA is under 15 minutes or
// the arrival rule fired (there or at the stop before), delivered with the time and the printed name, not
// delivered with the reason, and a suspended job held up rather than not delivered.
import { describe, expect, it } from 'vitest';
import {
  ARRIVING_WITHIN_MINUTES,
  deliveryStage,
  expectedWindow,
  type CustomerJob,
  type CustomerVan,
  type VanStop,
} from '@domain/customer/delivery-stage';
import { JobOutcomeStatus } from '@domain/job/enums';
import { formatTimestamp, timestampMs } from '@domain/time/dates';

const now = timestampMs('2026-11-28T13:32:00') as number;
const minutes = (n: number) => n * 60_000;
const at = (offsetMinutes: number) => formatTimestamp(now + minutes(offsetMinutes));

const job = (overrides: Partial<CustomerJob> = {}): CustomerJob => ({
  id: 'J3',
  outcomeStatus: JobOutcomeStatus.NotStarted,
  outcomeTime: null,
  signedBy: null,
  failedReason: null,
  ...overrides,
});
const stop = (jobId: string, overrides: Partial<VanStop> = {}): VanStop => ({
  job_id: jobId,
  eta: at(60),
  eta_is_guess: false,
  arrived: false,
  ...overrides,
});
const van = (stops: VanStop[], started = true): CustomerVan => ({ started, stops });

describe('deliveryStage', () => {
  it('is booked while the van has not started its day, whatever its ETAs say', () => {
    expect(deliveryStage(job(), van([stop('J3', { eta: at(5) })], false), now)).toEqual({
      kind: 'scheduled',
    });
  });

  it('is booked when no van carries the job today (another day, or not planned on a van)', () => {
    expect(deliveryStage(job(), null, now)).toEqual({ kind: 'scheduled' });
    expect(deliveryStage(job(), van([stop('J1'), stop('J2')]), now)).toEqual({ kind: 'scheduled' });
  });

  it('is on the way with the stops before it and a 30-minute window around the ETA to 5 minutes', () => {
    const stops = [
      stop('J1', { eta: at(10) }),
      stop('J2', { eta: at(40) }),
      stop('J9'),
      stop('J3', { eta: at(62) }),
    ];
    expect(deliveryStage(job(), van(stops), now)).toEqual({
      kind: 'on-the-way',
      stopsBefore: 3,
      // 13:32 + 62 min = 14:34, to the nearest 5 minutes 14:35, ± 15 minutes.
      window: { from: '2026-11-28T14:20:00', to: '2026-11-28T14:50:00' },
      etaIsGuess: false,
    });
  });

  it('widens the window to an hour when the ETA is a guess (no position, or a stale one)', () => {
    const stage = deliveryStage(
      job(),
      van([stop('J1'), stop('J3', { eta: at(88), eta_is_guess: true })]),
      now,
    );
    expect(stage).toEqual({
      kind: 'on-the-way',
      stopsBefore: 1,
      window: { from: '2026-11-28T14:30:00', to: '2026-11-28T15:30:00' },
      etaIsGuess: true,
    });
  });

  it('says no window when nothing places the stop', () => {
    expect(deliveryStage(job(), van([stop('J1'), stop('J3', { eta: null })]), now)).toEqual({
      kind: 'on-the-way',
      stopsBefore: 1,
      window: null,
      etaIsGuess: false,
    });
  });

  it('is arriving when it is the next stop and the ETA is under 15 minutes, in whole minutes rounded up', () => {
    expect(deliveryStage(job(), van([stop('J3', { eta: at(9.5) })]), now)).toEqual({
      kind: 'arriving',
      minutesAway: 10,
    });
    expect(deliveryStage(job(), van([stop('J3', { eta: at(-3) })]), now)).toEqual({
      kind: 'arriving',
      minutesAway: 0,
    });
  });

  it('is still on the way at exactly 15 minutes, and when a later stop is under 15 minutes away', () => {
    const atLimit = deliveryStage(job(), van([stop('J3', { eta: at(ARRIVING_WITHIN_MINUTES) })]), now);
    expect(atLimit.kind).toBe('on-the-way');
    const second = deliveryStage(job(), van([stop('J1', { eta: at(2) }), stop('J3', { eta: at(12) })]), now);
    expect(second).toMatchObject({ kind: 'on-the-way', stopsBefore: 1 });
  });

  it('is arriving now once the 100 m arrival rule fired for the stop, even with a guessed or missing ETA', () => {
    expect(
      deliveryStage(job(), van([stop('J3', { arrived: true, eta: null, eta_is_guess: true })]), now),
    ).toEqual({
      kind: 'arriving',
      minutesAway: 0,
    });
    // The driver reached this drop before the one planned first: the driver is at the door.
    expect(deliveryStage(job(), van([stop('J1'), stop('J3', { arrived: true })]), now)).toEqual({
      kind: 'arriving',
      minutesAway: 0,
    });
  });

  it('is arriving once the driver reached the stop just before it, in the minutes its ETA says (at least 1)', () => {
    const atPrevious = [stop('J1', { arrived: true }), stop('J3', { eta: at(24.2) })];
    expect(deliveryStage(job(), van(atPrevious), now)).toEqual({ kind: 'arriving', minutesAway: 25 });
    const overdue = [stop('J1', { arrived: true }), stop('J3', { eta: at(-2), eta_is_guess: true })];
    expect(deliveryStage(job(), van(overdue), now)).toEqual({ kind: 'arriving', minutesAway: 1 });
    // Two stops on, or with no ETA to tell the minutes, the driver is still on the way.
    const twoOn = [stop('J1', { arrived: true }), stop('J2'), stop('J3')];
    expect(deliveryStage(job(), van(twoOn), now)).toMatchObject({ kind: 'on-the-way', stopsBefore: 2 });
    const unplaced = [stop('J1', { arrived: true }), stop('J3', { eta: null })];
    expect(deliveryStage(job(), van(unplaced), now)).toMatchObject({ kind: 'on-the-way', stopsBefore: 1 });
  });

  it('never calls a guessed ETA arriving: with no position the next stop looks due now', () => {
    const stage = deliveryStage(job(), van([stop('J3', { eta: at(0), eta_is_guess: true })]), now);
    expect(stage).toEqual({
      kind: 'on-the-way',
      stopsBefore: 0,
      window: { from: '2026-11-28T13:35:00', to: '2026-11-28T14:35:00' },
      etaIsGuess: true,
    });
  });

  it('is delivered at the outcome time, signed for by the printed name as signed', () => {
    const done = job({
      outcomeStatus: JobOutcomeStatus.JobComplete,
      outcomeTime: '2026-11-28T14:12:40',
      signedBy: '  J. Smith ',
    });
    expect(deliveryStage(done, van([]), now)).toEqual({
      kind: 'delivered',
      at: '14:12',
      signedBy: 'J. Smith',
    });
    const noFix = job({ outcomeStatus: JobOutcomeStatus.NoFixRequired, outcomeTime: null, signedBy: ' ' });
    expect(deliveryStage(noFix, null, now)).toEqual({ kind: 'delivered', at: null, signedBy: null });
  });

  it('is not delivered with the reason in words, or none when none was recorded', () => {
    const failed = job({ outcomeStatus: JobOutcomeStatus.Failed, failedReason: 'Customer not in' });
    expect(deliveryStage(failed, van([stop('J1')]), now)).toEqual({
      kind: 'not-delivered',
      reason: 'Customer not in',
    });
    expect(deliveryStage(job({ outcomeStatus: JobOutcomeStatus.Failed }), null, now)).toEqual({
      kind: 'not-delivered',
      reason: null,
    });
  });

  it('is held up, not "not delivered", while suspended: the driver takes it up again later', () => {
    expect(deliveryStage(job({ outcomeStatus: JobOutcomeStatus.Suspended }), van([stop('J1')]), now)).toEqual(
      {
        kind: 'held-up',
      },
    );
  });
});

describe('expectedWindow', () => {
  it('starts no earlier than now (to the next 5 minutes) and keeps its width from there', () => {
    // ETA 5 minutes ago for a late van: not 13:12–13:42 but 13:35–14:05.
    const window = expectedWindow(now - minutes(5), false, now);
    expect(formatTimestamp(window.from)).toBe('2026-11-28T13:35:00');
    expect(formatTimestamp(window.to)).toBe('2026-11-28T14:05:00');
  });

  it('rounds the ETA to the nearest 5 minutes before widening it', () => {
    const window = expectedWindow(timestampMs('2026-11-28T15:07:29') as number, false, now);
    expect(formatTimestamp(window.from)).toBe('2026-11-28T14:50:00');
    expect(formatTimestamp(window.to)).toBe('2026-11-28T15:20:00');
  });
});
