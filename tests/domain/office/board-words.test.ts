/** Product rule 2.22: the board's words for positions, distances, windows, ETAs and the feed. */
import { describe, expect, it } from 'vitest';
import { distanceText, etaText, feedText, positionAgeText, windowText } from '@domain/office/board-words';
import { formatTimeOfDay } from '@domain/time/dates';

const now = Date.parse('2026-11-28T13:40:00Z');
const position = (minutesAgo: number) => ({
  latitude: 53.4,
  longitude: -2.2,
  precision: 10,
  at: new Date(now - minutesAgo * 60_000).toISOString(),
});

describe('the board words', () => {
  it("says a position's age, or that there is none", () => {
    expect(positionAgeText(position(3), now)).toBe('Position 3 min ago');
    expect(positionAgeText(position(0), now)).toBe('Position under 1 min ago');
    expect(positionAgeText(position(125), now)).toBe('Position 2 h 5 min ago');
    expect(positionAgeText(null, now)).toBe('No position yet');
  });

  it('says the distance to the next drop in m below 1 km, else in km', () => {
    expect(distanceText(349.6)).toBe('350 m to the next drop');
    expect(distanceText(1234)).toBe('1.2 km to the next drop');
    expect(distanceText(null)).toBeNull();
  });

  it('writes windows and ETAs as clock times; a guess says so and why', () => {
    expect(formatTimeOfDay('2026-11-28T14:05:00')).toBe('14:05');
    expect(windowText({ window_start: '2026-11-28T09:00:00', window_end: '2026-11-28T11:00:00' })).toBe(
      '09:00–11:00',
    );
    const stop = { eta: '2026-11-28T14:05:00', eta_is_guess: false };
    expect(etaText(stop, position(1), now)).toBe('ETA 14:05');
    expect(etaText({ ...stop, eta_is_guess: true }, position(25), now)).toBe(
      'ETA about 14:05 (no position for 25 min)',
    );
    expect(etaText({ ...stop, eta_is_guess: true }, null, now)).toBe('ETA about 14:05 (no position yet)');
    expect(etaText({ eta: null, eta_is_guess: true }, null, now)).toBe('No ETA (address not found)');
  });

  it('says how the board arrives', () => {
    const clock = () => '14:02';
    expect(feedText('live', now, clock)).toBe('Live');
    expect(feedText('polling', now, clock)).toBe('Updating every 10 s');
    expect(feedText('offline', now, clock)).toBe('Offline: showing the board from 14:02');
    expect(feedText('offline', null, clock)).toBe('Offline: no board yet');
    expect(feedText('connecting', null, clock)).toBe('Connecting…');
  });
});
