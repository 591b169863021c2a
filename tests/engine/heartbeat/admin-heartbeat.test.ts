/**
 * An admin's engine sends no heartbeat (product rule 6.1), even when handed a position; a driver's engine, given
 * the same position and the same five minutes, does.
 */
import { describe, expect, it } from 'vitest';
import { HEARTBEAT_INTERVAL_MS } from '@domain/app/constants';
import { demoAdmin, demoDriver, type DemoAccount } from '@server/seed/demo-accounts';
import { TestClock, TestTimers } from '../support/engine-harness';
import { heartbeatRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });

/** Far from every seeded customer, so no arrival forces a beat of its own. */
const FAR_AWAY = { latitude: 57.9, longitude: -5.2, accuracy: 10 };

/** The heartbeats the gateway stored for an account after it held a position for one interval. */
async function beatsAfterOneInterval(account: DemoAccount) {
  const clock = new TestClock();
  const timers = new TestTimers(clock);
  const h = await gateway.loggedIn({ account, clock, timers });
  await h.engine.setPosition({ ...FAR_AWAY, timestamp: clock.ms });
  await h.engine.idle();
  await timers.advance(HEARTBEAT_INTERVAL_MS + 1_000, () => h.engine.idle());
  await h.engine.close();
  return (await heartbeatRows(gateway.url)).filter((row) => row.username === account.username);
}

describe('who sends heartbeats', () => {
  it('a driver holding a position sends one on the interval', async () => {
    expect(await beatsAfterOneInterval(demoDriver)).toHaveLength(1);
  });

  it('an admin holding a position sends none', async () => {
    expect(await beatsAfterOneInterval(demoAdmin)).toEqual([]);
  });
});
