/**
 * Runs a piece of work at most once per frame, and at most once per the
 * host's least gap: scheduled any number of times before then, it runs once,
 * in a task of its own right after the next frame. The page cannot show more
 * than a frame's worth of the engine's pushes, and a driver reads no more than
 * a few changes a second of the sync bar's counts: the pushes of a sync (a job
 * sent, a photo's progress, the sync bar's counts) are applied and rendered a
 * few times a second instead of once per message. Each application costs a
 * frame's style, layout and paint of the whole page, the longest tasks of a
 * sync on a slow phone, so fewer of them is fewer long tasks. Work scheduled
 * after a quiet spell runs at the next frame: a driver's own change shows at
 * once. The work runs after the frame, not in its animation-frame callback:
 * that callback is part of the frame's own task, and the work would lengthen it.
 *
 * A hidden page draws no frames (the browser holds animation frames back), yet
 * the store must still follow the engine there (a notification or a return to
 * the front reads it): while hidden the work runs in a task of its own (a
 * MessageChannel message, which a hidden page still runs), and a frame still
 * waiting when the page is hidden runs its work at once.
 */

/** Least time between two runs on a page that draws frames: five a second. */
export const LEAST_GAP_BETWEEN_RUNS_MS = 200;

/** What the scheduler needs of the page (a browser's by default; a test's own). */
export interface FrameHost {
  /** Whether the page draws frames now. */
  drawsFrames(): boolean;
  requestFrame(run: () => void): number;
  cancelFrame(handle: number): void;
  /** Runs `run` in a task of its own. */
  postTask(run: () => void): void;
  /** Calls `run` whenever the page stops drawing frames (it was hidden). */
  onFramesStop(run: () => void): void;
  /** Least time between two runs of the work, in ms (0: none). */
  readonly leastGapMs: number;
  now(): number;
  /** Runs `run` after `ms`; the handle cancels it. */
  delay(run: () => void, ms: number): number;
  cancelDelay(handle: number): void;
}

/** Schedules the work it was made with; `runNow` runs it at once if scheduled (and gives up the wait). */
export interface FrameScheduler {
  schedule(): void;
  runNow(): void;
}

/** A scheduler of `work`, once per frame and least gap on `host`. */
export function frameScheduler(work: () => void, host: FrameHost = browserFrameHost()): FrameScheduler {
  let scheduled = false;
  let frame: number | null = null;
  let gap: number | null = null;
  let lastRunAt = Number.NEGATIVE_INFINITY;
  const runNow = () => {
    if (frame !== null) host.cancelFrame(frame);
    if (gap !== null) host.cancelDelay(gap);
    frame = null;
    gap = null;
    if (!scheduled) return;
    scheduled = false;
    lastRunAt = host.now();
    work();
  };
  const afterNextFrame = () => {
    gap = null;
    if (host.drawsFrames())
      frame = host.requestFrame(() => {
        frame = null;
        host.postTask(runNow);
      });
    else host.postTask(runNow);
  };
  host.onFramesStop(runNow);
  return {
    schedule() {
      if (scheduled) return;
      scheduled = true;
      const wait = lastRunAt + host.leastGapMs - host.now();
      // A hidden page's timers may wait a minute; it draws nothing meanwhile, so it needs no gap.
      if (wait > 0 && host.drawsFrames()) gap = host.delay(afterNextFrame, wait);
      else afterNextFrame();
    },
    runNow,
  };
}

/** The page's own frames; without them (Node, the UI tests) every run is a task of its own, with no gap. */
export function browserFrameHost(): FrameHost {
  let channel: MessageChannel | null = null;
  const tasks: (() => void)[] = [];
  const hasFrames = typeof requestAnimationFrame === 'function' && typeof document !== 'undefined';
  return {
    drawsFrames: () => hasFrames && document.visibilityState === 'visible',
    requestFrame: (run) => requestAnimationFrame(run),
    cancelFrame: (handle) => cancelAnimationFrame(handle),
    postTask(run) {
      if (channel === null) {
        channel = new MessageChannel();
        channel.port1.onmessage = () => tasks.shift()?.();
        // Node (the UI tests) would wait for an open port before exiting; a browser has no unref.
        (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
      }
      tasks.push(run);
      channel.port2.postMessage(null);
    },
    leastGapMs: hasFrames ? LEAST_GAP_BETWEEN_RUNS_MS : 0,
    now: () => performance.now(),
    delay: (run, ms) => Number(setTimeout(run, ms)),
    cancelDelay: (handle) => clearTimeout(handle),
    onFramesStop(run) {
      if (!hasFrames) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') run();
      });
    },
  };
}
