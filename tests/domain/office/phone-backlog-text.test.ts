// What the office reads about work waiting on a phone: counts in words, and a wait that grows from the
// heartbeat's arrival.
import { describe, expect, it } from 'vitest';
import { phoneBacklogText, waitText } from '@domain/office/phone-backlog-text';

const reportedAt = '2026-11-28T10:00:00.000Z';
const at = (seconds: number) => Date.parse(reportedAt) + seconds * 1000;

describe('phoneBacklogText', () => {
  it('says the changes and photos and how long the oldest has waited', () => {
    expect(
      phoneBacklogText({ changes: 3, photos: 5, oldest_seconds: 47 * 60, reported_at: reportedAt }, at(0)),
    ).toBe('3 changes and 5 photos waiting on the phone for 47 min');
  });

  it('adds the time since the heartbeat arrived', () => {
    expect(
      phoneBacklogText({ changes: 1, photos: 0, oldest_seconds: 600, reported_at: reportedAt }, at(3000)),
    ).toBe('1 change waiting on the phone for 1 h');
  });

  it('names photos alone, in the singular when one', () => {
    expect(
      phoneBacklogText({ changes: 0, photos: 1, oldest_seconds: 30, reported_at: reportedAt }, at(0)),
    ).toBe('1 photo waiting on the phone for under 1 min');
  });

  it('says nothing waits when nothing does', () => {
    expect(
      phoneBacklogText({ changes: 0, photos: 0, oldest_seconds: 0, reported_at: reportedAt }, at(0)),
    ).toBe('Nothing waiting on the phone');
  });

  it('never counts back from a clock behind the heartbeat, nor from an unreadable time', () => {
    expect(
      phoneBacklogText({ changes: 2, photos: 0, oldest_seconds: 120, reported_at: reportedAt }, at(-600)),
    ).toBe('2 changes waiting on the phone for 2 min');
    expect(
      phoneBacklogText({ changes: 2, photos: 0, oldest_seconds: 120, reported_at: 'never' }, at(0)),
    ).toBe('2 changes waiting on the phone for 2 min');
  });
});

describe('waitText', () => {
  it('writes minutes, then hours and minutes', () => {
    expect(waitText(59)).toBe('under 1 min');
    expect(waitText(60)).toBe('1 min');
    expect(waitText(2 * 3600)).toBe('2 h');
    expect(waitText(2 * 3600 + 5 * 60)).toBe('2 h 5 min');
  });
});
