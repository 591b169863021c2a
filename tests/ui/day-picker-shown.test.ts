/**
 * When the job list's date picker comes (src/screens/job-list/use-day-picker-shown.ts): not while the day's first
 * jobs load, so their coming does not push it down; with them, offline, or once a download ended without them;
 * and it stays, another date loading included.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDayPickerShown, type DayListProgress } from '@src/screens/job-list/use-day-picker-shown';
import { installMiniDom } from './support/mini-dom';

function Picker(progress: DayListProgress) {
  return useDayPickerShown(progress) ? 'picker' : '';
}

/** A root showing 'picker' while the hook says so. */
function mountPicker() {
  const dom = installMiniDom();
  const root = createRoot(dom.container as unknown as HTMLElement);
  return {
    show: (progress: DayListProgress) => act(() => root.render(createElement(Picker, progress))),
    shown: () => dom.container.textContent === 'picker',
    close: () => {
      act(() => root.unmount());
      dom.uninstall();
    },
  };
}

const LOADING: DayListProgress = { loaded: false, fetching: false, online: true };

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

let picker: ReturnType<typeof mountPicker>;
afterEach(() => picker.close());

describe('the job list’s date picker', () => {
  it('waits for the first jobs, then stays while another date loads', () => {
    picker = mountPicker();
    picker.show(LOADING);
    expect(picker.shown()).toBe(false);
    picker.show({ ...LOADING, fetching: true });
    expect(picker.shown()).toBe(false);
    picker.show({ ...LOADING, loaded: true });
    expect(picker.shown()).toBe(true);
    picker.show({ ...LOADING, fetching: true });
    expect(picker.shown()).toBe(true);
  });

  it('comes once a download ended without the jobs (a failed fetch)', () => {
    picker = mountPicker();
    picker.show({ ...LOADING, fetching: true });
    expect(picker.shown()).toBe(false);
    picker.show(LOADING);
    expect(picker.shown()).toBe(true);
  });

  it('comes at once offline, where the jobs may not be on the phone', () => {
    picker = mountPicker();
    picker.show({ ...LOADING, online: false });
    expect(picker.shown()).toBe(true);
    picker.show(LOADING);
    expect(picker.shown()).toBe(true);
  });
});
