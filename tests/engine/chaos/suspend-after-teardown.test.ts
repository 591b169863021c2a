/**
 * The chaos driver after a teardown at a suspension an admin's completion beat
 * (seed 5045): the tab dies at the suspension's 409 (its answer lost), the new
 * tab's start pass replays the key, the conflict policy keeps the suspension as
 * a record and shows a notice. Looking at the job after the reload, the driver
 * sees it settled and does not suspend again: a second suspension would be a
 * new save on the admin's revision, rightly applied over their completion.
 */
// First, before any date is taken: the chaos day starts in the morning, whatever the hour (support/morning-zone.ts).
import './support/morning-zone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobOutcomeStatus, SuspendReason } from '@domain/job/enums';
import { SeededRandom } from '@e2e/support/chaos-random';
import { AdminDesk } from './support/admin-desk';
import { startChaosGateway } from './support/shared-gateway';
import type { ChaosGateway } from './support/shared-gateway';
import { ChaosNetwork } from './support/chaos-network';
import { ChaosPhone } from './support/simulated-phone';
import { DriverHands } from './support/driver-hands';
import { DriverLedger } from './support/driver-ledger';
import { doStep } from './support/driver-steps';
import { planFreshDay } from './support/fresh-day';
import { readGatewayRecord, removeRunObjects } from './support/gateway-holds';
import { logIn } from './support/logged-in';

const TAG = 'T5045';

let gateway: ChaosGateway;

beforeAll(async () => {
  gateway = await startChaosGateway();
});

afterAll(async () => {
  await removeRunObjects(gateway.bucketDir, TAG);
  await gateway.close();
});

describe('the chaos driver, when the tab dies at a suspension an admin had beaten', () => {
  it('does not suspend again once the reload kept the suspension as a record', async () => {
    const [job] = await planFreshDay(gateway.db, TAG, 1);
    if (!job) throw new Error('no job planned');
    const network = new ChaosNetwork(gateway.url);
    const phone = new ChaosPhone(gateway.url, network, new SeededRandom(1), Date.now());
    const driver = new SeededRandom(2);
    const hands = new DriverHands(phone, driver, new DriverLedger());
    try {
      await phone.boot();
      await logIn(phone);
      await new AdminDesk(gateway.url).fix(job.id, 'complete', phone.clock.now());
      network.armTeardown(1, () => phone.tearDown());

      const step = { kind: 'suspend', reason: SuspendReason.CustomerDelay, later: null } as const;
      await doStep(hands, driver, { kind: 'work', jobId: job.id, work: step }, job);
      await phone.guard(phone.engine.idle());

      expect(network.met.get('teardown')).toBe(1);
      const record = await readGatewayRecord(gateway.db, gateway.bucketDir, TAG);
      expect(record.conflicts.map((row) => row.payload.job_outcome_status)).toEqual([
        JobOutcomeStatus.Suspended,
      ]);
      const applied = record.updates.filter((row) => row.kind === 'driver');
      expect(applied.map((row) => row.payload.job_outcome_status)).toEqual([]);
      expect(record.jobs.get(job.id)?.job_outcome_status).toBe(JobOutcomeStatus.JobComplete);
      expect((await phone.engine.findJob(job.id))?.job_outcome_status).toBe(JobOutcomeStatus.JobComplete);
      expect(phone.snapshot?.notices.filter((notice) => notice.jobId === job.id)).toHaveLength(1);
    } finally {
      await phone.close();
    }
  });
});
