import './support/engine-worker-stand-in';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { AttentionItem } from '@worker/engine-shapes';
import { attentionLinks } from '@src/components/attention-links';
import { SyncStatusLine } from '@src/components/sync-status';
import { JobListItem } from '@src/screens/job-list/job-list-item';
import {
  attentionHeading,
  attentionTimes,
  DISCARD_CONFIRMATION,
  discardButtons,
  discardConfirmation,
} from '@src/screens/job/attention-text';
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';
import { loginAs } from './support/test-logins';
import { evidenceCaption, evidenceImages } from '@src/screens/job/evidence-images';
import { JobAttention } from '@src/screens/job/job-attention';
import { makeJob, makeProduct } from '../domain/support/job-fixture';
import { renderWithSnapshot, textOf } from './support/render-screen';

const SAVED = new Date(2026, 10, 23, 14, 5).getTime();
const STOPPED = new Date(2026, 10, 23, 14, 7).getTime();

const item = (overrides: Partial<AttentionItem> = {}): AttentionItem => ({
  entryId: 7,
  jobId: 'ORD123-01',
  kind: 'jobUpdate',
  message:
    'This change was saved on 23/10/2026, more than 30 days ago, and was not applied. Ask the office to check the job.',
  code: 'SAVED_TOO_LONG_AGO',
  status: 422,
  at: STOPPED,
  savedAt: SAVED,
  ...overrides,
});

const job = makeJob({
  job_activity_gallery: [
    {
      id: 'g1',
      uri: 'https://store.example/PHOTO/ORD123-01-delivered-1.png',
      type: 'delivered',
      status: 'down',
    },
  ],
  products: [
    makeProduct({
      after_images: [
        {
          id: 'g2',
          uri: 'https://store.example/PHOTO/ORD123-01-damage-1.png',
          type: 'damage',
          status: 'down',
        },
      ],
    }),
  ],
});
const otherJob = makeJob({ id: 'ORD124-01', customer: [{ ...job.customer[0]!, name: 'Grace Hopper' }] });

describe('a change that needs attention shows on its job with Retry and Discard', () => {
  it("shows the gateway's message, when it was saved, and Retry and Discard buttons", () => {
    const html = renderWithSnapshot(createElement(JobAttention, { job }), {
      attention: [item(), item({ entryId: 8, jobId: otherJob.id, message: 'Not this one' })],
    });
    const text = textOf(html);
    expect(text).toContain('Needs attention');
    expect(text).toContain('Your update to this job was not sent');
    expect(text).toContain(item().message);
    expect(text).toContain('Saved on this phone on 23/11/2026 14:05. Stopped sending on 23/11/2026 14:07.');
    expect(text).not.toContain('Not this one');
    expect(html.match(/<button type="button"[^>]*>Retry<\/button>/g)).toHaveLength(1);
    expect(html.match(/<button type="button"[^>]*>Discard<\/button>/g)).toHaveLength(1);
  });

  it("keeps the job's photos viewable beside the change", () => {
    const html = renderWithSnapshot(createElement(JobAttention, { job }), { attention: [item()] });
    expect(html).toContain('alt="Delivered photo"');
    expect(html).toContain('src="https://store.example/PHOTO/ORD123-01-delivered-1.png"');
    expect(html).toContain('alt="Damage photo"');
    expect(evidenceImages(job).map((image) => image.id)).toEqual(['g1', 'g2']);
    expect(evidenceCaption({ type: 'delivered', heading: 'Collection photo' })).toBe('Collection photo');
    expect(evidenceCaption({ type: 'failed' })).toBe('Photo of the front door');
    expect(evidenceCaption({ type: 'something-new' })).toBe('Photo');
  });

  it('shows a risk assessment that needs attention on its job too', () => {
    const html = renderWithSnapshot(createElement(JobAttention, { job }), {
      attention: [item({ kind: 'draUpdate', message: 'Risk assessment refused' })],
    });
    expect(textOf(html)).toContain('Your risk assessment was not sent Risk assessment refused');
    expect(attentionHeading('adminJobUpdate')).toBe('Your completion of this job was not sent');
  });

  it('shows nothing on a job with no change that needs attention', () => {
    expect(renderWithSnapshot(createElement(JobAttention, { job: otherJob }), { attention: [item()] })).toBe(
      '',
    );
  });

  it('asks before discarding, saying what discarding means', () => {
    expect(DISCARD_CONFIRMATION).toBe(
      'This change will not be sent to the office. It stays on this phone, recorded as discarded, ' +
        'and its photos stay on this phone. Discard it?',
    );
    expect(discardButtons.map((button) => button.text)).toEqual(['Keep it', 'Discard']);
    expect(attentionTimes({ savedAt: SAVED, at: STOPPED })).toMatch(
      /^Saved on this phone on 23\/11\/2026 14:05\./,
    );
  });

  it('tells an admin the change waits in this browser, not on a phone', () => {
    const html = renderWithSnapshot(createElement(JobAttention, { job }), {
      attention: [item()],
      login: loginAs(ADMIN_USER_TYPE),
    });
    expect(textOf(html)).toContain(
      'Saved in this browser on 23/11/2026 14:05. Stopped sending on 23/11/2026 14:07.',
    );
    expect(textOf(html)).not.toContain('phone');
    expect(discardConfirmation('admin')).toBe(
      'This change will not be sent to the office. It stays in this browser, recorded as discarded, ' +
        'and its photos stay in this browser. Discard it?',
    );
  });
});

describe('the sync bar says what needs attention and leads to the job', () => {
  it('counts the changes and links each job, named for the driver', () => {
    const html = renderWithSnapshot(createElement(SyncStatusLine), {
      jobs: [job],
      attention: [item(), item({ entryId: 8 }), item({ entryId: 9, jobId: 'ORD999-01' })],
    });
    expect(html).toContain('sync-status--warning');
    expect(textOf(html)).toContain('3 changes need attention.');
    expect(html).toContain('href="/job/ORD123-01/overview"');
    expect(textOf(html)).toContain('Open job for Ada Lovelace');
    expect(textOf(html)).toContain('Open job ORD999-01');
  });

  it('makes one link per job', () => {
    expect(attentionLinks([item(), item({ entryId: 8 })], [null, job])).toEqual([
      { jobId: 'ORD123-01', label: 'Open job for Ada Lovelace' },
    ]);
  });

  it('tags the job on the list', () => {
    const card = (attention: AttentionItem[]) =>
      textOf(
        renderWithSnapshot(createElement('ul', null, createElement(JobListItem, { job })), { attention }),
      );
    expect(card([item()])).toContain('Needs attention');
    expect(card([item({ jobId: otherJob.id })])).not.toContain('Needs attention');
  });
});
