import { describe, expect, it } from 'vitest';
import { arrivedAt, hasArrived, visitTimeRange, withArrival, withDeparture } from '@domain/job/visit-times';
import { makeJob } from '../support/job-fixture';

const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00`);

describe('the visit times', () => {
  it('records the first arrival and never moves it', () => {
    const job = makeJob({ arrived_at_drop: false, arrived_time: null });
    const arrived = withArrival(job, at('10:05'));
    expect(arrived).toMatchObject({ arrived_at_drop: true, arrived_time: '2026-11-27T10:05:00' });
    expect(hasArrived(arrived!)).toBe(true);
    expect(withArrival(arrived!, at('11:00'))).toBeNull();
    expect(withArrival(makeJob({ arrived_time: '2026-11-27T09:00:00' }), at('11:00'))).toBeNull();
    expect(job.arrived_time).toBeNull();
  });

  it('records departure at each outcome, the latest kept', () => {
    const left = withDeparture(makeJob(), at('10:40'));
    expect(left.departure_time).toBe('2026-11-27T10:40:00');
    expect(withDeparture(left, at('15:10')).departure_time).toBe('2026-11-27T15:10:00');
  });

  it('shows arrival – departure once known, else the planned start – end', () => {
    const planned = makeJob({
      start_time: '2026-11-27T09:00:00',
      end_time: '2026-11-27T11:00:00',
      arrival_time: null,
      arrived_time: null,
      departure_time: null,
    });
    expect(visitTimeRange(planned)).toBe('09:00 – 11:00');
    const arrived = withArrival(planned, at('10:05'))!;
    expect(arrivedAt(arrived)).toBe('2026-11-27T10:05:00');
    expect(visitTimeRange(arrived)).toBe('Arrived 10:05');
    expect(visitTimeRange(withDeparture(arrived, at('10:40')))).toBe('10:05 – 10:40');
    expect(
      visitTimeRange({
        ...planned,
        arrival_time: '2026-11-27T09:30:00',
        departure_time: '2026-11-27T09:50:00',
      }),
    ).toBe('09:30 – 09:50');
  });
});
