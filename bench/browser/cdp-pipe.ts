/**
 * Chromium driven over its DevTools pipe (`--remote-debugging-pipe`: commands on fd 3, answers on fd 4, each
 * a JSON message ended by a NUL byte) with nothing enabled that the caller does not enable. Playwright
 * enables the Runtime domain on every page it drives, and with it the inspector captures a stack with line
 * numbers wherever the browser records where a call came from; a page driven here captures none unless the
 * caller enables Runtime (nor is anything else emulated: viewport, touch and network are Chromium's own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { chromiumArgs, chromiumPath } from '@scripts/chromium-path';

/** A command's answer, or the error Chromium gave; or, with no id, an event. */
interface CdpAnswer {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
}

/** A browser launched on a fresh profile, and a way to send DevTools commands to it or to a page. */
export interface PipedBrowser {
  send(
    method: string,
    params?: Record<string, unknown>,
    sessionId?: string,
  ): Promise<Record<string, unknown>>;
  /**
   * The parameters of the next event named `method` (of the session, or of the browser when none is named): one
   * event, from the call on; one that came before it is not kept.
   */
  nextEvent(method: string, sessionId?: string): Promise<Record<string, unknown>>;
  /** A session on the browser's first page (flattened: commands name it by its id). */
  firstPage(): Promise<string>;
  close(): Promise<void>;
}

/** How long a closing browser is given before it is killed. */
const CLOSE_MS = 10_000;

/** Launches headless Chromium on a fresh profile, controlled through its pipe, with `args` added to its flags. */
export function launchPiped(args: readonly string[] = []): PipedBrowser {
  const executable = chromiumPath();
  if (executable === undefined) throw new Error('no Chromium found: set CHROME_PATH');
  const profile = mkdtempSync(join(tmpdir(), 'doorstep-piped-'));
  const browser: ChildProcess = spawn(
    executable,
    [
      ...chromiumArgs,
      ...args,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const commands = browser.stdio[3] as Writable;
  const answers = browser.stdio[4] as Readable;
  const waiting = new Map<
    number,
    { answered: (answer: CdpAnswer) => void; failed: (error: Error) => void }
  >();
  /** Who waits for an event, by `sessionId method` (no session: the browser's own). */
  const awaitedEvents = new Map<
    string,
    { happened: (params: Record<string, unknown>) => void; failed: (error: Error) => void }[]
  >();
  const eventKey = (method: string, sessionId: string | undefined) => `${sessionId ?? ''} ${method}`;
  // A browser that ends (or cannot start) fails every command still waiting, and every one sent after.
  let ended: Error | null = null;
  const exited = new Promise<void>((resolve) => {
    const end = (error: Error) => {
      ended ??= error;
      for (const { failed } of waiting.values()) failed(error);
      waiting.clear();
      for (const awaited of awaitedEvents.values()) for (const { failed } of awaited) failed(error);
      awaitedEvents.clear();
      resolve();
    };
    browser.once('exit', (code) => end(new Error(`Chromium ended (exit code ${code})`)));
    browser.once('error', end);
  });
  commands.on('error', () => undefined);
  let buffered = Buffer.alloc(0);
  answers.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (let end = buffered.indexOf(0); end !== -1; end = buffered.indexOf(0)) {
      const answer = JSON.parse(buffered.subarray(0, end).toString('utf8')) as CdpAnswer;
      buffered = buffered.subarray(end + 1);
      if (answer.id === undefined) {
        if (answer.method === undefined) continue;
        const key = eventKey(answer.method, answer.sessionId);
        for (const { happened } of awaitedEvents.get(key) ?? []) happened(answer.params ?? {});
        awaitedEvents.delete(key);
        continue;
      }
      waiting.get(answer.id)?.answered(answer);
      waiting.delete(answer.id);
    }
  });
  let nextId = 0;
  const send: PipedBrowser['send'] = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      if (ended !== null) return reject(ended);
      nextId += 1;
      waiting.set(nextId, {
        answered: (answer) =>
          answer.error
            ? reject(new Error(`${method}: ${answer.error.message}`))
            : resolve(answer.result ?? {}),
        failed: reject,
      });
      commands.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });
  return {
    send,
    nextEvent: (method, sessionId) =>
      new Promise((resolve, reject) => {
        if (ended !== null) return reject(ended);
        const key = eventKey(method, sessionId);
        awaitedEvents.set(key, [...(awaitedEvents.get(key) ?? []), { happened: resolve, failed: reject }]);
      }),
    async firstPage() {
      for (;;) {
        const { targetInfos } = (await send('Target.getTargets')) as {
          targetInfos: { targetId: string; type: string }[];
        };
        const page = targetInfos.find((target) => target.type === 'page');
        if (page !== undefined) {
          const { sessionId } = await send('Target.attachToTarget', {
            targetId: page.targetId,
            flatten: true,
          });
          return sessionId as string;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      if (ended === null) {
        send('Browser.close').catch(() => undefined);
        const killer = setTimeout(() => browser.kill('SIGKILL'), CLOSE_MS);
        await exited;
        clearTimeout(killer);
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
