/**
 * Stores a gateway's heartbeat calls, those that arrive while others are being stored grouped in one
 * statement (server/store/heartbeats.ts). A call that finds fewer than `mostRunning` statements running goes
 * at once, alone: no call waits for company. The calls that arrive while that many run wait, and when a
 * statement ends, every waiting call (up to MOST_CALLS_A_GROUP) goes in the next. So under load a thousand
 * calls a second cost a few statements, round trips and commits a second each, where they cost one each,
 * and a PostgreSQL sharing the gateway's cores is left CPU for the rest; heartbeats also never hold more than
 * `mostRunning` of the pool's connections, whatever their rate, which keeps the others for job updates.
 *
 * A group the database refuses (one statement is atomic: one refused row and none is kept) is sent again
 * call by call, so only the call with the refused row fails.
 */
import type { Database } from '../db/database';
import { insertHeartbeatCalls } from './heartbeats';
import type { HeartbeatCall } from './heartbeats';

/** How many heartbeat statements of one gateway may run at once. */
export const MOST_RUNNING_HEARTBEAT_STATEMENTS = 2;

/** The most calls one statement stores (a call has at most 20 beats). */
export const MOST_CALLS_A_GROUP = 100;

/** A call waiting to be stored, and who waits for it. */
interface WaitingCall {
  call: HeartbeatCall;
  stored: (refused: string[]) => void;
  failed: (error: unknown) => void;
}

/** The heartbeat calls of one gateway. */
export class HeartbeatCallGroups {
  private readonly waiting: WaitingCall[] = [];
  private running = 0;

  constructor(
    private readonly db: Database,
    private readonly mostRunning = MOST_RUNNING_HEARTBEAT_STATEMENTS,
  ) {}

  /** Stores the call; answers the jobs its beats named out of its scope (none when its beats were stored). */
  store(call: HeartbeatCall): Promise<string[]> {
    return new Promise((stored, failed) => {
      this.waiting.push({ call, stored, failed });
      if (this.running < this.mostRunning) this.sendWaiting();
    });
  }

  private sendWaiting(): void {
    if (this.waiting.length === 0) return;
    const group = this.waiting.splice(0, MOST_CALLS_A_GROUP);
    this.running++;
    void this.send(group).finally(() => {
      this.running--;
      this.sendWaiting();
    });
  }

  private async send(group: readonly WaitingCall[]): Promise<void> {
    try {
      const refused = await insertHeartbeatCalls(
        this.db,
        group.map((waiting) => waiting.call),
      );
      group.forEach((waiting, i) => waiting.stored(refused[i] ?? []));
    } catch (error) {
      const [only] = group;
      if (group.length === 1 && only) only.failed(error);
      else await Promise.all(group.map((waiting) => this.send([waiting])));
    }
  }
}
