/**
 * The gateway's one ear on office changes (server/office/office-channel.ts): one LISTEN per gateway, the
 * latest change id heard per branch (the board's version), and the admins' streams per branch. A burst of
 * changes is coalesced: a branch's board is rebuilt at most once per COALESCE_MS, once for all of its
 * subscribers, so hundreds of open streams and a heartbeat every millisecond stay cheap. A rebuilt board
 * that shows nothing new (the same content, only its version and generated_at moved) is not sent: a
 * heartbeat that moves nothing the board shows need not reach hundreds of screens. Boards are also
 * rebuilt every REFRESH_MS while someone watches, so an ETA turns into a guess as a position grows old.
 */
import type { TodayBoard } from '@domain/office/today-board';
import type { Database } from '../db/database';
import { nextOfficeChange, officeChannel, parseOfficeChange } from './office-channel';

/**
 * The shortest time between two builds of one branch's board for its streams. A change waits at most this
 * long for its build, and a build of the board takes tens of milliseconds, so a change still reaches every
 * stream within 2 s, as the live board promises (product rule 2.22); a longer window means fewer builds and
 * fewer events under a steady stream of heartbeats (docs/performance.md, the live board).
 */
export const COALESCE_MS = 1000;
/**
 * Streams handed a board before the gateway turns to its other work for a moment: a fan-out to hundreds of
 * streams in one go would hold every request that arrives meanwhile for its whole length (the drivers' p99).
 */
export const FAN_OUT_SLICE = 50;
/** How often a watched board is rebuilt with no change (the clock moves the ETAs and their guesses). */
export const REFRESH_MS = 60_000;

/** One admin's stream, as the feed sees it. */
export interface BoardSubscriber {
  /** A new board of the subscriber's branch. */
  board(board: TodayBoard): void;
  /** The feed closed (the gateway is stopping): end the stream. */
  closed(): void;
}

/** Builds a branch's board at a version. */
export type BoardBuilder = (branch: string, version: string) => Promise<TodayBoard>;

interface BranchWatch {
  subscribers: Set<BoardSubscriber>;
  timer: NodeJS.Timeout | null;
  building: boolean;
  /** A change came while a build ran or waited: build again after it. */
  dirty: boolean;
  lastBuiltAt: number;
  /** What the last board sent to the subscribers showed (boardContent), null before the first. */
  lastSentContent: string | null;
}

/** What a board shows: all of it but its version and when it was built. */
export function boardContent(board: TodayBoard): string {
  return JSON.stringify({ ...board, version: '', generated_at: '' });
}

/** The feed of one gateway. */
export class OfficeFeed {
  private readonly versions = new Map<string, bigint>();
  private readonly watches = new Map<string, BranchWatch>();
  private readonly builds = new Map<string, Promise<TodayBoard>>();
  private startVersion = 0n;
  private unlisten: (() => Promise<void>) | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly build: BoardBuilder,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  /** Starts listening. A change id is taken now, so a restarted gateway never answers a version it answered before. */
  async start(): Promise<void> {
    this.startVersion = BigInt(await nextOfficeChange(this.db));
    this.unlisten = await this.db.listen(
      await officeChannel(this.db),
      (payload) => this.heard(payload),
      () => void this.gap(),
    );
    this.refreshTimer = setInterval(() => {
      for (const branch of this.watches.keys()) this.schedule(branch);
    }, REFRESH_MS);
    this.refreshTimer.unref();
  }

  /** The branch's board version: the latest change heard for it. */
  version(branch: string): string {
    return String(this.versions.get(branch) ?? this.startVersion);
  }

  /**
   * The branch's board now. Builds asked for at the same version share one; once a newer change is heard a
   * new build starts, so an answer never joins a build begun before a change this gateway knew of.
   */
  board(branch: string): Promise<TodayBoard> {
    const key = `${branch}\n${this.version(branch)}`;
    const running = this.builds.get(key);
    if (running) return running;
    const build = this.build(branch, this.version(branch)).finally(() => this.builds.delete(key));
    this.builds.set(key, build);
    return build;
  }

  /** Sends the branch's boards to the subscriber from now on; answers the unsubscribe. */
  subscribe(branch: string, subscriber: BoardSubscriber): () => void {
    if (this.closed) {
      subscriber.closed();
      return () => undefined;
    }
    let watch = this.watches.get(branch);
    if (!watch) {
      watch = {
        subscribers: new Set(),
        timer: null,
        building: false,
        dirty: false,
        lastBuiltAt: 0,
        lastSentContent: null,
      };
      this.watches.set(branch, watch);
    }
    watch.subscribers.add(subscriber);
    return () => {
      const current = this.watches.get(branch);
      if (!current?.subscribers.delete(subscriber) || current.subscribers.size > 0) return;
      if (current.timer) clearTimeout(current.timer);
      this.watches.delete(branch);
    };
  }

  /** How many streams watch the branch. */
  subscriberCount(branch: string): number {
    return this.watches.get(branch)?.subscribers.size ?? 0;
  }

  /** Stops listening and ends every stream; never waits on a board being built. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    const watches = [...this.watches.values()];
    this.watches.clear();
    for (const watch of watches) {
      if (watch.timer) clearTimeout(watch.timer);
      for (const subscriber of watch.subscribers) subscriber.closed();
    }
    await this.unlisten?.().catch(() => undefined);
  }

  private heard(payload: string): void {
    const change = parseOfficeChange(payload);
    if (!change || this.closed) return;
    const id = BigInt(change.change);
    if (id > (this.versions.get(change.branch) ?? this.startVersion)) this.versions.set(change.branch, id);
    this.schedule(change.branch);
  }

  /** Notifications may have been missed: every board moves to a fresh version and is rebuilt. */
  private async gap(): Promise<void> {
    try {
      const id = BigInt(await nextOfficeChange(this.db));
      this.startVersion = id;
      for (const branch of new Set([...this.versions.keys(), ...this.watches.keys()])) {
        this.versions.set(branch, id);
        this.schedule(branch);
      }
    } catch (error) {
      this.log(`office feed: no fresh version after a lost connection: ${String(error)}`);
    }
  }

  private schedule(branch: string): void {
    const watch = this.watches.get(branch);
    if (!watch || this.closed) return;
    if (watch.timer || watch.building) {
      watch.dirty = true;
      return;
    }
    const wait = Math.max(0, watch.lastBuiltAt + COALESCE_MS - Date.now());
    watch.timer = setTimeout(() => {
      watch.timer = null;
      void this.rebuild(branch, watch);
    }, wait);
  }

  /** Hands the board to every subscriber, FAN_OUT_SLICE at a time, letting other work run in between. */
  private async fanOut(watch: BranchWatch, board: TodayBoard): Promise<void> {
    let handed = 0;
    for (const subscriber of [...watch.subscribers]) {
      if (this.closed) return;
      // A subscriber that left during a pause gets nothing more.
      if (!watch.subscribers.has(subscriber)) continue;
      subscriber.board(board);
      handed += 1;
      if (handed % FAN_OUT_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async rebuild(branch: string, watch: BranchWatch): Promise<void> {
    watch.building = true;
    watch.dirty = false;
    try {
      const board = await this.build(branch, this.version(branch));
      watch.lastBuiltAt = Date.now();
      if (this.watches.get(branch) !== watch) return;
      const content = boardContent(board);
      if (content === watch.lastSentContent) return;
      watch.lastSentContent = content;
      await this.fanOut(watch, board);
    } catch (error) {
      watch.lastBuiltAt = Date.now();
      this.log(`office feed: the board of branch ${branch} was not built: ${String(error)}`);
    } finally {
      watch.building = false;
      if (watch.dirty && this.watches.get(branch) === watch) {
        watch.dirty = false;
        this.schedule(branch);
      }
    }
  }
}
