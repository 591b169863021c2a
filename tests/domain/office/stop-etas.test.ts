// The office board's travel model: legs from the last position at the road factor and average speed, the
// planned minutes at each stop, an arrived stop kept at its arrival, a stale or missing position a guess, a
// stop with no place left without an ETA.
import { describe, expect, it } from 'vitest';
import { distanceMetres } from '@domain/location/geo-distance';
import { DEFAULT_TRAVEL_MODEL, isPositionStale, legMs, stopEtas } from '@domain/office/stop-etas';
import type { TravelModel } from '@domain/office/today-board';
import { formatTimestamp, timestampMs } from '@domain/time/dates';

const model: TravelModel = {
  road_factor: 1.5,
  average_speed_kmh: 36,
  minutes_per_job: 10,
  stale_position_minutes: 15,
};
const now = timestampMs('2026-11-28T10:00:00') as number;
const depot = { latitude: 53.4, longitude: -2.2 };
const a = { latitude: 53.41, longitude: -2.2 };
const b = { latitude: 53.42, longitude: -2.2 };
const minutes = (n: number) => n * 60_000;
/** 36 km/h is 10 m/s: a leg's ms are its straight metres × the road factor × 100. */
const legOf = (from: typeof depot, to: typeof depot) => distanceMetres(from, to) * 1.5 * 100;

describe('stopEtas', () => {
  it('drives each leg at the road factor and average speed, and spends the planned minutes at each stop', () => {
    const etas = stopEtas(
      [
        { point: a, arrivedAt: null },
        { point: b, arrivedAt: null },
      ],
      { point: depot, at: now - minutes(1) },
      now,
      model,
    );
    const first = now + legOf(depot, a);
    const second = first + minutes(10) + legOf(a, b);
    expect(etas).toEqual([
      { eta: formatTimestamp(first), etaIsGuess: false, distanceM: Math.round(distanceMetres(depot, a)) },
      { eta: formatTimestamp(second), etaIsGuess: false, distanceM: Math.round(distanceMetres(depot, b)) },
    ]);
    expect(legMs(depot, a, model)).toBeCloseTo(legOf(depot, a), 6);
  });

  it('keeps an arrived stop at its arrival and starts the next after its planned minutes', () => {
    const arrivedAt = now - minutes(4);
    const etas = stopEtas(
      [
        { point: a, arrivedAt },
        { point: b, arrivedAt: null },
      ],
      { point: a, at: now },
      now,
      model,
    );
    expect(etas[0]?.eta).toBe(formatTimestamp(arrivedAt));
    expect(etas[1]?.eta).toBe(formatTimestamp(arrivedAt + minutes(10) + legOf(a, b)));
  });

  it('says the ETAs are a guess when the position is older than the model allows, or missing', () => {
    const stale = stopEtas(
      [{ point: a, arrivedAt: null }],
      { point: depot, at: now - minutes(16) },
      now,
      model,
    );
    expect(stale[0]?.etaIsGuess).toBe(true);
    const fresh = stopEtas(
      [{ point: a, arrivedAt: null }],
      { point: depot, at: now - minutes(14) },
      now,
      model,
    );
    expect(fresh[0]?.etaIsGuess).toBe(false);
    const none = stopEtas(
      [
        { point: a, arrivedAt: null },
        { point: b, arrivedAt: null },
      ],
      null,
      now,
      model,
    );
    // With no position the clock starts now at the first stop.
    expect(none).toEqual([
      { eta: formatTimestamp(now), etaIsGuess: true, distanceM: null },
      { eta: formatTimestamp(now + minutes(10) + legOf(a, b)), etaIsGuess: true, distanceM: null },
    ]);
    expect(isPositionStale(null, now, model)).toBe(true);
  });

  it('leaves a stop with no geocode without an ETA and goes on from the last place known', () => {
    const etas = stopEtas(
      [
        { point: null, arrivedAt: null },
        { point: a, arrivedAt: null },
      ],
      { point: depot, at: now },
      now,
      model,
    );
    expect(etas[0]).toEqual({ eta: null, etaIsGuess: false, distanceM: null });
    expect(etas[1]?.eta).toBe(formatTimestamp(now + legOf(depot, a)));
  });

  it('defaults to a model the board accepts', () => {
    expect(DEFAULT_TRAVEL_MODEL).toEqual({
      road_factor: 1.3,
      average_speed_kmh: 30,
      minutes_per_job: 20,
      stale_position_minutes: 15,
    });
  });
});
