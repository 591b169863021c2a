import { describe, expect, it } from 'vitest';
import { APP_NAME, HEARTBEAT_INTERVAL_MS, HEARTBEAT_MIN_GAP_MS } from '@domain/app/constants';
import { buildHeartbeat, heartbeatDue, msUntilNextHeartbeat } from '@domain/location/heartbeat-rules';
import { makeJob } from '../support/job-fixture';

const last = new Date(2026, 10, 21, 10, 0, 0).getTime();
const gate = { online: true, credentialsAccepted: true, lastSentAt: last };

describe('heartbeatDue (product rule 5.10: online, credentials accepted, > 3000 ms since the last, unless forced)', () => {
  it('needs more than 3000 ms since the last heartbeat', () => {
    expect(HEARTBEAT_MIN_GAP_MS).toBe(3000);
    expect(heartbeatDue({ ...gate, now: last + 2999 })).toBe(false);
    expect(heartbeatDue({ ...gate, now: last + 3000 })).toBe(false);
    expect(heartbeatDue({ ...gate, now: last + 3001 })).toBe(true);
    expect(heartbeatDue({ ...gate, now: new Date(last + 3001) })).toBe(true);
  });

  it('lets a forced heartbeat skip the gap', () => {
    expect(heartbeatDue({ ...gate, now: last, force: true })).toBe(true);
    expect(heartbeatDue({ ...gate, now: last + 2999, force: true })).toBe(true);
    expect(heartbeatDue({ ...gate, now: last + 2999, force: false })).toBe(false);
  });

  it('sends the first heartbeat at once', () => {
    expect(heartbeatDue({ ...gate, lastSentAt: null, now: last })).toBe(true);
  });

  it('never sends offline or without accepted credentials, forced or not', () => {
    for (const force of [false, true]) {
      expect(heartbeatDue({ ...gate, online: false, now: last + 10_000, force })).toBe(false);
      expect(heartbeatDue({ ...gate, credentialsAccepted: false, now: last + 10_000, force })).toBe(false);
      expect(heartbeatDue({ ...gate, online: false, lastSentAt: null, now: last, force })).toBe(false);
    }
  });

  it('is not due for an unreadable now', () => {
    expect(heartbeatDue({ ...gate, now: 'not a date' })).toBe(false);
  });
});

describe('msUntilNextHeartbeat (every 300000 ms)', () => {
  it('counts down the interval from the last heartbeat', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(300_000);
    expect(msUntilNextHeartbeat(last, last)).toBe(300_000);
    expect(msUntilNextHeartbeat(last, last + 299_999)).toBe(1);
    expect(msUntilNextHeartbeat(last, last + 300_000)).toBe(0);
    expect(msUntilNextHeartbeat(last, last + 900_000)).toBe(0);
  });

  it('is due at once with no heartbeat yet, and never waits longer than the interval', () => {
    expect(msUntilNextHeartbeat(null, last)).toBe(0);
    expect(msUntilNextHeartbeat(last + 60_000, last)).toBe(300_000);
  });
});

describe('buildHeartbeat (product rule 3.10)', () => {
  const position = {
    latitude: 53.4221,
    longitude: -2.231,
    accuracy: 12.5,
    timestamp: new Date(2026, 10, 21, 10, 4, 58).getTime(),
  };
  const now = new Date(2026, 10, 21, 10, 5, 0);

  it('builds a generic heartbeat without a job', () => {
    expect(buildHeartbeat({ position, now, app: APP_NAME })).toEqual({
      status: 'generic',
      app: 'Doorstep',
      timestamp: '2026-11-21T10:04:58',
      send_timestamp: '2026-11-21T10:05:00',
      latitude: 53.4221,
      longitude: -2.231,
      precision: 12.5,
    });
    expect(buildHeartbeat({ position, job: null, now, app: APP_NAME }).status).toBe('generic');
  });

  it('adds the job id and the first customer’s name, address_1 and postcode to a job heartbeat', () => {
    const job = makeJob({ id: 'DS-2026112101' });
    expect(buildHeartbeat({ position, job, now, app: APP_NAME })).toEqual({
      status: 'job',
      app: 'Doorstep',
      timestamp: '2026-11-21T10:04:58',
      send_timestamp: '2026-11-21T10:05:00',
      latitude: 53.4221,
      longitude: -2.231,
      precision: 12.5,
      id: 'DS-2026112101',
      name: 'Ada Lovelace',
      address_1: '1 High Street',
      postcode: 'SW1A 1AA',
    });
  });

  it('sends a job heartbeat with only the id when the job has no customer', () => {
    const beat = buildHeartbeat({ position, job: makeJob({ customer: [] }), now, app: APP_NAME });
    expect(beat).toMatchObject({ status: 'job', id: 'ORD123-01' });
    expect(Object.keys(beat)).not.toContain('name');
  });
});
