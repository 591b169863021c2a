import './support/engine-worker-stand-in';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { StoredConflictNotice } from '@worker/engine-shapes';
import { noticesForJobs, OfficeNotices } from '@src/screens/job-list/office-notices';
import { JobNotices } from '@src/screens/job/job-notices';
import { makeJob } from '../domain/support/job-fixture';
import { renderWithSnapshot, textOf } from './support/render-screen';

const job = makeJob();
const other = makeJob({ id: 'ORD124-01', customer: [{ ...job.customer[0]!, name: 'Grace Hopper' }] });
const AT = new Date(2026, 10, 23, 9, 30).getTime();
let nextId = 1;
const notice = (overrides: Partial<StoredConflictNotice> = {}): StoredConflictNotice => ({
  id: nextId++,
  jobId: job.id,
  owner: 'demo.driver',
  message:
    'An admin (demo.admin) marked this job "Job Complete" at 23/11/2026 09:12. ' +
    'Your suspension was kept as a record and not applied.',
  at: AT,
  ...overrides,
});

describe('the driver sees what happened when the office changed the job first', () => {
  it('shows the notice on its job screen, with when it was settled', () => {
    const html = renderWithSnapshot(createElement(JobNotices, { job }), {
      notices: [notice(), notice({ jobId: other.id, message: 'About another job' })],
    });
    const text = textOf(html);
    expect(text).toContain('Changed by the office');
    expect(text).toContain(notice().message);
    expect(text).toContain('Settled on 23/11/2026 09:30.');
    expect(text).not.toContain('About another job');
  });

  it('shows nothing on a job without notices', () => {
    expect(renderWithSnapshot(createElement(JobNotices, { job: other }), { notices: [notice()] })).toBe('');
  });

  it("lists each notice once on the job list, about the day's jobs, with a link to the job", () => {
    const notices = [notice(), notice({ jobId: other.id, message: 'Second' }), notice({ jobId: 'gone' })];
    const html = renderWithSnapshot(createElement(OfficeNotices), { notices, jobs: [job, other] });
    const text = textOf(html);
    expect(text.split(notice().message)).toHaveLength(2);
    expect(text).toContain('Open job for Ada Lovelace');
    expect(text).toContain('Open job for Grace Hopper');
    expect(html).toContain(`href="/job/${job.id}/overview"`);
    expect(noticesForJobs(notices, [job, other]).map((shown) => shown.job.id)).toEqual([job.id, other.id]);
    expect(renderWithSnapshot(createElement(OfficeNotices), { notices, jobs: [] })).toBe('');
  });

  it('gives each notice a Dismiss button announced with its message, on the job and on the list', () => {
    const notices = [notice(), notice({ message: 'An older one' })];
    for (const html of [
      renderWithSnapshot(createElement(JobNotices, { job }), { notices }),
      renderWithSnapshot(createElement(OfficeNotices), { notices, jobs: [job] }),
    ]) {
      const buttons = [
        ...html.matchAll(/<button type="button"[^>]*aria-describedby="([^"]+)"[^>]*>Dismiss<\/button>/g),
      ];
      expect(buttons).toHaveLength(2);
      const messageIds = buttons.map(([, id]) => id);
      expect(new Set(messageIds).size).toBe(2);
      for (const id of messageIds) expect(html).toContain(`<p id="${id ?? ''}">`);
    }
  });
});
