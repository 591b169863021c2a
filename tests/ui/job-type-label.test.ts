import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { JobType } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { JobListItem } from '@src/screens/job-list/job-list-item';
import { JobHeader } from '@src/screens/job/job-header';
import { OverviewTab } from '@src/screens/job/overview-tab';
import { makeJob, makeProduct } from '../domain/support/job-fixture';
import { renderWithSnapshot, textOf } from './support/render-screen';

/** The text of the first element with this class. */
function textOfClass(html: string, className: string): string {
  const match = new RegExp(`<(\\w+)[^>]*class="${className}"[^>]*>(.*?)</\\1>`).exec(html);
  return textOf(match?.[2] ?? '');
}

const listed = (job: Job) =>
  textOfClass(
    renderWithSnapshot(createElement('ul', null, createElement(JobListItem, { job }))),
    'job-card__summary',
  );
const headed = (job: Job) => {
  const html = renderWithSnapshot(
    createElement(JobHeader, { job, back: { href: '/job-list', label: 'Back' } }),
  );
  return textOfClass(html, 'job-header__meta');
};
const overview = (job: Job) => textOf(renderWithSnapshot(createElement(OverviewTab, { job })));

describe("a job's type is named the same way on the list and on the job screen", () => {
  it('a job of type 1 read as Delivery is "Delivery (1 item)" in both places, never "Service"', () => {
    const job = makeJob({
      job_type: JobType.ServiceOrDelivery,
      job_type_reading: 'delivery',
      products: [makeProduct()],
    });
    expect(listed(job)).toBe('Delivery (1 item)');
    expect(headed(job)).toBe(`${job.customer[0]?.postcode} Delivery (1 item)`);
    expect(overview(job)).toContain('Job type Delivery (1 item)');
    expect(headed(job)).not.toContain('Service');
  });

  it('a job of type 1 read as Service is "Service (1 item)" in both places, never "Delivery"', () => {
    const job = makeJob({
      job_type: JobType.ServiceOrDelivery,
      job_type_reading: 'service',
      products: [makeProduct()],
    });
    expect(listed(job)).toBe('Service (1 item)');
    expect(headed(job)).toBe(`${job.customer[0]?.postcode} Service (1 item)`);
    expect(overview(job)).toContain('Job type Service (1 item)');
    expect(headed(job)).not.toContain('Delivery');
  });

  it('names every kind the same way in both places', () => {
    const jobs = [
      makeJob({
        job_type: JobType.DeliveryAndCollection,
        products: [
          makeProduct({ id: 'c', job_type: JobType.Collection }),
          makeProduct({ id: 'd' }),
          makeProduct({ id: 'e' }),
        ],
      }),
      makeJob({ job_type: JobType.Collection, products: [makeProduct({ job_type: JobType.Collection })] }),
      makeJob({ job_type: JobType.ServiceOrDelivery, products: [] }),
    ];
    for (const job of jobs) {
      const label = listed(job);
      expect(headed(job)).toBe(`${job.customer[0]?.postcode} ${label}`);
      expect(overview(job)).toContain(`Job type ${label}`);
    }
    expect(jobs.map(listed)).toEqual([
      'Collection (1 item) / Delivery (2 items)',
      'Collection (1 item)',
      'Service',
    ]);
  });
});
