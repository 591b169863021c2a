/**
 * The office's board on the desk (product rules 2.22 and 6.1): alone it spans the desk with an h1 and its vans
 * under h2; beside a job opened from it, its headings step down under the job's h1 and every link of the board
 * to the open view is marked current (where Escape puts the keyboard back).
 */
import './support/engine-worker-stand-in';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';
import { jobPath } from '@domain/accounts/routes';
import { DEFAULT_TRAVEL_MODEL } from '@domain/office/stop-etas';
import type { TodayBoard } from '@domain/office/today-board';
import { Workspace } from '@src/components/workspace';
import TodayScreen from '@src/screens/today/today-screen';
import { renderWithSnapshot } from './support/render-screen';
import { loginAs } from './support/test-logins';

const board: TodayBoard = {
  date: '2026-11-28',
  branch: '1',
  generated_at: '2026-11-28T10:00:00Z',
  version: '7',
  travel_model: { ...DEFAULT_TRAVEL_MODEL },
  vans: [
    {
      manifest_id: 'M1',
      vehicle_id: 'VN21 XKD',
      driver_id: 'D100',
      driver_name: 'Dan Driver',
      progress: { done: 1, failed: 1, suspended: 0, to_do: 2 },
      in_hand_job_id: 'J-2',
      position: null,
      phone_backlog: null,
      stops: ['J-2', 'J-3'].map((id) => ({
        job_id: id,
        job_number: `N-${id}`,
        customer_name: `Customer ${id}`,
        postcode: 'M20 2LW',
        window_start: '2026-11-28T10:00:00',
        window_end: '2026-11-28T11:00:00',
        eta: '2026-11-28T10:30:00',
        eta_is_guess: true,
        distance_m: null,
        arrived: false,
      })),
    },
  ],
  needs_office: [
    {
      kind: 'failed',
      job_id: 'J-9',
      job_number: 'N-J-9',
      customer_name: 'Customer J-9',
      driver_name: 'Dan Driver',
      reason: 'Nobody home',
      at: '2026-11-28T09:40:00Z',
    },
  ],
};

function desk(path: string, open: boolean): string {
  const workspace = createElement(Workspace, {
    list: createElement(TodayScreen),
    listPath: '/today',
    detail: open ? createElement('h1', null, 'The open job') : null,
    detailKey: path,
    emptyText: 'Open a job from the list to see it here.',
    closesOnEscape: true,
    onClose: () => undefined,
    listAloneWhenEmpty: true,
  });
  return renderWithSnapshot(
    workspace,
    {
      login: loginAs(ADMIN_USER_TYPE),
      loaded: true,
      online: true,
      todayBoard: { board, feed: 'live', problem: null, receivedAt: Date.now() },
    },
    path,
  );
}

/** The hrefs of the links marked current. */
function currentLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('aria-current="true"'))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '');
}

/** The page's headings, as level and text. */
function headings(html: string): string[] {
  return [...html.matchAll(/<h([1-6])[^>]*>([^<]*)</g)].map(([, level, text]) => `h${level} ${text}`);
}

describe('the board on the desk', () => {
  it('spans the desk alone with nothing open: its title the h1, its vans and what needs the office h2', () => {
    const html = desk('/today', false);
    expect(html).toContain('class="workspace workspace--empty workspace--list-alone"');
    expect(headings(html)).toEqual([
      'h1 Today: Sat, 28 Nov 2026',
      'h2 Dan Driver · VN21 XKD',
      'h2 Needs the office',
    ]);
    expect(currentLinks(html)).toEqual([]);
  });

  it('beside an open job: one h1, the job, the board a level down, and its links to the open view current', () => {
    const html = desk(jobPath('J-2', 'overview'), true);
    expect(html).toContain('class="workspace"');
    expect(headings(html)).toEqual([
      'h2 Today: Sat, 28 Nov 2026',
      'h3 Dan Driver · VN21 XKD',
      'h3 Needs the office',
      'h1 The open job',
    ]);
    // The job in hand and its stop both name it.
    expect(currentLinks(html)).toEqual([jobPath('J-2', 'overview'), jobPath('J-2', 'overview')]);
  });

  it("marks the record's link current while a job's record is open from what needs the office", () => {
    const html = desk(jobPath('J-9', 'record'), true);
    expect(currentLinks(html)).toEqual([jobPath('J-9', 'record')]);
  });
});
