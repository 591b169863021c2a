// One admin's event stream, on a stream and a feed of the test's own: the retry first, then the current board
// (none when resumed at the current version), a keep-alive comment every 15 s while quiet, the latest board
// for a client slower than the boards, and the end when the client leaves or the feed closes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TRAVEL_MODEL } from '@domain/office/stop-etas';
import type { TodayBoard } from '@domain/office/today-board';
import { KEEP_ALIVE_MS, boardEventBytes, followBoard } from '@server/office/follow-board';
import type { BoardStream } from '@server/office/follow-board';
import type { BoardSubscriber } from '@server/office/office-feed';

function boardAt(version: string): TodayBoard {
  return {
    date: '2026-11-28',
    branch: '1',
    generated_at: '2026-11-28T10:00:00.000Z',
    version,
    travel_model: DEFAULT_TRAVEL_MODEL,
    vans: [],
    needs_office: [],
  };
}

const decoder = new TextDecoder();

/** A written event as `event#id` (a comment or the retry as written). */
function describeWrite(text: string | Uint8Array): string {
  if (typeof text === 'string') return text;
  const event = /^event: (.*)$/m.exec(decoder.decode(text))?.[1] ?? '';
  const id = /^id: (.*)$/m.exec(decoder.decode(text))?.[1] ?? '';
  return `${event}#${id}`;
}

/** A stream that records what is written; a write waits while `held` is set (a slow client). */
function recordingStream() {
  const written: string[] = [];
  let abort: () => void = () => undefined;
  let release: () => void = () => undefined;
  let held: Promise<void> | null = null;
  const stream: BoardStream = {
    write: async (text: string | Uint8Array) => {
      if (held) await held;
      written.push(describeWrite(text));
      return stream as never;
    },
    onAbort: (listener) => {
      abort = () => void listener();
    },
  };
  return {
    stream,
    written,
    abort: () => abort(),
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => {
      held = null;
      release();
    },
  };
}

/** A feed at a version, whose subscriber the test drives. */
function fakeFeed(version: string) {
  let subscriber: BoardSubscriber | null = null;
  let unsubscribed = false;
  return {
    feed: {
      version: () => version,
      board: () => Promise.resolve(boardAt(version)),
      subscribe: (_branch: string, s: BoardSubscriber) => {
        subscriber = s;
        return () => {
          unsubscribed = true;
        };
      },
    },
    send: (v: string) => subscriber?.board(boardAt(v)),
    close: () => subscriber?.closed(),
    unsubscribed: () => unsubscribed,
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('boardEventBytes', () => {
  it('is one `board` event: its version as the id, its JSON on one data line, made once per board', () => {
    const board = boardAt('7');
    const bytes = boardEventBytes(board);
    expect(decoder.decode(bytes)).toBe(`event: board\nid: 7\ndata: ${JSON.stringify(board)}\n\n`);
    expect(boardEventBytes(board)).toBe(bytes);
  });
});

describe('followBoard', () => {
  it('sends the retry, then the current board, then each board the feed sends', async () => {
    const s = recordingStream();
    const f = fakeFeed('7');
    const done = followBoard(s.stream, f.feed, '1', undefined);
    await settle();
    f.send('8');
    await settle();
    expect(s.written).toEqual(['retry: 2000\n\n', 'board#7', 'board#8']);
    s.abort();
    await done;
    expect(f.unsubscribed()).toBe(true);
  });

  it('resumed at the current version, sends nothing but the retry until the next board', async () => {
    const s = recordingStream();
    const f = fakeFeed('7');
    const done = followBoard(s.stream, f.feed, '1', '7');
    await settle();
    expect(s.written).toEqual(['retry: 2000\n\n']);
    f.send('9');
    await settle();
    expect(s.written).toEqual(['retry: 2000\n\n', 'board#9']);
    f.close();
    await done;
  });

  it('writes a keep-alive comment every 15 s while nothing else is sent', async () => {
    const s = recordingStream();
    const f = fakeFeed('7');
    const done = followBoard(s.stream, f.feed, '1', '7');
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 2);
    expect(s.written).toEqual(['retry: 2000\n\n', ': keep-alive\n\n', ': keep-alive\n\n']);
    s.abort();
    await done;
  });

  it('gives a slow client the latest board, not every one it missed', async () => {
    const s = recordingStream();
    const f = fakeFeed('7');
    const done = followBoard(s.stream, f.feed, '1', '7');
    await settle();
    s.hold();
    f.send('8');
    f.send('9');
    f.send('10');
    f.send('11');
    s.release();
    await settle();
    expect(s.written).toEqual(['retry: 2000\n\n', 'board#8', 'board#11']);
    s.abort();
    await done;
  });
});
