// A driver's next stops as the customer messages read them after each of the driver's moves: the first few
// remaining stops in driving order, their ETAs and whether the day has started, the same as the office board's
// vans of that driver whatever the day holds (four vans, a heartbeat, times out of booking order or written
// oddly, each reason a day starts, nothing left). Each test starts its own gateway on a clock at 10:00 of one
// day (never the hour the test runs).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerVan } from '@domain/customer/delivery-stage';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobOutcomeStatus } from '@domain/job/enums';
import { DEFAULT_TRAVEL_MODEL } from '@domain/office/stop-etas';
import type { TodayBoard } from '@domain/office/today-board';
import { formatTimestamp, timestampMs, todayIso } from '@domain/time/dates';
import { readNextStops } from '@server/customer-messages/driver-next-stops';
import { buildTodayBoard } from '@server/office/build-today-board';
import { demoDriver } from '@server/seed/demo-accounts';
import { customerVanOf } from '@server/tracking/job-stage';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

const day = todayIso();
const clock = timestampMs(`${day}T10:00:00`) as number;
const { branch, driverid } = demoDriver;

let h: JobUpdateHarness;
beforeEach(async () => {
  h = await startJobUpdateHarness({ now: () => new Date(clock) });
}, 60_000);
afterEach(() => h.gw.close());

const source = () => ({
  db: h.gw.db,
  now: () => new Date(clock),
  travelModel: DEFAULT_TRAVEL_MODEL,
  ensureToday: () => Promise.resolve(),
});

/** The whole board of the branch, built afresh (a change written straight to the table bumps no version). */
const wholeBoard = (): Promise<TodayBoard> => buildTodayBoard(source(), branch, 'test');

/** The driver's van as the tracking page reads it from the whole board, its first `count` stops. */
function boardVan(board: TodayBoard, count: number): CustomerVan | null {
  const first = board.vans.find((van) => van.driver_id === driverid && van.stops.length > 0)?.stops[0];
  const van = first ? customerVanOf(board, first.job_id) : null;
  if (van === null) return null;
  const stops = van.stops.slice(0, count);
  return {
    started: van.started,
    stops: stops.map(({ job_id, eta, eta_is_guess, arrived }) => ({ job_id, eta, eta_is_guess, arrived })),
  };
}

async function expectTheBoards(counts: readonly number[] = [1, 2, 1000]): Promise<TodayBoard> {
  const board = await wholeBoard();
  for (const count of counts)
    expect(await readNextStops(source(), branch, driverid, count)).toEqual(boardVan(board, count));
  return board;
}

const setField = (jobId: string, field: string, value: unknown) =>
  h.gw.db.query(`UPDATE jobs SET document = jsonb_set(document, $2::text[], $3::jsonb) WHERE id = $1`, [
    jobId,
    `{${field}}`,
    JSON.stringify(value),
  ]);

/** The driver's heartbeat from near the depot, at the gateway's clock. */
async function sendHeartbeat(): Promise<void> {
  const at = formatTimestamp(clock);
  const beat = { status: 'generic', app: 'doorstep', timestamp: at, send_timestamp: at };
  const res = await h.post(apiPaths.heartbeat, h.driver, [
    { ...beat, latitude: 53.41, longitude: -2.23, precision: 8 },
  ]);
  expect(res.status).toBe(200);
}

const driverStops = (board: TodayBoard) =>
  board.vans.filter((van) => van.driver_id === driverid).flatMap((van) => van.stops);

describe("a driver's next stops", () => {
  it("are the board's first stops across the driver's vans, with its ETAs", async () => {
    const board = await expectTheBoards();
    const vans = board.vans.filter((van) => van.driver_id === driverid && van.stops.length > 0);
    expect(vans.length).toBeGreaterThan(1);
    expect(driverStops(board).length).toBeGreaterThan(2);
  });

  it("follow the stops' times, not the order they were booked in", async () => {
    const [firstVan] = (await wholeBoard()).vans.filter(
      (van) => van.driver_id === driverid && van.stops.length > 1,
    );
    const latest = firstVan?.stops.at(-1);
    if (!latest) throw new Error('no van of two stops');
    await setField(latest.job_id, 'arrival_time', `${day}T06:30:00`);
    await expectTheBoards();
    expect((await readNextStops(source(), branch, driverid, 1))?.stops[0]?.job_id).toBe(latest.job_id);
  });

  it("follow a heartbeat's position: ETAs no longer a guess, the van started", async () => {
    await sendHeartbeat();
    await expectTheBoards();
    const next = await readNextStops(source(), branch, driverid, 2);
    expect(next?.started).toBe(true);
    expect(next?.stops.some((stop) => stop.eta !== null && !stop.eta_is_guess)).toBe(true);
  });

  it('order stops whose times are written another way as the board does', async () => {
    const [firstVan] = (await wholeBoard()).vans.filter((van) => van.driver_id === driverid);
    const [first, second] = firstVan?.stops ?? [];
    const last = firstVan?.stops.at(-1);
    if (!first || !second || !last || (firstVan?.stops.length ?? 0) < 3) throw new Error('a van of 3 stops');
    // Read as 06:00 by the board, so the driver's first stop, though after every other time as text.
    await setField(last.job_id, 'arrival_time', `${day}T6:00:00`);
    // Unreadable: after every readable time of its van. Blank: the job's start time instead.
    await setField(first.job_id, 'arrival_time', 'after lunch');
    await setField(second.job_id, 'arrival_time', '');
    await expectTheBoards([1, 2, 3, 1000]);
    expect((await readNextStops(source(), branch, driverid, 1))?.stops[0]?.job_id).toBe(last.job_id);
  });

  it('start the day on a heartbeat, an outcome or a stop arrived at, each alone', async () => {
    const nothingYet = async () => {
      await h.gw.db.query(
        `UPDATE jobs SET job_outcome_status = $1, document = document || '{"arrived_at_drop": false}'::jsonb
         WHERE driver_id = $2`,
        [JobOutcomeStatus.NotStarted, driverid],
      );
      await h.gw.db.query('DELETE FROM heartbeats WHERE driver_id = $1', [driverid]);
      await expectTheBoards();
      expect((await readNextStops(source(), branch, driverid, 2))?.started).toBe(false);
    };
    const startedNow = async () => {
      await expectTheBoards();
      expect((await readNextStops(source(), branch, driverid, 2))?.started).toBe(true);
    };
    const lastStop = driverStops(await wholeBoard()).at(-1);
    if (!lastStop) throw new Error('no stops');

    await nothingYet();
    await sendHeartbeat();
    await startedNow();

    await nothingYet();
    await h.gw.db.query('UPDATE jobs SET job_outcome_status = $1 WHERE id = $2', [
      JobOutcomeStatus.Suspended,
      lastStop.job_id,
    ]);
    await startedNow();

    await nothingYet();
    await setField(lastStop.job_id, 'arrived_at_drop', true);
    await setField(lastStop.job_id, 'arrived_time', formatTimestamp(clock - 5 * 60_000));
    await startedNow();
  });

  it('are none when every job of the day is done, as on the board', async () => {
    await h.gw.db.query('UPDATE jobs SET job_outcome_status = $1 WHERE driver_id = $2', [
      JobOutcomeStatus.JobComplete,
      driverid,
    ]);
    await expectTheBoards();
    expect(await readNextStops(source(), branch, driverid, 2)).toBeNull();
  });
});
