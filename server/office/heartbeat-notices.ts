/**
 * How often a gateway's heartbeats announce their branch's change. PostgreSQL serialises every committing
 * transaction that called pg_notify (one lock on the notify queue, held through the commit's WAL flush), so a
 * notice in every heartbeat's statement makes a thousand heartbeats a second queue behind each other and
 * behind the job updates. A branch's heartbeats on one gateway announce at most once per
 * HEARTBEAT_NOTICE_MS: the first heartbeat of a window carries the notice in its own statement; one stored
 * later in the window leaves a notice of its own to be sent after it, at the window's end. Every stored
 * heartbeat is therefore followed by a notice within HEARTBEAT_NOTICE_MS, and the board (which rebuilds at
 * most once per COALESCE_MS) still shows it within 2 s (product rule 2.22).
 */
import type { Database } from '../db/database';
import { notifyOfficeChange } from './office-channel';

/** The shortest time between two notices of one branch's heartbeats from one gateway. */
export const HEARTBEAT_NOTICE_MS = 250;

/** The heartbeat notices of one gateway. */
export class HeartbeatNotices {
  private readonly lastNoticeAt = new Map<string, number>();
  private readonly later = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  /** True when the branch's heartbeat about to be stored carries the notice in its statement. */
  claim(branch: string): boolean {
    const now = Date.now();
    const last = this.lastNoticeAt.get(branch);
    if (this.later.has(branch) || (last !== undefined && now - last < HEARTBEAT_NOTICE_MS)) return false;
    this.lastNoticeAt.set(branch, now);
    return true;
  }

  /** A heartbeat stored without the notice (claim was false): its notice goes at the window's end. */
  stored(branch: string): void {
    if (this.closed || this.later.has(branch)) return;
    const wait = Math.max(0, (this.lastNoticeAt.get(branch) ?? 0) + HEARTBEAT_NOTICE_MS - Date.now());
    const timer = setTimeout(() => {
      // Gone before the notice is sent: a heartbeat stored from now on may commit after this notice, so it
      // leaves a notice of its own.
      this.later.delete(branch);
      this.lastNoticeAt.set(branch, Date.now());
      notifyOfficeChange(this.db, branch).catch((error: unknown) =>
        this.log(`heartbeat notice of branch ${branch} not sent: ${String(error)}`),
      );
    }, wait);
    timer.unref();
    this.later.set(branch, timer);
  }

  /** Sends no more notices (the gateway is stopping). */
  close(): void {
    this.closed = true;
    for (const timer of this.later.values()) clearTimeout(timer);
    this.later.clear();
  }
}
