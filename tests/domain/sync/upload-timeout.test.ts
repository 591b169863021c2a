/** How long an upload may take (domain/sync/upload-timeout.ts). */
import { describe, expect, it } from 'vitest';
import { SLOWEST_UPLINK_BYTES_PER_MS, uploadTimeoutMs } from '@domain/sync/upload-timeout';

describe('uploadTimeoutMs', () => {
  it('adds the bytes’ time at 32 kbit/s to the wait for an answer', () => {
    expect(SLOWEST_UPLINK_BYTES_PER_MS).toBe(4);
    expect(uploadTimeoutMs(0, 30_000)).toBe(30_000);
    // A 510 KB photo (the field test's): 2 min 8 s on top of the 30 s, where 50 kbit/s 2G sends it in 82 s.
    expect(uploadTimeoutMs(510_000, 30_000)).toBe(157_500);
    expect(uploadTimeoutMs(3, 100)).toBe(101);
  });

  it('never shortens the wait for a body it cannot count', () => {
    expect(uploadTimeoutMs(-5, 30_000)).toBe(30_000);
  });
});
