/**
 * The route table as the app routes: every page and every job view, rendered through the app's routes with
 * their lazy screens loaded, shows its own screen or goes where it went before the table (the guard table of
 * domain/accounts/routes.ts, the admin's way round the risk assessment and the completion steps, the step gate).
 */
import './support/engine-worker-stand-in';
import { createElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_VIEWS, PAGES, jobPath, type JobView, type Session } from '@domain/accounts/routes';
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';
import type { EngineSnapshot } from '@worker/engine-shapes';
import { AppRoutes } from '@src/app/app-routes';
import { jobViewScreens, pageScreens } from '@src/app/route-table';
import { snapshotBeforeStart, snapshotAtom } from '@src/state/snapshot-atom';
import { StateProvider } from '@src/state/state-provider';
import { store } from '@src/state/store';
import { makeJob } from '../domain/support/job-fixture';
import { loginAs } from './support/test-logins';
import { textOf } from './support/render-screen';

/** The job's own day (London), so a driver may act on it. */
const JOB_DAY = new Date('2026-11-21T09:30:00Z');
const job = makeJob({ id: 'J-1' });

interface Routed {
  /** Where the routes sent the session, if they did. */
  redirectTo: string | undefined;
  html: string;
  text: string;
}

/** The app's routes at path, rendered once every lazy screen on the way has loaded. */
async function routed(
  path: string,
  session: Session,
  snapshot: Partial<EngineSnapshot> = {},
): Promise<Routed> {
  const login = session === 'loggedOut' ? null : loginAs(session === 'admin' ? ADMIN_USER_TYPE : 'Driver');
  store.set(snapshotAtom, { ...snapshotBeforeStart, login, online: true, jobs: [job], ...snapshot });
  const ssrContext: { redirectTo?: string } = {};
  const app: ReactNode = createElement(Router, {
    ssrPath: path,
    ssrContext,
    children: createElement(AppRoutes),
  });
  const { prelude } = await prerenderToNodeStream(createElement(StateProvider, { children: app }));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { redirectTo: ssrContext.redirectTo, html, text: textOf(html) };
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(JOB_DAY);
  // the signature pad sizes itself to the phone's screen as it renders
  vi.stubGlobal('document', { ...globalThis.document, documentElement: { clientWidth: 390 } });
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The open tab of the job screen, as its tab bar marks it. */
function openTab(html: string): string | undefined {
  return /<a [^>]*aria-current="page"[^>]*>([^<]+)<\/a>/.exec(html)?.[1];
}

describe('the route table', () => {
  it('gives every page and every job view a screen, and no path the guards do not know', () => {
    expect(Object.keys(pageScreens).sort()).toEqual(Object.keys(PAGES).sort());
    expect(Object.keys(jobViewScreens).sort()).toEqual([...JOB_VIEWS].sort());
  });
});

describe('each page shows its screen to the session it belongs to', () => {
  const pages: [keyof typeof PAGES, string][] = [
    ['/', 'Driver ID'],
    ['/register-user', 'First name'],
    ['/reset-password', 'Reset code'],
    ['/forgotten-password', 'Send reset code'],
    ['/job-list', 'Jobs for:'],
    ['/incomplete', 'Incomplete jobs for:'],
  ];

  it.each(pages)('%s', async (path, shown) => {
    const { redirectTo, text } = await routed(path, PAGES[path]);
    expect(redirectTo).toBeUndefined();
    expect(text).toContain(shown);
  });

  it('sends a session elsewhere from a page that is not its own', async () => {
    expect((await routed('/incomplete', 'driver')).redirectTo).toBe('/job-list');
    expect((await routed('/job-list', 'admin')).redirectTo).toBe('/incomplete');
    expect((await routed('/job-list', 'loggedOut')).redirectTo).toBe('/');
  });
});

describe('each job view shows its screen', () => {
  /** What each view shows a driver who assessed the job on this device, on the job's day. */
  const driverSees: Record<JobView, string> = {
    overview: 'Directions',
    items: 'Quantity',
    history: 'History Loading...',
    'risk-assessment': 'Dynamic Risk Assessment',
    failed: 'Reason for Failed Delivery',
    suspend: 'Suspend Job',
    'collection-report': 'Collection report',
    'delivery-report': 'Delivery report',
    signature: 'Customer name',
    record: 'Evidence record',
    messages: '',
  };

  it.each(JOB_VIEWS.filter((view) => view !== 'messages'))('%s, for a driver', async (view) => {
    const { redirectTo, text } = await routed(jobPath(job.id, view), 'driver', { assessedJobIds: [job.id] });
    expect(redirectTo).toBeUndefined();
    expect(text).toContain(driverSees[view]);
  });

  it.each([
    ['overview', 'Overview'],
    ['items', 'Items'],
    ['history', 'History'],
  ] as const)('opens the job screen on the %s tab', async (view, label) => {
    expect(openTab((await routed(jobPath(job.id, view), 'driver')).html)).toBe(label);
  });

  it.each(['overview', 'items', 'history', 'failed', 'suspend', 'record'] as const)(
    '%s, for an admin as for a driver',
    async (view) => {
      const { redirectTo, text } = await routed(jobPath(job.id, view), 'admin');
      expect(redirectTo).toBeUndefined();
      // An admin's tab bar has Messages after History.
      expect(text).toContain(view === 'history' ? 'History Messages Loading...' : driverSees[view]);
    },
  );

  it('opens the Messages tab for an admin only: a driver goes to the job', async () => {
    const { redirectTo, html } = await routed(jobPath(job.id, 'messages'), 'admin');
    expect(redirectTo).toBeUndefined();
    expect(openTab(html)).toBe('Messages');
    expect((await routed(jobPath(job.id, 'messages'), 'driver')).redirectTo).toBe('/job/J-1/overview');
    expect((await routed(jobPath(job.id, 'overview'), 'driver')).html).not.toContain('Messages');
  });

  it('gives an admin the admin completion form on the signature view', async () => {
    const { redirectTo, text } = await routed(jobPath(job.id, 'signature'), 'admin');
    expect(redirectTo).toBeUndefined();
    expect(text).toContain('Complete Job');
  });
});

describe('job views go where they went before the table', () => {
  it('sends an admin from the risk assessment to the job', async () => {
    expect((await routed(jobPath(job.id, 'risk-assessment'), 'admin')).redirectTo).toBe('/job/J-1/overview');
  });

  it.each(['collection-report', 'delivery-report'] as const)(
    'sends an admin from %s to the signature view',
    async (view) => {
      expect((await routed(jobPath(job.id, view), 'admin')).redirectTo).toBe('/job/J-1/signature');
    },
  );

  it.each(['collection-report', 'delivery-report', 'signature'] as const)(
    'sends a driver from %s back to the job until the job is assessed on this device',
    async (view) => {
      expect((await routed(jobPath(job.id, view), 'driver')).redirectTo).toBe('/job/J-1/overview');
    },
  );

  it('sends an unknown view to the session home, and a bare job path to the overview', async () => {
    expect((await routed('/job/J-1/unknown-view', 'driver')).redirectTo).toBe('/job-list');
    expect((await routed('/job/J-1/unknown-view', 'admin')).redirectTo).toBe('/incomplete');
    expect((await routed('/job/J-1', 'driver')).redirectTo).toBe('/job/J-1/overview');
    expect((await routed('/job/J-1/overview', 'loggedOut')).redirectTo).toBe('/');
  });
});
