/**
 * What the driver sees of a job, rendered to HTML as React renders it: the
 * list item, the Overview tab and the Items tab. Rendering throws where the
 * screen would break; text the job carries (markup included) must come out escaped.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import type { Job } from '@domain/job/job';
import { JobListItem } from '@src/screens/job-list/job-list-item';
import { ItemsTab } from '@src/screens/job/items-tab';
import { OverviewTab } from '@src/screens/job/overview-tab';

/** The job's list item and tabs as HTML. */
export function renderedJob(job: Job): string {
  const children = [
    createElement('ul', { key: 'list' }, createElement(JobListItem, { job })),
    createElement(OverviewTab, { key: 'overview', job }),
    createElement(ItemsTab, { key: 'items', job }),
  ];
  return renderToStaticMarkup(createElement(Router, { ssrPath: '/', children }));
}

/** Tags an answer's markup would bring to life if it were not escaped. */
export const LIVE_MARKUP = /<(img|script|svg)\b|<[^>]*\son(error|load)=/i;
