import { describe, expect, it } from 'vitest';
import { hasPendingWork, pendingWorkMessage } from '../../../src/domain/sync/pending-work';

const tail = 'kept on this device and will be sent after you next log in.';

describe('pendingWorkMessage', () => {
  it.each([
    [{ changes: 1, photos: 0 }, `You have 1 unsynced change. It is ${tail}`],
    [{ changes: 3, photos: 0 }, `You have 3 unsynced changes. They are ${tail}`],
    [{ changes: 1, photos: 1 }, `You have 1 unsynced change and 1 photo not yet uploaded. They are ${tail}`],
    [
      { changes: 2, photos: 4 },
      `You have 2 unsynced changes and 4 photos not yet uploaded. They are ${tail}`,
    ],
    [{ changes: 0, photos: 1 }, `You have 1 photo not yet uploaded. It is ${tail}`],
    [{ changes: 0, photos: 2 }, `You have 2 photos not yet uploaded. They are ${tail}`],
  ])('names %j', (work, message) => {
    expect(pendingWorkMessage(work)).toBe(message);
  });
});

describe('hasPendingWork', () => {
  it('is true when a change or a photo waits', () => {
    expect(hasPendingWork({ changes: 0, photos: 0 })).toBe(false);
    expect(hasPendingWork({ changes: 1, photos: 0 })).toBe(true);
    expect(hasPendingWork({ changes: 0, photos: 1 })).toBe(true);
  });
});
