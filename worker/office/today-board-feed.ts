/**
 * The office's board of today, kept current for an admin's page: read from the gateway's event stream
 * (each `board` event the whole board, checked with todayBoardSchema), or polled where streaming is blocked.
 * EventSource cannot send the access token in a header, so the stream is a fetch read by eventsource-parser.
 *
 *   watch ─▶ stream ──board events──▶ 'live'
 *              │ dropped, or silent for 45 s: wait 1 s … 30 s (doubling, jittered), then the stream
 *              │ again from the shown board's version (Last-Event-ID)
 *              │ not an event stream, no first board within 10 s, or 3 failures in a row:
 *              ▼
 *            'polling': GET the board every 10 s; after 6 polls, a fresh stream
 *   offline: everything stops, the last board stays ('offline'); online again: the stream.
 *   the last unwatch, or logout: everything stops and the board goes.
 */
import { createParser } from 'eventsource-parser';
import * as v from 'valibot';
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayBoardSchema } from '@domain/office/today-board';
import type { TodayBoard } from '@domain/office/today-board';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { TodayBoardFeedMode, TodayBoardFeedState } from '../engine-shapes';

/** The poll's period where streaming is blocked. */
export const POLL_INTERVAL_MS = 10_000;
/** How long a fresh stream may take to deliver its first board before the feed polls instead. */
export const FIRST_EVENT_WAIT_MS = 10_000;
/** Failed streams in a row after which the feed polls. */
export const STREAM_FAILURES_BEFORE_POLLING = 3;
/**
 * A stream silent this long is taken for dropped (the gateway's keep-alive comes every 15 s; a connection
 * lost without a close, as on a phone changing networks, would otherwise wait forever).
 */
export const SILENT_STREAM_MS = 45_000;
/** Polls after which the feed tries the stream again. */
export const POLLS_BEFORE_STREAM_RETRY = 6;
/** The reconnect wait's bounds (doubled per failure, then jittered down to half). */
export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** The words shown when an event or answer is not a board. */
export const UNREADABLE_BOARD = 'The board could not be read; showing the last good one.';

/** The feed's deps. */
export interface TodayBoardFeedDeps {
  /** The API client's request (a stream: accept 'stream', ended by its signal). */
  send(call: ApiRequest): Promise<ApiResult>;
  publish(state: TodayBoardFeedState | null): void;
  online(): boolean;
  /** ms since the epoch */
  now(): number;
  /** A number in [0, 1) (the reconnect jitter). */
  random(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  log(message: string): void;
}

/** The wait before reconnect attempt `failures` (1, 2, …): 1 s doubling to 30 s, jittered to 50–100 %. */
export function reconnectDelayMs(failures: number, random: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + random / 2));
}

/** Keeps the board current while watched. */
export class TodayBoardFeed {
  private state: TodayBoardFeedState = { board: null, feed: 'connecting', problem: null, receivedAt: null };
  private watching = false;
  /** Pages watching (two open pages, one feed). */
  private watchers = 0;
  /** Bumped on every stop: a stream or timer of an older run changes nothing. */
  private run = 0;
  private abort: AbortController | null = null;
  private timer: unknown = null;
  private silence: unknown = null;
  private failures = 0;
  private polls = 0;

  constructor(private readonly deps: TodayBoardFeedDeps) {}

  /** One more page watches: the first starts the feed. */
  watch(): void {
    this.watchers += 1;
    if (this.watching) return;
    this.watching = true;
    this.state = { board: null, feed: 'connecting', problem: null, receivedAt: null };
    this.failures = 0;
    this.deps.publish(this.state);
    this.resume();
  }

  /** One page fewer: the last stops the feed and drops the board. */
  unwatch(): void {
    this.watchers = Math.max(0, this.watchers - 1);
    if (this.watchers === 0) this.stop();
  }

  /** Stops the feed and drops the board, whoever watches (logout). */
  stop(): void {
    this.watchers = 0;
    if (!this.watching) return;
    this.watching = false;
    this.halt();
    this.deps.publish(null);
  }

  /** The connection came or went: offline stops it all and keeps the board; online streams again. */
  setOnline(online: boolean): void {
    if (!this.watching) return;
    if (online) {
      this.failures = 0;
      this.resume();
    } else {
      this.halt();
      this.update({ feed: 'offline' });
    }
  }

  private resume(): void {
    this.halt();
    if (!this.deps.online()) {
      this.update({ feed: 'offline' });
      return;
    }
    if (this.state.feed === 'offline') this.update({ feed: this.state.board ? 'live' : 'connecting' });
    void this.stream(this.run, this.state.board !== null);
  }

  private halt(): void {
    this.run += 1;
    this.abort?.abort();
    this.abort = null;
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
    this.hearing(null);
  }

  /** Something came on the stream: it is not silent; null: no stream to watch. */
  private hearing(abort: AbortController | null): void {
    if (this.silence !== null) this.deps.clearTimeout(this.silence);
    this.silence = abort ? this.deps.setTimeout(() => abort.abort(), SILENT_STREAM_MS) : null;
  }

  private update(patch: Partial<TodayBoardFeedState>): void {
    this.state = { ...this.state, ...patch };
    if (this.watching) this.deps.publish(this.state);
  }

  private later(run: number, ms: number, next: () => void): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      if (run === this.run) next();
    }, ms);
  }

  /** A board from an event or a poll: shown when it is one, else the last good one stays. */
  private received(data: unknown, feed: TodayBoardFeedMode): boolean {
    const checked = v.safeParse(todayBoardSchema, data);
    if (!checked.success) {
      this.deps.log(`Office board unreadable: ${checked.issues[0]?.message ?? 'not a board'}`);
      this.update({ problem: UNREADABLE_BOARD });
      return false;
    }
    const board: TodayBoard = checked.output;
    this.update({ board, feed, problem: null, receivedAt: this.deps.now() });
    return true;
  }

  /** Reads the stream; `resume` sends the shown board's version as Last-Event-ID (after a drop). */
  private async stream(run: number, resume: boolean): Promise<void> {
    const abort = new AbortController();
    this.abort = abort;
    const resumeFrom = resume ? this.state.board?.version : undefined;
    const opened = await this.deps.send({
      method: 'GET',
      path: apiPaths.officeTodayEvents,
      accept: 'stream',
      signal: abort.signal,
      ...(resumeFrom === undefined ? {} : { headers: { 'Last-Event-ID': resumeFrom } }),
    });
    if (run !== this.run) return;
    if (!opened.ok) return this.streamFailed(run, opened.network === true ? null : opened.message);
    const body = opened.response?.body ?? null;
    const type = opened.response?.headers.get('content-type') ?? '';
    if (!type.startsWith('text/event-stream') || !body) {
      abort.abort();
      this.deps.log(`Office board stream blocked (answered ${type || 'no content type'}); polling`);
      return this.poll(run);
    }
    // Resumed at the shown version, the gateway rightly sends nothing until the next change.
    if (resumeFrom === undefined)
      this.later(run, FIRST_EVENT_WAIT_MS, () => {
        this.deps.log('Office board stream sent no board in time; polling');
        this.halt();
        void this.poll(this.run);
      });
    else this.update({ feed: 'live' });
    let delivered = false;
    const parser = createParser({
      onEvent: (event) => {
        if (run !== this.run || event.event !== 'board') return;
        let data: unknown;
        try {
          data = JSON.parse(event.data) as unknown;
        } catch {
          data = undefined;
        }
        if (this.received(data, 'live') && !delivered) {
          delivered = true;
          this.failures = 0;
          if (this.timer !== null) this.deps.clearTimeout(this.timer);
          this.timer = null;
        }
      },
    });
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    this.hearing(abort);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || run !== this.run) break;
        this.hearing(abort);
        parser.feed(value);
      }
    } catch {
      // A dropped (or silent, so aborted) connection ends the read; the same as its end below.
    }
    if (run !== this.run) return;
    this.hearing(null);
    this.streamFailed(run, null);
  }

  /** The stream did not open or ended: wait and reconnect, or poll after repeated failures. */
  private streamFailed(run: number, problem: string | null): void {
    this.failures += 1;
    if (problem !== null) this.update({ problem });
    if (this.failures >= STREAM_FAILURES_BEFORE_POLLING) {
      this.deps.log(`Office board stream failed ${this.failures} times; polling`);
      this.failures = 0;
      void this.poll(run);
      return;
    }
    this.later(run, reconnectDelayMs(this.failures, this.deps.random()), () => void this.stream(run, true));
  }

  /** One poll now, the next in 10 s; after a few, the stream again. */
  private async poll(run: number): Promise<void> {
    if (run !== this.run) return;
    this.polls = 0;
    await this.pollOnce(run);
  }

  private async pollOnce(run: number): Promise<void> {
    const result = await this.deps.send({ method: 'GET', path: apiPaths.officeToday });
    if (run !== this.run) return;
    this.polls += 1;
    if (result.ok) this.received(result.json, 'polling');
    else this.update({ feed: 'polling', ...(result.network === true ? {} : { problem: result.message }) });
    if (this.polls >= POLLS_BEFORE_STREAM_RETRY)
      this.later(run, POLL_INTERVAL_MS, () => void this.stream(run, false));
    else this.later(run, POLL_INTERVAL_MS, () => void this.pollOnce(run));
  }
}
