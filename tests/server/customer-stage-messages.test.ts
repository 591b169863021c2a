// The on-the-way and arriving messages: a heartbeat of a driver asks for them, and each of the driver's next
// two stops is told once; the stage rule's arriving (the next stop under 15 minutes away on a fresh ETA)
// writes the arriving message. The clock is noon of today (never the hour the test runs).
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerVan } from '@domain/customer/delivery-stage';
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayBoardSchema } from '@domain/office/today-board';
import type { TodayBoard } from '@domain/office/today-board';
import { formatTimestamp, todayIso } from '@domain/time/dates';
import { DEFAULT_MESSAGE_SETTINGS } from '@server/customer-messages/customer-message-settings';
import { noTrackingLink } from '@server/customer-messages/message-link';
import { NEXT_STOPS, writeStageMessages } from '@server/customer-messages/stage-messages';
import { demoDriver } from '@server/seed/demo-accounts';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

const noon = new Date(`${todayIso()}T12:00:00`);
let h: JobUpdateHarness;

beforeAll(async () => {
  h = await startJobUpdateHarness({ now: () => noon });
}, 60_000);
afterAll(async () => {
  await h.gw.close();
});

const kindsOf = async (jobId: string) =>
  (
    await h.gw.db.query<{ kind: string }>(
      'SELECT kind FROM customer_messages WHERE job_id = $1 ORDER BY id',
      [jobId],
    )
  ).map((row) => row.kind);

async function board(): Promise<TodayBoard> {
  const res = await h.gw.request(apiPaths.officeToday, { headers: h.admin });
  return v.parse(todayBoardSchema, await res.json());
}

describe('a heartbeat', () => {
  it("tells the driver's next stops, and only those, that the van is on its way, once", async () => {
    const at = formatTimestamp(noon);
    const beat = {
      status: 'generic',
      app: 'doorstep',
      timestamp: at,
      send_timestamp: at,
      latitude: 53.41,
      longitude: -2.23,
      precision: 8,
    };
    expect((await h.post(apiPaths.heartbeat, h.driver, [beat])).status).toBe(200);
    const stops = (await board()).vans
      .filter((van) => van.driver_id === demoDriver.driverid)
      .flatMap((van) => van.stops);
    expect(stops.length).toBeGreaterThan(NEXT_STOPS);
    const next = stops.slice(0, NEXT_STOPS);
    for (const stop of next) {
      const deadline = Date.now() + 5000;
      while (
        !(await kindsOf(stop.job_id)).some((k) => k === 'on-the-way' || k === 'arriving') &&
        Date.now() < deadline
      )
        await new Promise((resolve) => setTimeout(resolve, 20));
      const told = (await kindsOf(stop.job_id)).filter((k) => k === 'on-the-way' || k === 'arriving');
      expect(told).toHaveLength(1);
    }
    for (const stop of stops.slice(NEXT_STOPS))
      expect(await kindsOf(stop.job_id)).not.toContain('on-the-way');
  });
});

describe('the stage rule', () => {
  it('writes arriving for a next stop minutes away, on the way for the one after, nothing beyond', async () => {
    const [a, b, c] = [h.notStarted(4), h.notStarted(4, 1), h.notStarted(4, 2)];
    if (!a || !b || !c) throw new Error('no jobs');
    for (const job of [a, b, c])
      await h.gw.db.query('DELETE FROM customer_messages WHERE job_id = $1', [job.id]);
    const eta = (minutes: number) => formatTimestamp(noon.getTime() + minutes * 60_000);
    const stop = (jobId: string, minutes: number) => ({
      job_id: jobId,
      eta: eta(minutes),
      eta_is_guess: false,
      arrived: false,
    });
    const van: CustomerVan = { started: true, stops: [stop(a.id, 5), stop(b.id, 40), stop(c.id, 80)] };
    const options = {
      db: h.gw.db,
      settings: DEFAULT_MESSAGE_SETTINGS,
      trackingLink: noTrackingLink,
      now: () => noon,
    };
    expect(await writeStageMessages(options, van)).toBe(2);
    expect(await kindsOf(a.id)).toEqual(['arriving']);
    expect(await kindsOf(b.id)).toEqual(['on-the-way']);
    expect(await kindsOf(c.id)).toEqual([]);
    // Checked again (another heartbeat, another gateway): nothing more.
    expect(await writeStageMessages(options, van)).toBe(0);
    const [body] = await h.gw.db.query<{ body: string }>(
      `SELECT body FROM customer_messages WHERE job_id = $1`,
      [a.id],
    );
    expect(body?.body).toBe('Doorstep Trafford Park: your delivery is arriving in the next few minutes.');
  });
});
