/**
 * Runs a piece of work at most once per frame: scheduled any number of times
 * before the next frame, it runs once, in a task of its own right after that
 * frame. The page cannot show more than a frame's worth of the engine's
 * pushes, so the pushes of a sync (a job sent, a photo's progress, the sync
 * bar's counts) are applied and rendered once per frame instead of once per
 * message. The work runs after the frame, not in its animation-frame callback:
 * that callback is part of the frame's own task, whose style, layout and paint
 * are already the longest task of a sync, and the work would lengthen it.
 *
 * A hidden page draws no frames (the browser holds animation frames back), yet
 * the store must still follow the engine there (a notification or a return to
 * the front reads it): while hidden the work runs in a task of its own (a
 * MessageChannel message, which a hidden page still runs), and a frame still
 * waiting when the page is hidden runs its work at once.
 */

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
}

/** Schedules the work it was made with; `runNow` runs it at once if scheduled (and gives up the wait). */
export interface FrameScheduler {
  schedule(): void;
  runNow(): void;
}

/** A scheduler of `work`, once per frame on `host`. */
export function frameScheduler(work: () => void, host: FrameHost = browserFrameHost()): FrameScheduler {
  let scheduled = false;
  let frame: number | null = null;
  const runNow = () => {
    if (frame !== null) host.cancelFrame(frame);
    frame = null;
    if (!scheduled) return;
    scheduled = false;
    work();
  };
  host.onFramesStop(runNow);
  return {
    schedule() {
      if (scheduled) return;
      scheduled = true;
      if (host.drawsFrames())
        frame = host.requestFrame(() => {
          frame = null;
          host.postTask(runNow);
        });
      else host.postTask(runNow);
    },
    runNow,
  };
}

/** The page's own frames; without them (Node, the UI tests) every run is a task of its own. */
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
    onFramesStop(run) {
      if (!hasFrames) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') run();
      });
    },
  };
}
