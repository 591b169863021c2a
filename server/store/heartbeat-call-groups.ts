/**
 * Stores a gateway's heartbeat calls, those that arrive while others are being stored grouped in one
 * statement (server/store/heartbeats.ts). A call that finds fewer than `mostRunning` statements running goes
 * at once, alone: no call waits for company. The calls that arrive while that many run wait, and when a
 * statement ends, every waiting call (up to MOST_CALLS_A_GROUP) goes in the next. So under load each
 * statement, round trip and commit serves many calls (about ten at the bench's 50 connections), and a
 * PostgreSQL sharing the gateway's cores is left CPU for the rest. Heartbeat statements never hold more than
 * `mostRunning` of the pool's connections, whatever the calls' rate, which keeps the others for job updates.
 *
 * A group PostgreSQL refuses for its values (one statement is atomic: one refused row and none is kept) is
 * sent again call by call, one after another in its own turn, so only the call at fault fails. A group that
 * fails otherwise (the connection lost, the server gone) fails every call of it: sent again, it might store
 * twice what committed before the answer was lost.
 */
import { isDataRefusal } from '../db/data-refusal';
import type { Database } from '../db/database';
import { insertHeartbeatCalls } from './heartbeats';
import type { HeartbeatCall } from './heartbeats';

/** How many heartbeat statements of one gateway may run at once. */
export const MOST_RUNNING_HEARTBEAT_STATEMENTS = 2;

/** The most calls one statement stores (a call has at most 20 beats). */
export const MOST_CALLS_A_GROUP = 100;

/** Why a call was not stored: the gateway is stopping. */
const stopping = () => new Error('The gateway is stopping: the heartbeats were not stored');

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
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly mostRunning = MOST_RUNNING_HEARTBEAT_STATEMENTS,
  ) {}

  /** Stores the call; answers the jobs its beats named out of its scope (none when its beats were stored). */
  store(call: HeartbeatCall): Promise<string[]> {
    if (this.closed) return Promise.reject(stopping());
    return new Promise((stored, failed) => {
      this.waiting.push({ call, stored, failed });
      if (this.running < this.mostRunning) this.sendWaiting();
    });
  }

  /** Stores no more calls (the gateway is stopping): the waiting ones fail, the running ones finish. */
  close(): void {
    this.closed = true;
    const error = stopping();
    for (const waiting of this.waiting.splice(0)) waiting.failed(error);
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
    let refused: string[][];
    try {
      refused = await insertHeartbeatCalls(
        this.db,
        group.map((waiting) => waiting.call),
      );
    } catch (error) {
      if (group.length === 1 || !isDataRefusal(error)) {
        for (const waiting of group) waiting.failed(error);
        return;
      }
      for (const waiting of group) await this.send([waiting]);
      return;
    }
    group.forEach((waiting, i) => waiting.stored(refused[i] ?? []));
  }
}
