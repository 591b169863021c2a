/**
 * The parts the first screen does without: each chunk loads once, at its first use or when the page warms
 * them after its first paint; one that failed to load (offline before the service worker held it) loads again.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadLater, warmLaterChunks } from '@src/app/later-chunks';

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
});
