import { describe, expect, it } from 'vitest';
import { APP_NAME } from '@domain/app/constants';
import { heartbeatRequestSchema } from '@domain/location/heartbeat';
import { buildHeartbeat } from '@domain/location/heartbeat-rules';
import { checkWire } from '@domain/gateway/wire-checks';
import { makeJob } from '../support/job-fixture';

const TIME = 'must be a real date and time written YYYY-MM-DDTHH:mm:ss';
const beat = buildHeartbeat({
  position: {
    latitude: 51.5,
    longitude: -0.12,
    accuracy: 12,
    timestamp: new Date(2026, 10, 21, 10, 0, 0).getTime(),
  },
  job: makeJob(),
  now: new Date(2026, 10, 21, 10, 0, 1),
  app: APP_NAME,
});

function problem(body: unknown): string {
  const result = checkWire(heartbeatRequestSchema, body, 'The heartbeat body', 'heartbeat');
  return result.ok ? 'accepted' : result.message;
}

describe('the heartbeat schema', () => {
  it('accepts what the app builds, and only the fields it names', () => {
    const result = checkWire(heartbeatRequestSchema, [{ ...beat, extra: 1 }], 'The heartbeat body');
    expect(result).toEqual({ ok: true, value: [beat] });
  });

  it.each([
    ['an object', beat, 'The heartbeat body must be an array'],
    ['no heartbeat', [], 'The heartbeat body must hold a heartbeat'],
    [
      '21 heartbeats',
      Array.from({ length: 21 }, () => beat),
      'The heartbeat body must have at most 20 items',
    ],
    ['a heartbeat as text', ['here'], 'heartbeat[0] must be an object'],
    ['a bad status', [{ ...beat, status: 'moving' }], 'heartbeat[0].status must be "generic" or "job"'],
    ['no app', [{ ...beat, app: undefined }], 'heartbeat[0].app is required'],
    ['a bad timestamp', [{ ...beat, timestamp: '21/11/2026' }], `heartbeat[0].timestamp ${TIME}`],
    ['no send_timestamp', [{ ...beat, send_timestamp: undefined }], `heartbeat[0].send_timestamp ${TIME}`],
    [
      'a latitude of 91',
      [{ ...beat, latitude: 91 }],
      'heartbeat[0].latitude must be a number from -90 to 90',
    ],
    [
      'a longitude as text',
      [beat, { ...beat, longitude: '0' }],
      'heartbeat[1].longitude must be a number from -180 to 180',
    ],
    [
      'a negative precision',
      [{ ...beat, precision: -1 }],
      'heartbeat[0].precision must be a number from 0 to 1000000',
    ],
    ['a job id as a number', [{ ...beat, id: 7 }], 'heartbeat[0].id must be text'],
    [
      'a long postcode',
      [{ ...beat, postcode: 'x'.repeat(21) }],
      'heartbeat[0].postcode must be at most 20 characters',
    ],
  ])('refuses %s, naming the field', (_name, body, message) => {
    expect(problem(body)).toBe(message);
  });
});
