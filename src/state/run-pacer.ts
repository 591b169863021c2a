/**
 * Runs a piece of work at most once per least gap: scheduled any number of
 * times meanwhile, it runs once, in a task of its own. The engine's pushes of a
 * sync (a job sent, a photo's progress, the sync bar's counts) come dozens of
 * times a second, and each application costs the page a frame's style, layout,
 * paint and commit: at CPU 4× on a slow phone one such frame is a task of
 * 50–100 ms, the longest tasks of a sync. A driver reads the sync bar's counts
 * once a second at most, so while nobody touches the page the pushes are
 * applied once a second; for a few seconds after a tap or a key (or the page
 * shown again, back from the camera), five times a second, so the driver's own
 * change (a job saved, a photo taken, a report's next screen) shows at once. Work scheduled after a quiet spell runs in the next task.
 *
 * The work runs in a task of its own (a timer, or a MessageChannel message),
 * never in an animation-frame callback: asking for a frame draws one more frame
 * (its commit and layerize) for each run, and the callback lengthens the frame's
 * own task. The browser draws the frame after the task.
 *
 * A hidden page draws no frames and may hold its timers back a minute, yet the
 * store must still follow the engine there (a notification or a return to the
 * front reads it): while hidden there is no gap, and work waiting out a gap when
 * the page is hidden runs at once.
 */

/** The gaps between two runs on a page that is shown. */
export interface RunPacing {
  /** While nobody has touched the page for `inputLastsMs`. */
  idleGapMs: number;
  /** Within `inputLastsMs` of the last tap or key. */
  inputGapMs: number;
  inputLastsMs: number;
}

/** The pacing of the engine's pushes on a page a driver holds. */
export const PUSH_PACING: RunPacing = { idleGapMs: 1000, inputGapMs: 200, inputLastsMs: 3000 };

/** What the pacer needs of the page (a browser's by default; a test's own). */
export interface PaceHost {
  /** The gaps; null where no gap is kept (Node, the UI tests). */
  readonly pacing: RunPacing | null;
  /** Whether the page is shown now. */
  shown(): boolean;
  /** Runs `run` in a task of its own. */
  postTask(run: () => void): void;
  /** Calls `run` whenever the page is hidden. */
  onHidden(run: () => void): void;
  /** Calls `run` on each tap or key of the user's, and when the page is shown again (back from the camera). */
  onInput(run: () => void): void;
  now(): number;
  /** Runs `run` in a task after `ms`; the handle cancels it. */
  delay(run: () => void, ms: number): number;
  cancelDelay(handle: number): void;
}

/** Schedules the work it was made with; `runNow` runs it at once if scheduled (and gives up the wait). */
export interface RunPacer {
  schedule(): void;
  runNow(): void;
}

/** A pacer of `work` on `host`. */
export function runPacer(work: () => void, host: PaceHost = browserPaceHost()): RunPacer {
  let scheduled = false;
  let posted = false;
  let gap: number | null = null;
  let lastRunAt = Number.NEGATIVE_INFINITY;
  let lastInputAt = Number.NEGATIVE_INFINITY;
  const giveUpGap = () => {
    if (gap !== null) host.cancelDelay(gap);
    gap = null;
  };
  const runNow = () => {
    giveUpGap();
    if (!scheduled) return;
    scheduled = false;
    lastRunAt = host.now();
    work();
  };
  const leastGap = (): number => {
    const pacing = host.pacing;
    if (pacing === null || !host.shown()) return 0;
    return host.now() - lastInputAt < pacing.inputLastsMs ? pacing.inputGapMs : pacing.idleGapMs;
  };
  const plan = () => {
    giveUpGap();
    const wait = lastRunAt + leastGap() - host.now();
    if (wait > 0) gap = host.delay(runNow, wait);
    else if (!posted) {
      // One task queued at a time, cleared by the task itself. A task still queued after an early runNow leaves
      // work scheduled since to its gap.
      posted = true;
      host.postTask(() => {
        posted = false;
        if (gap === null) runNow();
      });
    }
  };
  host.onHidden(runNow);
  host.onInput(() => {
    lastInputAt = host.now();
    // Work waiting out the long gap comes sooner now that the driver is using the page.
    if (gap !== null) plan();
  });
  return {
    schedule() {
      if (scheduled) return;
      scheduled = true;
      plan();
    },
    runNow,
  };
}

/** The browser page's; without a document (Node, the UI tests) every run is a task of its own, with no gap. */
export function browserPaceHost(): PaceHost {
  let channel: MessageChannel | null = null;
  const tasks: (() => void)[] = [];
  const hasDocument = typeof document !== 'undefined' && typeof window !== 'undefined';
  return {
    pacing: hasDocument ? PUSH_PACING : null,
    shown: () => hasDocument && document.visibilityState === 'visible',
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
    now: () => performance.now(),
    delay: (run, ms) => Number(setTimeout(run, ms)),
    cancelDelay: (handle) => clearTimeout(handle),
    onHidden(run) {
      if (!hasDocument) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') run();
      });
    },
    onInput(run) {
      if (!hasDocument) return;
      const options = { capture: true, passive: true };
      window.addEventListener('pointerdown', run, options);
      window.addEventListener('keydown', run, options);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') run();
      });
    },
  };
}
