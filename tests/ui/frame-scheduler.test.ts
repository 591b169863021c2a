/**
 * Work scheduled for the next frame runs once per frame in a task after it, no sooner than the least gap after
 * its last run, and in a task of its own while the page is hidden (src/state/frame-scheduler.ts).
 */
import { describe, expect, it } from 'vitest';
import { frameScheduler, type FrameHost } from '@src/state/frame-scheduler';

/** A page whose frames and tasks the test runs by hand. */
function fakePage(visible = true, leastGapMs = 0) {
  const frames = new Map<number, () => void>();
  const tasks: (() => void)[] = [];
  const onHidden: (() => void)[] = [];
  const delays = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const page = {
    visible,
    frames,
    tasks,
    delays,
    now: 0,
    /** Moves the clock on, running the delays that fall due. */
    wait(ms: number) {
      page.now += ms;
      for (const [handle, delay] of [...delays]) {
        if (delay.at > page.now) continue;
        delays.delete(handle);
        delay.run();
      }
    },
    drawFrame() {
      const due = [...frames.values()];
      frames.clear();
      for (const run of due) run();
    },
    runTasks() {
      for (const run of tasks.splice(0)) run();
    },
    /** Draws the next frame and runs the tasks it left. */
    nextFrame() {
      page.drawFrame();
      page.runTasks();
    },
    hide() {
      page.visible = false;
      for (const run of onHidden) run();
    },
  };
  const host: FrameHost = {
    drawsFrames: () => page.visible,
    requestFrame(run) {
      frames.set(next, run);
      return next++;
    },
    cancelFrame: (handle) => frames.delete(handle),
    postTask: (run) => tasks.push(run),
    onFramesStop: (run) => onHidden.push(run),
    leastGapMs,
    now: () => page.now,
    delay(run, ms) {
      delays.set(next, { at: page.now + ms, run });
      return next++;
    },
    cancelDelay: (handle) => delays.delete(handle),
  };
  return { page, host };
}

/** A scheduler on a page with a least gap of 200 ms, after its first run (the gap now counts from it). */
function ranOnceWithGap() {
  const { page, host } = fakePage(true, 200);
  let runs = 0;
  const scheduler = frameScheduler(() => (runs += 1), host);
  scheduler.schedule();
  page.nextFrame();
  return { page, scheduler, runs: () => runs };
}

describe('frameScheduler', () => {
  it('runs work scheduled many times before a frame once, in a task after the frame, not in the frame', () => {
    const { page, host } = fakePage();
    let runs = 0;
    const scheduler = frameScheduler(() => (runs += 1), host);
    for (let push = 0; push < 5; push += 1) scheduler.schedule();
    expect(runs).toBe(0);
    expect(page.frames.size).toBe(1);
    page.drawFrame();
    expect(runs).toBe(0);
    expect(page.tasks).toHaveLength(1);
    page.runTasks();
    expect(runs).toBe(1);
    page.nextFrame();
    expect(runs).toBe(1);
  });

  it("does not ask for another frame while the frame's task waits", () => {
    const { page, host } = fakePage();
    let runs = 0;
    const scheduler = frameScheduler(() => (runs += 1), host);
    scheduler.schedule();
    page.drawFrame();
    scheduler.schedule();
    expect(page.frames.size).toBe(0);
    page.runTasks();
    expect(runs).toBe(1);
  });

  it('asks for another frame once the last one ran', () => {
    const { page, host } = fakePage();
    let runs = 0;
    const scheduler = frameScheduler(() => (runs += 1), host);
    scheduler.schedule();
    page.nextFrame();
    scheduler.schedule();
    scheduler.schedule();
    page.nextFrame();
    expect(runs).toBe(2);
  });

  it('runNow runs scheduled work at once and gives up its frame', () => {
    const { page, host } = fakePage();
    let runs = 0;
    const scheduler = frameScheduler(() => (runs += 1), host);
    scheduler.runNow();
    expect(runs).toBe(0);
    scheduler.schedule();
    scheduler.runNow();
    expect(runs).toBe(1);
    expect(page.frames.size).toBe(0);
    page.nextFrame();
    expect(runs).toBe(1);
  });

  it('runs in a task of its own while the page is hidden, once per burst', () => {
    const { page, host } = fakePage(false);
    let runs = 0;
    const scheduler = frameScheduler(() => (runs += 1), host);
    scheduler.schedule();
    scheduler.schedule();
    expect(page.frames.size).toBe(0);
    page.runTasks();
    expect(runs).toBe(1);
  });

  it('runs the work waiting for a frame when the page is hidden, as no frame will come', () => {
    const { page, host } = fakePage();
    let runs = 0;
    const scheduler = frameScheduler(() => (runs += 1), host);
    scheduler.schedule();
    page.hide();
    expect(runs).toBe(1);
    expect(page.frames.size).toBe(0);
    page.hide();
    expect(runs).toBe(1);
  });

  it('waits out the least gap after a run before asking for a frame, then runs once for all that came meanwhile', () => {
    const { page, scheduler, runs } = ranOnceWithGap();
    expect(runs()).toBe(1);
    page.wait(50);
    for (let push = 0; push < 5; push += 1) scheduler.schedule();
    expect(page.frames.size).toBe(0);
    page.wait(149);
    expect(page.frames.size).toBe(0);
    page.wait(1);
    expect(page.frames.size).toBe(1);
    page.nextFrame();
    expect(runs()).toBe(2);
  });

  it('asks for the next frame at once when the last run is older than the gap', () => {
    const { page, scheduler, runs } = ranOnceWithGap();
    page.wait(200);
    scheduler.schedule();
    expect(page.delays.size).toBe(0);
    expect(page.frames.size).toBe(1);
    page.nextFrame();
    expect(runs()).toBe(2);
  });

  it('runs work waiting out the gap when the page is hidden, and keeps no gap while hidden', () => {
    const { page, scheduler, runs } = ranOnceWithGap();
    scheduler.schedule();
    expect(page.delays.size).toBe(1);
    page.hide();
    expect(runs()).toBe(2);
    expect(page.delays.size).toBe(0);
    scheduler.schedule();
    expect(page.delays.size).toBe(0);
    page.runTasks();
    expect(runs()).toBe(3);
  });

  it('runNow gives up the gap too', () => {
    const { page, scheduler, runs } = ranOnceWithGap();
    scheduler.schedule();
    scheduler.runNow();
    expect(runs()).toBe(2);
    expect(page.delays.size).toBe(0);
  });
});
