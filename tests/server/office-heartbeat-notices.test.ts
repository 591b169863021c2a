// When heartbeats announce their branch's change: the first of a window in its own statement, any later one
// of the window by one notice sent after it at the window's end, a heartbeat stored once that notice went out
// by a notice of its own, every branch on its own, and nothing after the gateway stopped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@server/db/database';
import { HEARTBEAT_NOTICE_MS, HeartbeatNotices } from '@server/office/heartbeat-notices';

/** A database that records the branch of every notice sent on its own. */
function noticeRecorder() {
  const branches: string[] = [];
  const db = {
    query: (sql: string, params: unknown[]) => {
      if (sql.includes('pg_notify')) branches.push(String(params[0]));
      return Promise.resolve([]);
    },
  } as unknown as Database;
  return { db, branches };
}

/** A heartbeat of the branch as the route stores it: claimed, stored, then left to a later notice if not claimed. */
function store(notices: HeartbeatNotices, branch: string): boolean {
  const announced = notices.claim(branch);
  if (!announced) notices.stored(branch);
  return announced;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('heartbeat notices', () => {
  it('lets the first heartbeat of a window announce itself and sends one notice at the window’s end for the rest', async () => {
    const { db, branches } = noticeRecorder();
    const notices = new HeartbeatNotices(db);
    expect(store(notices, '1')).toBe(true);
    for (let i = 0; i < 100; i++) expect(store(notices, '1')).toBe(false);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_NOTICE_MS - 1);
    expect(branches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(branches).toEqual(['1']);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_NOTICE_MS * 4);
    expect(branches).toEqual(['1']);
  });

  it('sends nothing more for a lone heartbeat, and lets one after a quiet window announce itself again', async () => {
    const { db, branches } = noticeRecorder();
    const notices = new HeartbeatNotices(db);
    expect(store(notices, '1')).toBe(true);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_NOTICE_MS);
    expect(store(notices, '1')).toBe(true);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_NOTICE_MS * 2);
    expect(branches).toEqual([]);
  });

  it('follows a heartbeat stored after the window’s notice went out with a notice of its own', async () => {
    const { db, branches } = noticeRecorder();
    const notices = new HeartbeatNotices(db);
    store(notices, '1');
    const claimed = notices.claim('1');
    expect(claimed).toBe(false);
    store(notices, '1');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_NOTICE_MS);
    expect(branches).toEqual(['1']);
    // Claimed while that notice waited, stored (committed) only after it was sent.
    notices.stored('1');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_NOTICE_MS);
    expect(branches).toEqual(['1', '1']);
  });

  it('keeps each branch’s window to itself', async () => {
    const { db, branches } = noticeRecorder();
    const notices = new HeartbeatNotices(db);
    expect(store(notices, '1')).toBe(true);
    expect(store(notices, '2')).toBe(true);
    expect(store(notices, '2')).toBe(false);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_NOTICE_MS);
    expect(branches).toEqual(['2']);
  });

  it('sends no notice once closed', async () => {
    const { db, branches } = noticeRecorder();
    const notices = new HeartbeatNotices(db);
    store(notices, '1');
    store(notices, '1');
    notices.close();
    store(notices, '1');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_NOTICE_MS * 2);
    expect(branches).toEqual([]);
  });
});
