/**
 * The sync line's words held back when they come to a quiet line while online (src/components/held-back-words.ts):
 * a save sent within the hold never shows; words still there after it do; offline and failed-pass words, and
 * changes of words already showing, show at once.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSyncLineEpisode, useHeldBackWords, WORDS_HELD_BACK_MS } from '@src/components/held-back-words';
import { PUSH_PACING } from '@src/state/run-pacer';
import { installMiniDom } from './support/mini-dom';

function Line({ words, mayWait }: { words: string | null; mayWait: boolean }) {
  return useHeldBackWords(words, mayWait) ?? '';
}

/** A root showing the held-back words, and the text it shows. */
function mountLine() {
  const dom = installMiniDom();
  const root = createRoot(dom.container as unknown as HTMLElement);
  return {
    show: (words: string | null, mayWait: boolean) =>
      act(() => root.render(createElement(Line, { words, mayWait }))),
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
  it('holds back words only when they come to a quiet line and may wait', () => {
    expect(nextSyncLineEpisode('quiet', true, true)).toBe('holding');
    expect(nextSyncLineEpisode('showing', true, true)).toBe('showing');
    expect(nextSyncLineEpisode('holding', true, true)).toBe('holding');
    expect(nextSyncLineEpisode('holding', false, true)).toBe('quiet');
    expect(nextSyncLineEpisode('holding', true, false)).toBe('showing');
    expect(nextSyncLineEpisode('quiet', true, false)).toBe('showing');
  });

  it('waits longer than the page waits, untouched, to apply the engine’s next push', () => {
    expect(WORDS_HELD_BACK_MS).toBeGreaterThan(PUSH_PACING.idleGapMs);
  });
});

describe('words coming to a quiet line while online', () => {
  it('never show for a save sent within the hold: waiting, then sending, then nothing', () => {
    const line = mountLine();
    line.show(null, true);
    line.show('1 job waiting to send', true);
    line.wait(300);
    line.show('Sending 1 job…', true);
    expect(line.text()).toBe('');
    line.wait(WORDS_HELD_BACK_MS - 301);
    line.show(null, true);
    line.wait(WORDS_HELD_BACK_MS);
    expect(line.text()).toBe('');
    line.close();
  });

  it('show once the hold is over, with the latest words', () => {
    const line = mountLine();
    line.show(null, true);
    line.show('Sending 2 jobs…', true);
    line.wait(WORDS_HELD_BACK_MS / 2);
    line.show('Sending 1 job…', true);
    expect(line.text()).toBe('');
    line.wait(WORDS_HELD_BACK_MS / 2);
    expect(line.text()).toBe('Sending 1 job…');
    line.close();
  });

  it('hold a second pass begun soon after the first ended for a whole hold of its own', () => {
    const line = mountLine();
    line.show('Sending 1 job…', true);
    line.wait(600);
    line.show(null, true);
    line.wait(100);
    line.show('Sending 1 photo…', true);
    line.wait(WORDS_HELD_BACK_MS - 1);
    expect(line.text()).toBe('');
    line.wait(1);
    expect(line.text()).toBe('Sending 1 photo…');
    line.close();
  });

  it('are held when the line mounts with them too (the app opened while work waits)', () => {
    const line = mountLine();
    line.show('1 job waiting to send', true);
    expect(line.text()).toBe('');
    line.wait(WORDS_HELD_BACK_MS);
    expect(line.text()).toBe('1 job waiting to send');
    line.close();
  });

  it('offline or failed-pass words show at once, and so does a change of words already showing', () => {
    const line = mountLine();
    line.show('1 job waiting to send. It will be sent when you are back online.', false);
    expect(line.text()).toBe('1 job waiting to send. It will be sent when you are back online.');
    line.show('Sending 1 job…', true);
    expect(line.text()).toBe('Sending 1 job…');
    line.show(null, true);
    line.show('Sync failed.', false);
    expect(line.text()).toBe('Sync failed.');
    line.close();
  });
});
