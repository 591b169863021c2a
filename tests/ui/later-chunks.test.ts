/**
 * The parts the first screen does without: each chunk loads once, at its first use or when the page warms
 * them after its first paint; one that failed to load (offline before the service worker held it) loads again.
 */
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, loadLater, warmLaterChunks } from '@src/app/later-chunks';

describe('later chunks', () => {
  it('loads a chunk once, however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const later = loadLater(load);
    await expect(later()).resolves.toBe('chunk');
    await expect(later()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a chunk again after a load that failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const later = loadLater(load as () => Promise<string>);
    await expect(later()).rejects.toThrow('offline');
    await expect(later()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('warms every chunk once the page is idle, one after the other, past one that fails', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = vi.fn(() => Promise.reject(new Error('offline')));
    const second = vi.fn(() => Promise.resolve('second'));
    loadLater(first);
    const secondLater = loadLater(second);
    warmLaterChunks();
    expect(first).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    await secondLater();
    expect(second).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('shows the fallback until the part has loaded, then the part in the same pass', async () => {
    const Part = lazyPart(() =>
      Promise.resolve(({ name }: { name: string }) => createElement('b', null, name)),
    );
    const page = () =>
      renderToString(
        createElement(Suspense, { fallback: 'waiting' }, createElement(Part, { name: 'ready' })),
      );
    expect(page()).toContain('waiting');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page()).toContain('<b>ready</b>');
    expect(page()).not.toContain('waiting');
  });
});
