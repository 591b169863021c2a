/**
 * Starts bench/gateway/board-streams-child.ts, waits until its streams are open, reads their counts and
 * ends them. Spawns a process.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StreamsAnswer, StreamsRequest } from './board-streams-child';
import type { AdminHeaders } from './sign-in';

const childScript = fileURLToPath(new URL('./board-streams-child.ts', import.meta.url));

/** What the streams have received so far. */
export interface StreamCounts {
  /** `board` events each stream has received (the first board included). */
  events: number[];
  /** Bytes read from all streams. */
  bytes: number;
}

/** The open streams in their process. */
export interface BoardStreamsProcess {
  /** The reading process's id (its CPU time is the office's screens', not the gateway's). */
  pid: number;
  read(): Promise<StreamCounts>;
  /** Ends the streams and waits for the process to exit. */
  close(): Promise<void>;
}

function nextAnswer(child: ChildProcess): Promise<StreamsAnswer> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the board streams exited (${String(code)})`));
    child.once('exit', onExit);
    child.once('message', (answer: StreamsAnswer) => {
      child.off('exit', onExit);
      resolve(answer);
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Opens `perGateway` admin streams at each gateway in a child process; answers once all have a board. */
export async function startBoardStreams(
  gateways: readonly { url: string; admins: readonly AdminHeaders[] }[],
  perGateway: number,
): Promise<BoardStreamsProcess> {
  const child = fork(childScript, {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_BOARD_GATEWAYS: JSON.stringify(gateways),
      BENCH_BOARD_STREAMS: String(perGateway),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (request: StreamsRequest) => child.send(request);
  const close = async () => {
    if (child.connected) ask({ close: true });
    else child.kill('SIGTERM');
    await exited(child);
  };
  const first = await nextAnswer(child);
  if (!('ready' in first)) {
    await close();
    throw new Error('error' in first ? first.error : 'the board streams answered out of turn');
  }
  return {
    pid: child.pid ?? -1,
    read: async () => {
      const answer = nextAnswer(child);
      ask({ read: true });
      const counts = await answer;
      if (!('events' in counts)) throw new Error('the board streams answered out of turn');
      return counts;
    },
    close,
  };
}
