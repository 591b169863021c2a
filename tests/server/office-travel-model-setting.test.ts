// The travel model's settings: defaults when unset, each ETA_* read as a number, and a value the board would
// refuse stops the start with the setting's name and its range.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAVEL_MODEL } from '@domain/office/stop-etas';
import { gatewayOptionsFromEnv } from '@server/main-config';
import { travelModelFromEnv } from '@server/office/travel-model-setting';

describe('the travel model setting', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(travelModelFromEnv({})).toEqual(DEFAULT_TRAVEL_MODEL);
    expect(gatewayOptionsFromEnv({}).travelModel).toEqual(DEFAULT_TRAVEL_MODEL);
  });

  it('reads each setting, leaving the others at their defaults', () => {
    expect(
      travelModelFromEnv({
        ETA_ROAD_FACTOR: '1.45',
        ETA_AVERAGE_SPEED_KMH: ' 24 ',
        ETA_MINUTES_PER_JOB: '0',
        ETA_STALE_POSITION_MINUTES: '',
      }),
    ).toEqual({ road_factor: 1.45, average_speed_kmh: 24, minutes_per_job: 0, stale_position_minutes: 15 });
  });

  it.each([
    ['ETA_ROAD_FACTOR', '0.9', 'ETA_ROAD_FACTOR must be a number from 1 to 10'],
    ['ETA_AVERAGE_SPEED_KMH', 'fast', 'ETA_AVERAGE_SPEED_KMH must be a number from 1 to 200'],
    ['ETA_MINUTES_PER_JOB', '601', 'ETA_MINUTES_PER_JOB must be a number from 0 to 600'],
    ['ETA_STALE_POSITION_MINUTES', '1e3', 'ETA_STALE_POSITION_MINUTES must be a number from 1 to 1440'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => travelModelFromEnv({ [name]: value })).toThrow(message);
    expect(() => gatewayOptionsFromEnv({ [name]: value })).toThrow(message);
  });
});
