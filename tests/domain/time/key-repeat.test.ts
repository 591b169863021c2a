// The time stepper's key-hold repeat (product rule 9.11: 500 ms first, then every 100 ms), on vitest's fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY_REPEAT_FIRST_MS, KEY_REPEAT_NEXT_MS } from '@domain/app/constants';
import { KeyRepeat } from '@domain/time/key-repeat';

const timers = {
  setTimeout: (callback: () => void, ms: number): unknown => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('KeyRepeat', () => {
  it('uses the spec’s delays', () => {
    expect(KEY_REPEAT_FIRST_MS).toBe(500);
    expect(KEY_REPEAT_NEXT_MS).toBe(100);
  });

  it('acts once on press, again after 500 ms, then every 100 ms', () => {
    const repeat = new KeyRepeat(timers);
    const action = vi.fn();
    repeat.press(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(repeat.held).toBe(true);
    vi.advanceTimersByTime(499);
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(99);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1000);
    expect(action).toHaveBeenCalledTimes(13);
  });

  it('stops on release, leaving no timer behind', () => {
    const repeat = new KeyRepeat(timers);
    const action = vi.fn();
    repeat.press(action);
    vi.advanceTimersByTime(700);
    expect(action).toHaveBeenCalledTimes(4);
    repeat.release();
    expect(repeat.held).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(action).toHaveBeenCalledTimes(4);
  });

  it('a quick tap acts once', () => {
    const repeat = new KeyRepeat(timers);
    const action = vi.fn();
    repeat.press(action);
    vi.advanceTimersByTime(200);
    repeat.release();
    vi.advanceTimersByTime(2000);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('a new press replaces the held one and starts the first delay again', () => {
    const repeat = new KeyRepeat(timers);
    const up = vi.fn();
    const down = vi.fn();
    repeat.press(up);
    vi.advanceTimersByTime(600);
    expect(up).toHaveBeenCalledTimes(3);
    repeat.press(down);
    vi.advanceTimersByTime(499);
    expect(down).toHaveBeenCalledTimes(1);
    expect(up).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(101);
    expect(down).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('an action that releases stops the repeat', () => {
    const repeat = new KeyRepeat(timers);
    let count = 0;
    repeat.press(() => {
      count += 1;
      if (count === 3) repeat.release();
    });
    vi.advanceTimersByTime(3000);
    expect(count).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes other delays when given', () => {
    const repeat = new KeyRepeat(timers, 50, 10);
    const action = vi.fn();
    repeat.press(action);
    vi.advanceTimersByTime(80);
    expect(action).toHaveBeenCalledTimes(5);
    repeat.release();
  });
});
