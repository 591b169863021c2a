// The per-gateway office feed: one listener, the latest change per branch as the board's version, a burst of
// changes coalesced into few builds shared by every stream of the branch, a board that shows nothing new
// not sent, a fresh version after a lost connection, and a close that never waits on a build.
import { afterEach, describe, expect, it } from 'vitest';
import type { TodayBoard } from '@domain/office/today-board';
import { DEFAULT_TRAVEL_MODEL } from '@domain/office/stop-etas';
import type { Database } from '@server/db/database';
import { COALESCE_MS, FAN_OUT_SLICE, OfficeFeed } from '@server/office/office-feed';
import type { BoardSubscriber } from '@server/office/office-feed';

/** A database that only listens: the test says what it hears. */
function listeningDatabase() {
  let onPayload: (payload: string) => void = () => undefined;
  let onGap: () => void = () => undefined;
  let sequence = 100;
  const listens: string[] = [];
  let unlistened = 0;
  const db = {
    query: (sql: string) =>
      Promise.resolve(
        sql.includes('nextval') ? [{ change: String(++sequence) }] : [{ channel: 'office_changes_test' }],
      ),
    listen: (channel: string, payload: (p: string) => void, gap: () => void) => {
      listens.push(channel);
      onPayload = payload;
      onGap = gap;
      return Promise.resolve(() => {
        unlistened++;
        return Promise.resolve();
      });
    },
  } as unknown as Database;
  return {
    db,
    listens,
    unlistened: () => unlistened,
    change: (branch: string, change: number) => onPayload(JSON.stringify({ branch, change })),
    gap: () => onGap(),
  };
}

/** The branch's board at the version; `reason` names what needs the office (by default the version, so every version shows something new). */
function boardAt(branch: string, version: string, reason = `refused at ${version}`): TodayBoard {
  return {
    date: '2026-11-28',
    branch,
    generated_at: new Date().toISOString(),
    version,
    travel_model: DEFAULT_TRAVEL_MODEL,
    vans: [],
    needs_office: [
      {
        kind: 'conflict',
        job_id: 'job-1',
        job_number: '1001',
        customer_name: 'A. Customer',
        driver_name: 'A. Driver',
        reason,
        at: '2026-11-28T10:00:00.000Z',
      },
    ],
  };
}

/** A subscriber that keeps the versions it was sent. */
function recorder() {
  const versions: string[] = [];
  let closed = false;
  const subscriber: BoardSubscriber = {
    board: (board) => versions.push(board.version),
    closed: () => {
      closed = true;
    },
  };
  return { subscriber, versions, closed: () => closed };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let feed: OfficeFeed | null = null;
afterEach(async () => {
  await feed?.close();
  feed = null;
});

describe('the office feed', () => {
  it('listens once, on the schema’s channel, and starts from a fresh change id', async () => {
    const db = listeningDatabase();
    feed = new OfficeFeed(db.db, (branch, version) => Promise.resolve(boardAt(branch, version)));
    await feed.start();
    expect(db.listens).toEqual(['office_changes_test']);
    expect(feed.version('1')).toBe('101');
    db.change('1', 140);
    db.change('1', 120);
    expect(feed.version('1')).toBe('140');
    expect(feed.version('2')).toBe('101');
  });

  it('coalesces a burst into few builds, shared by every stream of the branch, ending at the latest version', async () => {
    const db = listeningDatabase();
    const builds: string[] = [];
    feed = new OfficeFeed(db.db, (branch, version) => {
      builds.push(`${branch}@${version}`);
      return Promise.resolve(boardAt(branch, version));
    });
    await feed.start();
    const streams = Array.from({ length: 50 }, () => recorder());
    for (const stream of streams) feed.subscribe('1', stream.subscriber);
    const other = recorder();
    feed.subscribe('2', other.subscriber);
    for (let change = 200; change < 300; change++) db.change('1', change);
    await wait(COALESCE_MS * 3);
    expect(builds.length).toBeGreaterThanOrEqual(1);
    expect(builds.length).toBeLessThanOrEqual(2);
    expect(builds.at(-1)).toBe('1@299');
    for (const stream of streams) expect(stream.versions.at(-1)).toBe('299');
    expect(other.versions).toEqual([]);
  });

  it('hands a board to many streams a slice at a time, letting other work run between the slices', async () => {
    const db = listeningDatabase();
    feed = new OfficeFeed(db.db, (branch, version) => Promise.resolve(boardAt(branch, version)));
    await feed.start();
    const order: string[] = [];
    let first = true;
    for (let i = 0; i < FAN_OUT_SLICE * 3; i++) {
      feed.subscribe('1', {
        board: () => {
          if (first) setImmediate(() => order.push('other work'));
          first = false;
          order.push('board');
        },
        closed: () => undefined,
      });
    }
    db.change('1', 800);
    await wait(COALESCE_MS);
    expect(order.filter((entry) => entry === 'board')).toHaveLength(FAN_OUT_SLICE * 3);
    expect(order.indexOf('other work')).toBe(FAN_OUT_SLICE);
  });

  it('builds again for a change that came during a build, no sooner than the coalescing interval', async () => {
    const db = listeningDatabase();
    const builtAt: number[] = [];
    feed = new OfficeFeed(db.db, async (branch, version) => {
      builtAt.push(Date.now());
      await wait(50);
      return boardAt(branch, version);
    });
    await feed.start();
    const stream = recorder();
    feed.subscribe('1', stream.subscriber);
    db.change('1', 300);
    await wait(10);
    db.change('1', 301);
    await wait(COALESCE_MS * 3);
    expect(stream.versions).toEqual(['300', '301']);
    expect((builtAt[1] ?? 0) - (builtAt[0] ?? 0)).toBeGreaterThanOrEqual(COALESCE_MS - 5);
  });

  it('sends no board that shows nothing new, only its version and build time moved', async () => {
    const db = listeningDatabase();
    const shows = new Map([
      ['700', 'failed: no access'],
      ['701', 'failed: no access'],
      ['702', 'suspended: parts'],
    ]);
    feed = new OfficeFeed(db.db, (branch, version) =>
      Promise.resolve(boardAt(branch, version, shows.get(version))),
    );
    await feed.start();
    const stream = recorder();
    feed.subscribe('1', stream.subscriber);
    for (const change of [700, 701, 702]) {
      db.change('1', change);
      await wait(COALESCE_MS + 100);
    }
    expect(stream.versions).toEqual(['700', '702']);
  });

  it('shares a board asked for twice at one version, and builds afresh once a change was heard', async () => {
    const db = listeningDatabase();
    const builds: string[] = [];
    feed = new OfficeFeed(db.db, async (branch, version) => {
      builds.push(version);
      await wait(30);
      return boardAt(branch, version);
    });
    await feed.start();
    const [one, two] = [feed.board('1'), feed.board('1')];
    db.change('1', 600);
    const three = feed.board('1');
    expect((await Promise.all([one, two, three])).map((b) => b.version)).toEqual(['101', '101', '600']);
    expect(builds).toEqual(['101', '600']);
  });

  it('builds nothing for a branch nobody watches', async () => {
    const db = listeningDatabase();
    let builds = 0;
    feed = new OfficeFeed(db.db, (branch, version) => {
      builds++;
      return Promise.resolve(boardAt(branch, version));
    });
    await feed.start();
    const unsubscribe = feed.subscribe('1', recorder().subscriber);
    unsubscribe();
    expect(feed.subscriberCount('1')).toBe(0);
    db.change('1', 400);
    await wait(COALESCE_MS * 2);
    expect(builds).toBe(0);
  });

  it('after a lost connection, moves every board to a fresh version and rebuilds the watched ones', async () => {
    const db = listeningDatabase();
    feed = new OfficeFeed(db.db, (branch, version) => Promise.resolve(boardAt(branch, version)));
    await feed.start();
    db.change('2', 150);
    const stream = recorder();
    feed.subscribe('1', stream.subscriber);
    db.gap();
    await wait(COALESCE_MS * 2);
    expect(stream.versions).toEqual(['102']);
    expect(feed.version('1')).toBe('102');
    expect(feed.version('2')).toBe('102');
  });

  it('closes without waiting on a build: streams ended, listener gone', async () => {
    const db = listeningDatabase();
    const current = new OfficeFeed(db.db, () => new Promise<TodayBoard>(() => undefined));
    await current.start();
    const stream = recorder();
    current.subscribe('1', stream.subscriber);
    db.change('1', 500);
    await wait(20);
    await current.close();
    expect(stream.closed()).toBe(true);
    expect(db.unlistened()).toBe(1);
    const late = recorder();
    current.subscribe('1', late.subscriber);
    expect(late.closed()).toBe(true);
  });
});
