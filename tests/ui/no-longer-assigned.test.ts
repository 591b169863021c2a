/**
 * A job the office gave to another driver while its change waits on
 * the phone stays on the list, marked: the card says so, the job screen says
 * so, and the sync bar's link names the customer.
 */
import './support/engine-worker-stand-in';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { attentionLinks } from '@src/components/attention-links';
import { JobListItem } from '@src/screens/job-list/job-list-item';
import { JobUnassigned } from '@src/screens/job/job-unassigned';
import { makeJob } from '../domain/support/job-fixture';
import { renderWithSnapshot, textOf } from './support/render-screen';

const kept = makeJob({ requiresSync: true, noLongerAssigned: true });
const assigned = makeJob({ id: 'ORD124-01', requiresSync: true });

describe('a job no longer assigned to the driver', () => {
  it('is tagged on its card', () => {
    const html = renderWithSnapshot(createElement(JobListItem, { job: kept }));
    expect(html).toContain('<span class="tag tag--unassigned">No longer assigned to you</span>');
    expect(renderWithSnapshot(createElement(JobListItem, { job: assigned }))).not.toContain(
      'No longer assigned',
    );
  });

  it('says so on the job screen', () => {
    const text = textOf(renderWithSnapshot(createElement(JobUnassigned, { job: kept })));
    expect(text).toBe(
      'No longer assigned to you The office no longer lists this job for you. It stays on this phone ' +
        'until your change to it is sent or discarded.',
    );
    expect(renderWithSnapshot(createElement(JobUnassigned, { job: assigned }))).toBe('');
  });

  it("lets the sync bar's link name the customer, the job being on the list", () => {
    expect(attentionLinks([{ jobId: kept.id }], [null, kept])).toEqual([
      { jobId: kept.id, label: 'Open job for Ada Lovelace' },
    ]);
  });
});
