/**
 * Starts bench/gateway/gateway-child.ts as a child process and waits for its URL; stop() ends it with SIGTERM
 * (it closes the server and the database) and waits for it to exit, kill() with SIGKILL (no close at all, its
 * connections cut by the kernel: what the server suite's killed gateway needs). Spawns a process.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '@server/db/database';
import type { WebhookSenderTiming } from '@server/webhooks/webhook-sender';

const childScript = fileURLToPath(new URL('./gateway-child.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;

/** How to start one gateway. */
export interface GatewayProcessOptions {
  database: DatabaseConfig;
  /** Jobs to plan per demo driver today (0: none; only one instance of a shared database needs to). */
  bigDay: number;
  /** The day the big day is planned on, in days before today (unset: today). */
  bigDayDaysAgo?: number;
  /** Write a V8 CPU profile of the gateway into this directory when it stops. */
  profileDir?: string;
  /** Retail webhook endpoints (the RETAIL_WEBHOOKS setting's JSON; unset: none). */
  retailWebhooks?: string;
  /** The webhook sender's timing (unset: production's). */
  webhookTiming?: Partial<WebhookSenderTiming>;
}

/** A running gateway process. */
export interface GatewayProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function firstLine(child: ChildProcess, errors: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) throw new Error('the gateway child has no stdout');
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => reject(new Error('the gateway did not start in time')), START_TIMEOUT_MS);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(line);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the gateway exited (${String(code)}) before it was ready:\n${errors()}`));
    });
  });
}

/** Starts one gateway and answers once it listens. */
export async function startGatewayProcess(options: GatewayProcessOptions): Promise<GatewayProcess> {
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', childScript], {
    env: {
      ...process.env,
      BENCH_DATABASE: JSON.stringify(options.database),
      BENCH_BIG_DAY: String(options.bigDay),
      BENCH_BIG_DAY_DAYS_AGO: String(options.bigDayDaysAgo ?? 0),
      RETAIL_WEBHOOKS: options.retailWebhooks ?? '',
      BENCH_WEBHOOK_TIMING: JSON.stringify(options.webhookTiming ?? {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const ended = (signal: NodeJS.Signals) => async () => {
    child.kill(signal);
    await exited(child);
  };
  const stop = ended('SIGTERM');
  try {
    const { url } = JSON.parse(await firstLine(child, () => stderr)) as { url: string };
    return { url, pid: child.pid ?? -1, stop, kill: ended('SIGKILL') };
  } catch (error) {
    await stop();
    throw error;
  }
}
