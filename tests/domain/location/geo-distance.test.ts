import { describe, expect, it } from 'vitest';
import { ARRIVAL_DISTANCE_M } from '@domain/app/constants';
import { EARTH_RADIUS_M, distanceMetres, isArrival } from '@domain/location/geo-distance';

const customer = { latitude: 53.4221, longitude: -2.231 };

/** A point the given metres due north of p. */
function north(p: { latitude: number; longitude: number }, metres: number) {
  return { latitude: p.latitude + (metres / EARTH_RADIUS_M) * (180 / Math.PI), longitude: p.longitude };
}

describe('distanceMetres (haversine)', () => {
  it('is 0 for the same point and symmetric', () => {
    expect(distanceMetres(customer, customer)).toBe(0);
    const other = { latitude: 51.4545, longitude: -2.5879 };
    expect(distanceMetres(customer, other)).toBeCloseTo(distanceMetres(other, customer), 6);
  });

  it('measures a metre-scale offset exactly', () => {
    expect(distanceMetres(customer, north(customer, 99))).toBeCloseTo(99, 6);
    expect(distanceMetres(customer, north(customer, 101))).toBeCloseTo(101, 6);
  });

  it('matches a known distance (London to Paris, about 343.5 km)', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(distanceMetres(london, paris) / 1000).toBeGreaterThan(343);
    expect(distanceMetres(london, paris) / 1000).toBeLessThan(344);
  });

  it('measures east-west distances shrinking with latitude', () => {
    const east = { latitude: 60, longitude: 1 };
    const equatorDegree = distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    expect(distanceMetres({ latitude: 60, longitude: 0 }, east)).toBeCloseTo(equatorDegree / 2, -1);
  });
});

describe('isArrival (within arrivalDistanceM = 100 m)', () => {
  it('is true at 99 m and exactly 100 m, false at 101 m', () => {
    expect(ARRIVAL_DISTANCE_M).toBe(100);
    expect(isArrival(distanceMetres(customer, north(customer, 99)))).toBe(true);
    expect(isArrival(100)).toBe(true);
    expect(isArrival(distanceMetres(customer, north(customer, 101)))).toBe(false);
    expect(isArrival(0)).toBe(true);
  });

  it('is false for a distance that is not a number', () => {
    expect(isArrival(Number.NaN)).toBe(false);
    expect(isArrival(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
