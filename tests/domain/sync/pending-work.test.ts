// The question before a logout or Change CDC with work waiting counts what the driver did, as the sync bar does
// (the sync bar's words): jobs, photos, signatures, and the changes that need attention.
import { describe, expect, it } from 'vitest';
import { hasPendingWork, pendingWorkMessage, waitingParts } from '@domain/sync/pending-work';

const sent = 'kept on this device and will be sent after you next log in.';
const none = { jobs: 0, photos: 0, signatures: 0, attention: 0 };

describe('pendingWorkMessage', () => {
  it.each([
    [{ ...none, jobs: 1 }, `You have 1 job waiting to send. It is ${sent}`],
    [{ ...none, jobs: 3 }, `You have 3 jobs waiting to send. They are ${sent}`],
    [{ ...none, jobs: 1, photos: 1 }, `You have 1 job and 1 photo waiting to send. They are ${sent}`],
    [
      { ...none, jobs: 2, photos: 4, signatures: 1 },
      `You have 2 jobs, 3 photos and 1 signature waiting to send. They are ${sent}`,
    ],
    [
      { ...none, jobs: 1, attention: 2 },
      `You have 1 job waiting to send. 2 changes need attention. They are ${sent}`,
    ],
    [
      { ...none, attention: 1 },
      '1 change needs attention. It is kept on this device and waits for you after you next log in.',
    ],
  ])('names %j', (work, message) => {
    expect(pendingWorkMessage(work)).toBe(message);
  });
});

describe('waitingParts', () => {
  it('counts photos apart from the signatures among them', () => {
    expect(waitingParts({ jobs: 3, photos: 3, signatures: 1 })).toEqual([
      '3 jobs',
      '2 photos',
      '1 signature',
    ]);
    expect(waitingParts({ jobs: 0, photos: 0, signatures: 0 })).toEqual([]);
  });
});

describe('hasPendingWork', () => {
  it('is true when a job, a photo or a change needing attention waits', () => {
    expect(hasPendingWork(none)).toBe(false);
    expect(hasPendingWork({ ...none, jobs: 1 })).toBe(true);
    expect(hasPendingWork({ ...none, photos: 1 })).toBe(true);
    expect(hasPendingWork({ ...none, attention: 1 })).toBe(true);
  });
});
