/** Reads an office board event stream in a test: its events one by one, with a deadline for each. */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TodayBoard } from '@domain/office/today-board';
import type { TestGateway } from './test-gateway';

/** One event as it arrived. */
export interface StreamEvent {
  event: string;
  id: string | null;
  board: TodayBoard;
}

/** An open stream. */
export interface BoardStream {
  response: Response;
  /** The next `board` event, or null when none came within ms or the stream ended. */
  next(ms: number): Promise<StreamEvent | null>;
  /** Everything read so far (comments and the retry line included). */
  text(): string;
  close(): Promise<void>;
}

/** Parses whole events (blank-line terminated) out of the text read; answers them and the rest. */
function takeEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const lines = block.split('\n');
    const field = (name: string) =>
      lines
        .filter((line) => line.startsWith(`${name}:`))
        .map((line) => line.slice(name.length + 1).trimStart());
    const data = field('data');
    if (data.length === 0) continue;
    events.push({
      event: field('event')[0] ?? 'message',
      id: field('id')[0] ?? null,
      board: JSON.parse(data.join('\n')) as TodayBoard,
    });
  }
  return { events, rest };
}

/** Opens the events of the admin's board on the gateway. */
export async function openBoardStream(
  gw: Pick<TestGateway, 'request'>,
  headers: Record<string, string>,
): Promise<BoardStream> {
  const abort = new AbortController();
  const response = await gw.request(apiPaths.officeTodayEvents, { headers, signal: abort.signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`no stream: ${response.status}`);
  const decoder = new TextDecoder();
  let all = '';
  let buffer = '';
  const queue: StreamEvent[] = [];
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  return {
    response,
    text: () => all,
    next: async (ms) => {
      const deadline = Date.now() + ms;
      while (queue.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) return null;
        // A connection the gateway cut (it closed) ends the stream like a clean end.
        pending ??= reader.read().catch(() => ({ done: true, value: undefined }) as const);
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left)));
        const chunk = await Promise.race([pending, timeout]);
        clearTimeout(timer);
        if (chunk === null) return null;
        pending = null;
        if (chunk.done) return null;
        const text = decoder.decode(chunk.value, { stream: true });
        all += text;
        const { events, rest } = takeEvents(buffer + text);
        buffer = rest;
        queue.push(...events);
      }
      return queue.shift() ?? null;
    },
    close: async () => {
      abort.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
}
