/** Arrival: positions near the active job's postcode (seeded coordinates) send one forced job heartbeat. */
import { describe, expect, it } from 'vitest';
import { north, seededPlace } from '../support/seeded-places';
import { messages } from '@domain/app/messages';
import type { DevicePosition } from '@worker/engine-shapes';
import type { EngineHarness } from '../support/engine-harness';
import { JobPicker, heartbeatRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

async function jobBeats(jobId: string) {
  return (await heartbeatRows(gateway.url)).filter((row) => row.status === 'job' && row.job_id === jobId);
}

async function moveTo(h: EngineHarness, position: DevicePosition | null): Promise<void> {
  await h.engine.setPosition(position);
  await h.engine.idle();
}

describe('arrival at the customer', () => {
  it('sends one forced job heartbeat within 100 m (99 m yes, 101 m no), re-armed after leaving', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    const place = seededPlace(job);
    await h.engine.openJob(job.id);
    expect(h.latest().activeJob?.id).toBe(job.id);

    await moveTo(h, north(place, 101));
    expect(await jobBeats(job.id)).toHaveLength(0);

    await moveTo(h, north(place, 99));
    const [beat, ...more] = await jobBeats(job.id);
    expect(more).toHaveLength(0);
    const customer = job.customer[0];
    expect(beat).toMatchObject({ username: 'demo.driver' });
    expect(beat?.payload).toMatchObject({
      status: 'job',
      id: job.id,
      name: customer?.name,
      address_1: customer?.address_1,
      postcode: customer?.postcode,
    });

    await moveTo(h, north(place, 40));
    await moveTo(h, north(place, 0));
    expect(await jobBeats(job.id)).toHaveLength(1);

    await moveTo(h, north(place, 150));
    await moveTo(h, north(place, 99));
    expect(await jobBeats(job.id)).toHaveLength(2);

    expect(h.requestsTo('/postcodes/')).toHaveLength(1);
    const storage = await h.openStorage();
    const key = (customer?.postcode ?? '').replace(/\s+/g, '').toUpperCase();
    expect(await storage.readGeocode(key)).toEqual({
      postcode: key,
      latitude: place.latitude,
      longitude: place.longitude,
    });
    storage.close();
    expect(h.latest().notification).toBeNull();
    await h.engine.close();
  });

  it('re-arms when another job becomes active, and sends nothing offline', async () => {
    const h = await gateway.loggedIn();
    const [first, second] = [picker.next(h.latest().jobs), picker.next(h.latest().jobs)];
    await h.engine.openJob(first.id);
    await moveTo(h, north(seededPlace(first), 10));
    expect(await jobBeats(first.id)).toHaveLength(1);

    await h.engine.setOnline(false);
    await h.engine.openJob(second.id);
    await moveTo(h, north(seededPlace(second), 10));
    expect(await jobBeats(second.id)).toHaveLength(0);

    await h.engine.setOnline(true);
    await h.engine.idle();
    expect(await jobBeats(second.id)).toHaveLength(1);
    await h.engine.close();
  });

  it('shows "No location data available for this request." once for a postcode the geocoder cannot place', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    const storage = await h.openStorage();
    const stored = await storage.readJob(job.id);
    if (!stored) throw new Error('job not stored');
    const [customer, ...others] = stored.job.customer;
    if (!customer) throw new Error('job without a customer');
    const moved = { ...stored.job, customer: [{ ...customer, postcode: 'ZZ9 9ZZ' }, ...others] };
    await storage.commitSave({ job: { ...stored, job: moved } });
    await h.engine.openJob(job.id);

    await moveTo(h, north(seededPlace(job), 5));
    expect(h.latest().notification).toEqual({ message: messages.noLocationData, buttons: [] });
    await h.engine.dismissNotification();
    await moveTo(h, north(seededPlace(job), 6));
    expect(h.latest().notification).toBeNull();
    expect(await jobBeats(job.id)).toHaveLength(0);
    expect(await storage.readGeocode('ZZ99ZZ')).toBeUndefined();
    storage.close();
    await h.engine.close();
  });
});
