/**
 * The heartbeat (product rules 5.10 and 9.2): every 300000 ms, and at once when forced (an
 * arrival), an array of one heartbeat goes to the location update call with
 * the branch and driverid headers. Sent only when online with accepted
 * credentials and more than 3000 ms after the last one unless forced, and only
 * with a position. A job heartbeat while a job is active, else a generic one. Each
 * says what waits on the phone (changes, photos, the oldest's age) for the office's board.
 *
 *   start() ──▶ wait 300000 ms ──▶ beat() ──▶ due and a position? ──yes──▶ send
 *                  ▲                                │ no                    │
 *                  └────────────────────────────────┴───────────────────────┘
 *   beat(force) from the arrival check skips only the 3000 ms gap.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { HeartbeatRequest } from '@domain/gateway/api-shapes';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_MIN_GAP_MS } from '@domain/app/constants';
import { buildHeartbeat, heartbeatDue } from '@domain/location/heartbeat-rules';
import type { PhoneWaitingWork } from '@domain/location/heartbeat-rules';
import type { Job } from '@domain/job/job';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { DevicePosition } from '../engine-shapes';

/** The throttle's deps. */
export interface HeartbeatDeps {
  send(call: ApiRequest): Promise<ApiResult>;
  /** ms since the epoch */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  online(): boolean;
  credentialsAccepted(): boolean;
  position(): DevicePosition | null;
  activeJob(): Job | null;
  /** What waits on the phone for the logged-in user (the sync's last count). */
  waitingWork(): Promise<PhoneWaitingWork>;
  /** The app field (APP_NAME). */
  app: string;
  /** Runs timer-started heartbeats as tracked background work. */
  background(task: Promise<void>): void;
  log(message: string): void;
}

/** Ms until an unforced heartbeat may follow the last one (0 when it may now). */
function msUntilGapPassed(lastSentAt: number | null, now: number): number {
  return lastSentAt === null ? 0 : Math.max(0, lastSentAt + HEARTBEAT_MIN_GAP_MS + 1 - now);
}

/** Sends heartbeats on the interval and on demand, never closer than the gap unless forced. */
export class HeartbeatThrottle {
  private lastSentAt: number | null = null;
  private timer: unknown = null;
  /** The last heartbeat the gateway took said work waits on the phone. */
  private reportedWaiting = false;
  private clearedTimer: unknown = null;

  constructor(private readonly deps: HeartbeatDeps) {}

  /** Starts (or restarts) the regular heartbeat. */
  start(): void {
    this.stop();
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      this.deps.background(this.beat(false).then(() => undefined));
      this.start();
    }, HEARTBEAT_INTERVAL_MS);
  }

  /** Stops the regular heartbeat. */
  stop(): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
    if (this.clearedTimer !== null) this.deps.clearTimeout(this.clearedTimer);
    this.clearedTimer = null;
  }

  /**
   * The sync counted again: when the last heartbeat told the office of waiting work and none waits now, a
   * heartbeat says so (once the 3000 ms gap has passed), so the board does not show a sent backlog for
   * five minutes.
   */
  async beatWhenCleared(): Promise<void> {
    if (!this.reportedWaiting || this.clearedTimer !== null) return;
    const wait = msUntilGapPassed(this.lastSentAt, this.deps.now());
    if (wait === 0) return this.sendCleared();
    this.clearedTimer = this.deps.setTimeout(() => {
      this.clearedTimer = null;
      this.deps.background(this.sendCleared());
    }, wait);
  }

  /** One heartbeat, if nothing waits now. */
  private async sendCleared(): Promise<void> {
    const waiting = await this.deps.waitingWork().catch(() => null);
    if (waiting && waiting.changes + waiting.photos === 0) await this.beat(false, undefined, waiting);
  }

  /**
   * Back online: a heartbeat (not forced: the 3000 ms gap holds) when work waits on the phone, so the
   * office sees the backlog as soon as there is signal. Resolves once its body is built, before the
   * gateway answers, so a sync pass started next cannot shrink the counts it carries.
   */
  async beatWhenWorkWaits(): Promise<void> {
    const waiting = await this.deps.waitingWork().catch(() => null);
    if (!waiting || waiting.changes + waiting.photos === 0) return;
    const sent = this.beat(false, undefined, waiting);
    this.deps.background(sent.then(() => undefined));
  }

  /**
   * Sends one heartbeat if due (the job's when given, else the active job's; with the waiting work when
   * given, else counted now); true when the gateway took it.
   */
  async beat(force: boolean, job?: Job, counted?: PhoneWaitingWork): Promise<boolean> {
    const { deps } = this;
    const now = deps.now();
    const position = deps.position();
    const gate = { online: deps.online(), credentialsAccepted: deps.credentialsAccepted() };
    if (!position || !heartbeatDue({ ...gate, lastSentAt: this.lastSentAt, now, force })) return false;
    this.lastSentAt = now;
    // A count that fails costs the office the backlog, never the position.
    const waiting = counted ?? (await deps.waitingWork().catch(() => null));
    const body: HeartbeatRequest = [
      buildHeartbeat({
        position,
        job: job ?? deps.activeJob(),
        now,
        app: deps.app,
        ...(waiting ? { waiting } : {}),
      }),
    ];
    const result = await deps.send({
      method: 'POST',
      path: apiPaths.heartbeat,
      body: { kind: 'json', value: body },
    });
    if (!result.ok) deps.log(`Heartbeat not sent: ${result.message}`);
    else this.reportedWaiting = waiting !== null && waiting.changes + waiting.photos > 0;
    return result.ok;
  }
}
