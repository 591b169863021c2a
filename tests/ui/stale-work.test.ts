import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { staleWorkLine } from '@src/screens/login/stale-work-text';
import { renderWithSnapshot, textOf } from './support/render-screen';

const SAVED = new Date(2026, 10, 23, 16, 45).getTime();

describe('the login screen names unsent work older than a day', () => {
  it('says whose work waits, how much and since when, and who must log in', () => {
    expect(staleWorkLine({ owner: 'demo.driver', jobs: 3, photos: 2, oldest: SAVED })).toBe(
      'demo.driver has changes to 3 jobs and 2 photos not sent since 23/11/2026. ' +
        'Log in as demo.driver to send them.',
    );
  });

  it('counts in the singular and leaves out photos when there are none', () => {
    expect(staleWorkLine({ owner: 'relief.1', jobs: 1, photos: 1, oldest: SAVED })).toBe(
      'relief.1 has changes to 1 job and 1 photo not sent since 23/11/2026. Log in as relief.1 to send them.',
    );
    expect(staleWorkLine({ owner: 'relief.1', jobs: 2, photos: 0, oldest: SAVED })).toBe(
      'relief.1 has changes to 2 jobs not sent since 23/11/2026. Log in as relief.1 to send them.',
    );
  });
});

describe('the login screen lists each user with stale work, names and counts only', () => {
  it('lists one line per user under a heading, and nothing when no work is stale', async () => {
    await import('./support/engine-worker-stand-in');
    const { StaleWorkList } = await import('@src/screens/login/stale-work-notice');
    const stale = [
      { owner: 'demo.driver', jobs: 3, photos: 2, oldest: SAVED },
      { owner: 'relief.1', jobs: 1, photos: 0, oldest: SAVED + 1 },
    ];
    const text = textOf(renderWithSnapshot(createElement(StaleWorkList, { stale }), {}, '/'));
    expect(text).toBe(
      'Work not sent from this phone ' +
        'demo.driver has changes to 3 jobs and 2 photos not sent since 23/11/2026. Log in as demo.driver to send them. ' +
        'relief.1 has changes to 1 job not sent since 23/11/2026. Log in as relief.1 to send them.',
    );
    expect(renderWithSnapshot(createElement(StaleWorkList, { stale: [] }), {}, '/')).toBe('');
  });
});
