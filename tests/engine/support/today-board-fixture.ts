/** A valid board of today for the feed's tests, and an event stream the test writes to. */
import { DEFAULT_TRAVEL_MODEL } from '@domain/office/stop-etas';
import type { TodayBoard } from '@domain/office/today-board';

/** A board of one van at the given version. */
export function boardAt(version: string, done = 0): TodayBoard {
  return {
    date: '2026-11-28',
    branch: '1',
    generated_at: '2026-11-28T10:00:00Z',
    version,
    travel_model: { ...DEFAULT_TRAVEL_MODEL },
    vans: [
      {
        manifest_id: 'M1',
        vehicle_id: 'V1',
        driver_id: 'D100',
        driver_name: 'Dan Driver',
        progress: { done, failed: 0, suspended: 0, to_do: 3 - done },
        in_hand_job_id: null,
        position: null,
        phone_backlog: null,
        stops: [],
      },
    ],
    needs_office: [],
  };
}

/** An event stream answer and the pen that writes it. */
export function eventStream(): {
  response: Response;
  send(text: string): void;
  end(): void;
  /** Breaks the connection (the read fails). */
  fail(): void;
} {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(given) {
      controller = given;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
    fail: () => controller?.error(new TypeError('network error')),
  };
}

/** One `board` event's text. */
export function boardEvent(board: unknown, id: string): string {
  return `event: board\nid: ${id}\ndata: ${JSON.stringify(board)}\n\n`;
}
