/**
 * The sync line's "Sending…" held back for a second when the line was quiet (src/components/held-back-sending.ts):
 * a pass that ends within it never shows; one still sending after it does; words already showing turn into
 * "Sending…" at once.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nextSyncLineEpisode,
  SENDING_HELD_BACK_MS,
  useHeldBackSending,
} from '@src/components/held-back-sending';
import { installMiniDom } from './support/mini-dom';

function Line({ words, syncing }: { words: string | null; syncing: boolean }) {
  return useHeldBackSending(words, syncing) ?? '';
}

/** A root showing the held-back words, and the text it shows. */
function mountLine() {
  const dom = installMiniDom();
  const root = createRoot(dom.container as unknown as HTMLElement);
  return {
    show: (words: string | null, syncing: boolean) =>
      act(() => root.render(createElement(Line, { words, syncing }))),
    wait: (ms: number) =>
      act(() => {
        vi.advanceTimersByTime(ms);
      }),
    text: () => dom.container.textContent,
    close: () => {
      act(() => root.unmount());
      dom.uninstall();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the sync line’s episodes', () => {
  it('holds back a pass only when it begins on a quiet line', () => {
    expect(nextSyncLineEpisode('quiet', true, true)).toBe('holding');
    expect(nextSyncLineEpisode('showing', true, true)).toBe('showing');
    expect(nextSyncLineEpisode('holding', true, true)).toBe('holding');
    expect(nextSyncLineEpisode('holding', false, true)).toBe('quiet');
    expect(nextSyncLineEpisode('holding', true, false)).toBe('showing');
    expect(nextSyncLineEpisode('quiet', true, false)).toBe('showing');
  });
});

describe('"Sending…" on a quiet line', () => {
  it('never shows for a pass that ends within the second', () => {
    const line = mountLine();
    line.show(null, false);
    line.show('Sending 1 job…', true);
    expect(line.text()).toBe('');
    line.wait(SENDING_HELD_BACK_MS - 1);
    line.show(null, false);
    line.wait(SENDING_HELD_BACK_MS);
    expect(line.text()).toBe('');
    line.close();
  });

  it('shows once a pass has sent for a second, with its latest words', () => {
    const line = mountLine();
    line.show(null, false);
    line.show('Sending 2 jobs…', true);
    line.wait(SENDING_HELD_BACK_MS / 2);
    line.show('Sending 1 job…', true);
    expect(line.text()).toBe('');
    line.wait(SENDING_HELD_BACK_MS / 2);
    expect(line.text()).toBe('Sending 1 job…');
    line.close();
  });

  it('turns words already showing into "Sending…" at once, and shows what is not a pass at once', () => {
    const line = mountLine();
    line.show('1 job waiting to send. It will be sent when you are back online.', false);
    expect(line.text()).toBe('1 job waiting to send. It will be sent when you are back online.');
    line.show('Sending 1 job…', true);
    expect(line.text()).toBe('Sending 1 job…');
    line.show(null, false);
    line.show('Sync failed.', false);
    expect(line.text()).toBe('Sync failed.');
    line.close();
  });
});
