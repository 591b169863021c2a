// The office board as Server-Sent Events over real HTTP: the current board first, a new `board` event within
// 2 s of a heartbeat or an accepted update, nothing after a resume at the current version until the next
// change, never compressed or stored, and a gateway that closes with streams open.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { HeartbeatRequestWire } from '@domain/location/heartbeat';
import { formatTimestamp } from '@domain/time/dates';
import { demoAdmin, demoAdmin2, demoDriver } from '@server/seed/demo-accounts';
import { openBoardStream } from './office-events-reader';
import type { BoardStream } from './office-events-reader';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';
import { startTestGateway } from './test-gateway';

/** The board reaches an admin within this after a change (the live board's promise). */
const LIVE_MS = 2000;

let h: JobUpdateHarness;
const streams: BoardStream[] = [];
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await h.gw.close();
});

async function open(headers: Record<string, string> = h.admin): Promise<BoardStream> {
  const stream = await openBoardStream(h.gw, headers);
  streams.push(stream);
  return stream;
}

function beat(latitude: number, fields: Partial<HeartbeatRequestWire[number]> = {}) {
  const now = formatTimestamp(new Date());
  return [
    {
      status: 'generic',
      app: 'doorstep',
      timestamp: now,
      send_timestamp: now,
      latitude,
      longitude: -2.23,
      precision: 5,
      ...fields,
    },
  ];
}

describe('the board event stream', () => {
  it('answers an uncompressed, unstored event stream that opens with the retry and the current board', async () => {
    const stream = await openBoardStream(h.gw, { ...h.admin, 'accept-encoding': 'gzip, deflate' });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    const first = await stream.next(LIVE_MS);
    expect(stream.text().startsWith('retry: 2000\n\n')).toBe(true);
    expect(first).toMatchObject({ event: 'board', board: { branch: demoAdmin.branch } });
    expect(first?.id).toBe(first?.board.version);
    const got = (await (await h.gw.request(apiPaths.officeToday, { headers: h.admin })).json()) as {
      version: string;
    };
    expect(got.version).toBe(first?.id);
  });

  it('sends a new board within 2 s of a heartbeat, to every admin of the branch', async () => {
    const one = await open();
    const two = await open();
    const first = await one.next(LIVE_MS);
    await two.next(LIVE_MS);
    const sent = Date.now();
    const res = await h.post(apiPaths.heartbeat, h.driver, beat(53.4321, { pending_changes: 2 }));
    expect(res.status).toBe(200);
    for (const stream of [one, two]) {
      const next = await stream.next(LIVE_MS);
      expect(Date.now() - sent).toBeLessThan(LIVE_MS);
      expect(BigInt(next?.id ?? '0')).toBeGreaterThan(BigInt(first?.id ?? '0'));
      const van = next?.board.vans.find((v) => v.driver_id === demoDriver.driverid);
      expect(van?.position?.latitude).toBe(53.4321);
      expect(van?.phone_backlog?.changes).toBe(2);
    }
  });

  it('sends a new board within 2 s of an accepted job update', async () => {
    const stream = await open();
    const first = await stream.next(LIVE_MS);
    const job = h.notStarted(3);
    const doneBefore = first?.board.vans.find((v) => v.manifest_id === job.manifest_id)?.progress.done ?? -1;
    const res = await h.post(apiPaths.adminJobUpdate, h.admin, completedJob(job), randomUUID());
    expect(res.status).toBe(200);
    const next = await stream.next(LIVE_MS);
    expect(next?.board.vans.find((v) => v.manifest_id === job.manifest_id)?.progress.done).toBe(
      doneBefore + 1,
    );
  });

  it('resumed at the current version, sends nothing until the next change', async () => {
    const first = await (await open()).next(LIVE_MS);
    const resumed = await open({ ...h.admin, 'Last-Event-ID': first?.id ?? '' });
    expect(await resumed.next(600)).toBeNull();
    expect(resumed.text()).toBe('retry: 2000\n\n');
    expect((await h.post(apiPaths.heartbeat, h.driver, beat(53.5))).status).toBe(200);
    const next = await resumed.next(LIVE_MS);
    expect(next?.board.vans.find((v) => v.driver_id === demoDriver.driverid)?.position?.latitude).toBe(53.5);
  });

  it('answers a HEAD with the stream’s headers and no body', async () => {
    const res = await h.gw.request(apiPaths.officeTodayEvents, { method: 'HEAD', headers: h.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
  });

  it('resumed at an older version, sends the current board at once', async () => {
    const resumed = await open({ ...h.admin, 'Last-Event-ID': '0' });
    expect((await resumed.next(LIVE_MS))?.event).toBe('board');
  });

  it('never tells another branch’s admin of this branch’s changes', async () => {
    const other = await open(await h.gw.headersFor(demoAdmin2));
    expect((await other.next(LIVE_MS))?.board.branch).toBe(demoAdmin2.branch);
    expect((await h.post(apiPaths.heartbeat, h.driver, beat(53.6))).status).toBe(200);
    expect(await other.next(800)).toBeNull();
  });
});

describe('a gateway with open streams', () => {
  it('closes promptly, ending its streams', async () => {
    const gw = await startTestGateway();
    const stream = await openBoardStream(gw, await gw.headersFor(demoAdmin));
    expect((await stream.next(LIVE_MS))?.event).toBe('board');
    const started = Date.now();
    await gw.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await stream.next(1000)).toBeNull();
    await stream.close();
  });
});
