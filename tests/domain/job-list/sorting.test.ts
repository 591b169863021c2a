import { describe, expect, it } from 'vitest';
import type { Manifest } from '@domain/job/job';
import { scheduleTimeOf, sortManifests, sortSchedule } from '@domain/job-list/sorting';
import { makeJob } from '../support/job-fixture';

function manifest(id: string, start_time: string): Manifest {
  return { id, vehicle_id: `V-${id}`, start_time, end_time: '2026-11-21T18:00:00' };
}

describe('sortManifests (product rule 4.6)', () => {
  it('orders by start_time and returns a new array', () => {
    const input = [
      manifest('c', '2026-11-21T10:00:00'),
      manifest('a', '2026-11-21T07:30:00'),
      manifest('b', '2026-11-21T08:00:00'),
    ];
    const sorted = sortManifests(input);
    expect(sorted.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(input.map((m) => m.id)).toEqual(['c', 'a', 'b']);
    expect(sorted).not.toBe(input);
  });

  it('compares moments, not text, and is stable for equal times', () => {
    const input = [
      manifest('late', '2026-11-21T10:00:00Z'),
      manifest('x', '2026-11-21T08:00:00Z'),
      manifest('y', '2026-11-21T08:00:00.000Z'),
      manifest('early', '2026-11-21T09:00:00+02:00'),
    ];
    expect(sortManifests(input).map((m) => m.id)).toEqual(['early', 'x', 'y', 'late']);
  });

  it('puts unreadable times last, ordered by their text', () => {
    const input = [manifest('z', 'zzz'), manifest('m', 'mmm'), manifest('a', '2026-11-21T08:00:00')];
    expect(sortManifests(input).map((m) => m.id)).toEqual(['a', 'm', 'z']);
  });

  it('handles an empty list', () => {
    expect(sortManifests([])).toEqual([]);
  });
});

describe('sortSchedule (product rule 4.6)', () => {
  it('orders by arrival_time', () => {
    const jobs = [
      makeJob({ id: '3', start_time: '2026-11-21T07:00:00', arrival_time: '2026-11-21T12:00:00' }),
      makeJob({ id: '1', start_time: '2026-11-21T11:00:00', arrival_time: '2026-11-21T08:00:00' }),
      makeJob({ id: '2', start_time: '2026-11-21T09:00:00', arrival_time: '2026-11-21T10:00:00' }),
    ];
    expect(sortSchedule(jobs).map((j) => j.id)).toEqual(['1', '2', '3']);
    expect(jobs.map((j) => j.id)).toEqual(['3', '1', '2']);
  });

  it('falls back to start_time when arrival_time is missing, null or empty', () => {
    const jobs = [
      makeJob({ id: 'arr-11', start_time: '2026-11-21T06:00:00', arrival_time: '2026-11-21T11:00:00' }),
      makeJob({ id: 'start-10', start_time: '2026-11-21T10:00:00' }),
      makeJob({ id: 'start-9', start_time: '2026-11-21T09:00:00', arrival_time: null }),
      makeJob({ id: 'start-12', start_time: '2026-11-21T12:00:00', arrival_time: '' }),
    ];
    expect(sortSchedule(jobs).map((j) => j.id)).toEqual(['start-9', 'start-10', 'arr-11', 'start-12']);
    expect(scheduleTimeOf({ start_time: 's', arrival_time: null })).toBe('s');
    expect(scheduleTimeOf({ start_time: 's', arrival_time: 'a' })).toBe('a');
  });

  it('keeps the given order for equal times (stable)', () => {
    const t = '2026-11-21T09:00:00';
    const jobs = ['d', 'a', 'c', 'b'].map((id) => makeJob({ id, arrival_time: t }));
    expect(sortSchedule(jobs).map((j) => j.id)).toEqual(['d', 'a', 'c', 'b']);
  });
});
