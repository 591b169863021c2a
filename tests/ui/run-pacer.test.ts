/**
 * Work scheduled on a shown page runs once per least gap in a task of its own, the gap short for a while after
 * the user's tap or key, and with no gap while the page is hidden (src/state/run-pacer.ts).
 */
import { describe, expect, it } from 'vitest';
import { runPacer, type PaceHost, type RunPacing } from '@src/state/run-pacer';

const pacing: RunPacing = { idleGapMs: 1000, inputGapMs: 200, inputLastsMs: 3000 };

/** A page whose clock, timers and tasks the test runs by hand. */
function fakePage(shown = true, gaps: RunPacing | null = pacing) {
  const tasks: (() => void)[] = [];
  const onHidden: (() => void)[] = [];
  const onInput: (() => void)[] = [];
  const delays = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const page = {
    shown,
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
    runTasks() {
      for (const run of tasks.splice(0)) run();
    },
    hide() {
      page.shown = false;
      for (const run of onHidden) run();
    },
    tap() {
      for (const run of onInput) run();
    },
    /** When the one delay waiting falls due. */
    dueAt(): number | undefined {
      return [...delays.values()][0]?.at;
    },
  };
  const host: PaceHost = {
    pacing: gaps,
    shown: () => page.shown,
    postTask: (run) => tasks.push(run),
    onHidden: (run) => onHidden.push(run),
    onInput: (run) => onInput.push(run),
    now: () => page.now,
    delay(run, ms) {
      delays.set(next, { at: page.now + ms, run });
      return next++;
    },
    cancelDelay: (handle) => delays.delete(handle),
  };
  return { page, host };
}

/** A pacer of work that counts its runs, on a fake page. */
function countingPacer(shown = true, gaps: RunPacing | null = pacing) {
  const { page, host } = fakePage(shown, gaps);
  let runs = 0;
  const pacer = runPacer(() => (runs += 1), host);
  return { page, pacer, runs: () => runs };
}

/** A pacer on a shown page after its first run at 0 ms (the gap counts from it). */
function ranOnce() {
  const paced = countingPacer();
  paced.pacer.schedule();
  paced.page.runTasks();
  return paced;
}

describe('runPacer', () => {
  it('runs work scheduled many times after a quiet spell once, in the next task, asking for no frame', () => {
    const { page, pacer, runs } = countingPacer();
    for (let push = 0; push < 5; push += 1) pacer.schedule();
    expect(runs()).toBe(0);
    expect(page.tasks).toHaveLength(1);
    expect(page.delays.size).toBe(0);
    page.runTasks();
    expect(runs()).toBe(1);
    page.runTasks();
    expect(runs()).toBe(1);
  });

  it('waits out a second after a run while nobody touches the page, then runs once for all that came meanwhile', () => {
    const { page, pacer, runs } = ranOnce();
    page.wait(50);
    for (let push = 0; push < 5; push += 1) pacer.schedule();
    expect(page.dueAt()).toBe(1000);
    page.wait(949);
    expect(runs()).toBe(1);
    page.wait(1);
    expect(runs()).toBe(2);
    expect(page.tasks).toHaveLength(0);
  });

  it('keeps the gap to a fifth of a second for a while after a tap', () => {
    const { page, pacer, runs } = ranOnce();
    page.tap();
    pacer.schedule();
    expect(page.dueAt()).toBe(200);
    page.wait(200);
    expect(runs()).toBe(2);
    page.wait(100);
    pacer.schedule();
    expect(page.dueAt()).toBe(400);
    page.wait(100);
    expect(runs()).toBe(3);
    page.wait(2650);
    pacer.schedule();
    page.runTasks();
    expect(runs()).toBe(4);
    page.wait(100);
    pacer.schedule();
    expect(page.dueAt()).toBe(4050);
  });

  it('brings work waiting out the long gap forward when the user taps', () => {
    const { page, pacer, runs } = ranOnce();
    page.wait(100);
    pacer.schedule();
    expect(page.dueAt()).toBe(1000);
    page.tap();
    expect(page.delays.size).toBe(1);
    expect(page.dueAt()).toBe(200);
    page.wait(100);
    expect(runs()).toBe(2);
  });

  it('runs at once when a tap comes after the short gap has passed', () => {
    const { page, pacer, runs } = ranOnce();
    page.wait(500);
    pacer.schedule();
    page.tap();
    expect(page.delays.size).toBe(0);
    expect(page.tasks).toHaveLength(1);
    page.tap();
    expect(page.tasks).toHaveLength(1);
    page.runTasks();
    expect(runs()).toBe(2);
  });

  it('runs in the next task when the last run is older than the gap', () => {
    const { page, pacer, runs } = ranOnce();
    page.wait(1000);
    pacer.schedule();
    expect(page.delays.size).toBe(0);
    page.runTasks();
    expect(runs()).toBe(2);
  });

  it('runNow runs scheduled work at once and gives up its wait', () => {
    const { page, pacer, runs } = ranOnce();
    pacer.runNow();
    expect(runs()).toBe(1);
    pacer.schedule();
    pacer.runNow();
    expect(runs()).toBe(2);
    expect(page.delays.size).toBe(0);
    page.wait(1000);
    expect(runs()).toBe(2);
  });

  it('runs in a task of its own while the page is hidden, once per burst, with no gap', () => {
    const { page, pacer, runs } = countingPacer(false);
    pacer.schedule();
    pacer.schedule();
    page.runTasks();
    expect(runs()).toBe(1);
    pacer.schedule();
    expect(page.delays.size).toBe(0);
    page.runTasks();
    expect(runs()).toBe(2);
  });

  it('runs work waiting out the gap when the page is hidden, as its timers may be held back', () => {
    const { page, pacer, runs } = ranOnce();
    pacer.schedule();
    expect(page.delays.size).toBe(1);
    page.hide();
    expect(runs()).toBe(2);
    expect(page.delays.size).toBe(0);
    page.hide();
    expect(runs()).toBe(2);
  });

  it('posts one task only while one is queued, even after an early runNow, and keeps the gap after it', () => {
    const { page, pacer, runs } = ranOnce();
    page.wait(1000);
    pacer.schedule();
    expect(page.tasks).toHaveLength(1);
    pacer.runNow();
    expect(runs()).toBe(2);
    pacer.schedule();
    expect(page.dueAt()).toBe(2000);
    page.runTasks();
    expect(runs()).toBe(2);
    expect(page.delays.size).toBe(1);
    page.wait(1000);
    expect(runs()).toBe(3);
  });

  it('keeps the gap short again once the page is shown after being hidden', () => {
    const { page, pacer, runs } = ranOnce();
    page.hide();
    pacer.schedule();
    page.runTasks();
    expect(runs()).toBe(2);
    page.shown = true;
    page.tap();
    pacer.schedule();
    expect(page.dueAt()).toBe(200);
    page.wait(200);
    expect(runs()).toBe(3);
  });

  it('keeps no gap where the host has no pacing (Node)', () => {
    const { page, pacer, runs } = countingPacer(true, null);
    pacer.schedule();
    page.runTasks();
    pacer.schedule();
    expect(page.delays.size).toBe(0);
    page.runTasks();
    expect(runs()).toBe(2);
  });
});
