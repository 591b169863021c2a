/**
 * The driver's visit times: arriving within 100 m of the customer records
 * arrived_at_drop and arrived_time on the job (a local-first save through the
 * outbox, offline too, the first arrival kept); failing, suspending or
 * completing records departure_time, and the job stops being the active one,
 * so the heartbeat goes back to "generic".
 */
import { describe, expect, it } from 'vitest';
import { north, seededPlace } from '../support/seeded-places';
import { JobOutcomeStatus, JobType, SuspendReason } from '@domain/job/enums';
import { formatTimestamp } from '@domain/time/dates';
import type { DevicePosition } from '@worker/engine-shapes';
import { TestClock, TestTimers } from '../support/engine-harness';
import type { EngineHarness } from '../support/engine-harness';
import { HEARTBEAT_INTERVAL_MS } from '@domain/app/constants';
import {
  TypedJobPicker,
  addDelivered,
  outboxOf,
  signatureBlob,
  storedJobOf,
} from '../support/completion-support';
import { gatewayJob, heartbeatRows, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';
import { photoFile } from '../support/test-photos';
import { answeredRisks } from '../support/risk-answers';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();

async function moveTo(h: EngineHarness, position: DevicePosition | null): Promise<void> {
  await h.engine.setPosition(position);
  await h.engine.idle();
}

/** An engine whose network can be cut (fetch fails, as with no signal). */
async function driverPhone() {
  const network = { up: true };
  const h = await gateway.loggedIn({
    intercept: () => {
      if (!network.up) throw new TypeError('fetch failed');
      return undefined;
    },
  });
  return { h, network };
}

describe('the arrival', () => {
  it('is recorded once within 100 m, kept on the job and at the gateway, never moved by a later arrival', async () => {
    const { h } = await driverPhone();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const place = seededPlace(job);
    await h.engine.openJob(job.id);

    await moveTo(h, north(place, 150));
    expect((await storedJobOf(h, job.id))?.arrived_at_drop).not.toBe(true);

    const arrivedAt = formatTimestamp(h.clock.now());
    await moveTo(h, north(place, 60));
    expect(await storedJobOf(h, job.id)).toMatchObject({ arrived_at_drop: true, arrived_time: arrivedAt });
    expect(h.latest().activeJob).toMatchObject({ arrived_time: arrivedAt });
    await h.engine.syncNow();
    await h.engine.idle();
    expect(await gatewayJob(gateway.url, job.id)).toMatchObject({
      arrived_at_drop: true,
      arrived_time: arrivedAt,
    });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);

    // Away and back an hour later: the first arrival stands.
    await moveTo(h, north(place, 500));
    h.clock.advance(3_600_000);
    await moveTo(h, north(place, 10));
    await h.engine.idle();
    expect((await storedJobOf(h, job.id))?.arrived_time).toBe(arrivedAt);
    expect(await outboxOf(h, job.id)).toEqual([]);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    await h.engine.close();
  });

  it('is saved offline through the outbox and reaches the gateway once the signal is back', async () => {
    const { h, network } = await driverPhone();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const place = seededPlace(job);
    await h.engine.openJob(job.id);
    await moveTo(h, north(place, 300)); // the postcode's position is cached while online

    network.up = false;
    await h.engine.setOnline(false);
    const arrivedAt = formatTimestamp(h.clock.now());
    await moveTo(h, north(place, 20));
    expect(await storedJobOf(h, job.id)).toMatchObject({
      arrived_at_drop: true,
      arrived_time: arrivedAt,
      requiresSync: true,
    });
    expect(await outboxOf(h, job.id)).toHaveLength(1);
    expect(await jobUpdateRows(gateway.url, job.id)).toEqual([]);

    network.up = true;
    await h.engine.setOnline(true);
    await h.engine.idle();
    expect(await outboxOf(h, job.id)).toEqual([]);
    expect(await gatewayJob(gateway.url, job.id)).toMatchObject({
      arrived_at_drop: true,
      arrived_time: arrivedAt,
    });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    await h.engine.close();
  });
  it('offline with the postcode not yet placed: no arrival and no "No location data" message until the signal is back', async () => {
    const { h, network } = await driverPhone();
    const job = picker.next(h, JobType.DeliveryAndCollection);
    network.up = false;
    await h.engine.setOnline(false);
    await h.engine.openJob(job.id);
    await moveTo(h, north(seededPlace(job), 20));
    expect(h.latest().notification).toBeNull();
    expect((await storedJobOf(h, job.id))?.arrived_at_drop).not.toBe(true);

    network.up = true;
    await h.engine.setOnline(true);
    await h.engine.idle();
    expect(await gatewayJob(gateway.url, job.id)).toMatchObject({ arrived_at_drop: true });
    expect(h.latest().notification).toBeNull();
    await h.engine.close();
  });
});

describe('the arrival with no position', () => {
  it('is taken when the risk assessment is submitted and reaches the gateway with the outcome, not as an update of its own', async () => {
    const { h } = await driverPhone();
    const job = picker.next(h, JobType.ServiceOrDelivery);
    await h.engine.openJob(job.id);
    await moveTo(h, null);

    h.clock.advance(60_000);
    const arrivedAt = formatTimestamp(h.clock.now());
    expect(
      await h.engine.submitRiskAssessment({ jobId: job.id, answers: answeredRisks(), photos: {} }),
    ).toMatchObject({
      ok: true,
    });
    expect(await storedJobOf(h, job.id)).toMatchObject({ arrived_at_drop: true, arrived_time: arrivedAt });
    expect(h.latest().jobs.find((listed) => listed.id === job.id)?.arrived_time).toBe(arrivedAt);
    expect((await outboxOf(h, job.id)).filter((entry) => entry.kind !== 'draUpdate')).toEqual([]);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(0);

    h.clock.advance(600_000);
    const leftAt = formatTimestamp(h.clock.now());
    expect(await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile() })).toMatchObject({
      ok: true,
    });
    expect(await gatewayJob(gateway.url, job.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.Failed,
      arrived_at_drop: true,
      arrived_time: arrivedAt,
      departure_time: leftAt,
    });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    await h.engine.close();
  });

  it('is not taken by the risk assessment of a phone that knows where it is (the 100 m rule decides)', async () => {
    const { h } = await driverPhone();
    const job = picker.next(h, JobType.ServiceOrDelivery);
    await h.engine.openJob(job.id);
    await moveTo(h, north(seededPlace(job), 2_000));
    expect(
      await h.engine.submitRiskAssessment({ jobId: job.id, answers: answeredRisks(), photos: {} }),
    ).toMatchObject({
      ok: true,
    });
    expect((await storedJobOf(h, job.id))?.arrived_at_drop).not.toBe(true);
    await h.engine.close();
  });
});

describe('the departure', () => {
  it('is recorded by a fail and a suspension, and the job is no longer active', async () => {
    const { h } = await driverPhone();
    const failed = picker.next(h, JobType.ServiceOrDelivery);
    await h.engine.openJob(failed.id);
    h.clock.advance(60_000);
    const leftAt = formatTimestamp(h.clock.now());
    expect(await h.engine.failJob({ jobId: failed.id, reasonIds: [1001], photo: photoFile() })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(h.latest().activeJob).toBeNull();
    expect(await gatewayJob(gateway.url, failed.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.Failed,
      departure_time: leftAt,
    });

    const suspended = picker.next(h, JobType.ServiceOrDelivery);
    await h.engine.openJob(suspended.id);
    expect(h.latest().activeJob?.id).toBe(suspended.id);
    const reason = { jobId: suspended.id, reason: SuspendReason.CustomerDelay, note: 'Nobody in' };
    expect(await h.engine.suspendJob(reason)).toMatchObject({ ok: true });
    expect(h.latest().activeJob).toBeNull();
    expect((await gatewayJob(gateway.url, suspended.id)).departure_time).toBe(formatTimestamp(h.clock.now()));
    await h.engine.close();
  });

  it('is recorded by a completion; the heartbeat then goes back to "generic" and a closed job is not made active again', async () => {
    const clock = new TestClock();
    const timers = new TestTimers(clock);
    const h = await gateway.loggedIn({ clock, timers });
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const place = seededPlace(job);
    await h.engine.openJob(job.id);
    await moveTo(h, north(place, 30));
    await addDelivered(h, job.id);
    h.clock.advance(600_000);
    // The demo's deliveries may owe a balance: it is collected by card (the engine uses the answer only if asked).
    const pass = {
      jobId: job.id,
      customerName: 'Ann Lee',
      signature: signatureBlob(),
      balance: { collected: true as const, paymentType: 'card' },
    };
    expect(await h.engine.completeSignaturePass(pass)).toMatchObject({
      ok: true,
      next: 'done',
      synced: true,
    });
    expect(h.latest().activeJob).toBeNull();
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      arrived_at_drop: true,
      departure_time: formatTimestamp(h.clock.now()),
    });

    await h.engine.openJob(job.id);
    expect(h.latest().activeJob).toBeNull();
    const before = (await heartbeatRows(gateway.url)).length;
    await moveTo(h, north(place, 5));
    await timers.advance(HEARTBEAT_INTERVAL_MS, () => h.engine.idle());
    const beats = (await heartbeatRows(gateway.url)).slice(before);
    expect(beats.length).toBeGreaterThan(0);
    expect(beats.map((beat) => beat.status)).toEqual(beats.map(() => 'generic'));
    await h.engine.close();
  });
});
