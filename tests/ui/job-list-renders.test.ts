/**
 * What renders again when a snapshot arrives. The job list and the
 * sync bar render with react-dom/client into a mini DOM (support/mini-dom.ts);
 * a React Profiler around each part and counters on what each part calls once
 * per render (a card: jobTypeSummary; the list's header: formatDisplayDate; the
 * sync line: syncStatusText; the progress list: uploadProgressText; the date picker at the list's foot:
 * datePickerMax) count the renders. Every snapshot is a fresh structured clone, as a push from the worker is.
 */
import './support/engine-worker-stand-in';
import { act, createElement, Profiler, type ProfilerOnRenderCallback } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { EngineSnapshot, UploadProgress } from '@worker/engine-shapes';
import type { Job, Manifest } from '@domain/job/job';
import { SyncStatusLine } from '@src/components/sync-status';
import { JobListScreen } from '@src/screens/job-list/job-list-screen';
import { FIRST_CHUNK } from '@src/screens/job-list/use-progressive-count';
import { flushSnapshot, receiveChanges } from '@src/state/receive-snapshot';
import { snapshotBeforeStart } from '@src/state/snapshot-atom';
import { StateProvider } from '@src/state/state-provider';
import { makeJob } from '../domain/support/job-fixture';
import type * as JobSummaryModule from '@domain/job/job-summary';
import type * as DatesModule from '@domain/time/dates';
import type * as DisplayDateModule from '@domain/job-list/display-date';
import type * as SyncStatusTextModule from '@src/components/sync-status-text';
import { dispatch, elementsByTag, installMiniDom, type MiniElement } from './support/mini-dom';

const counts = vi.hoisted(() => ({
  cards: new Map<string, number>(),
  header: 0,
  syncLine: 0,
  progressLines: 0,
  datePicker: 0,
}));

vi.mock('@domain/job/job-summary', async (importOriginal) => {
  const actual = await importOriginal<typeof JobSummaryModule>();
  return {
    ...actual,
    jobTypeSummary: (job: Job) => {
      counts.cards.set(job.id, (counts.cards.get(job.id) ?? 0) + 1);
      return actual.jobTypeSummary(job);
    },
  };
});
vi.mock('@domain/time/dates', async (importOriginal) => {
  const actual = await importOriginal<typeof DatesModule>();
  return {
    ...actual,
    formatDisplayDate: (...args: Parameters<typeof actual.formatDisplayDate>) => {
      counts.header += 1;
      return actual.formatDisplayDate(...args);
    },
  };
});
vi.mock('@domain/job-list/display-date', async (importOriginal) => {
  const actual = await importOriginal<typeof DisplayDateModule>();
  return {
    ...actual,
    datePickerMax: (...args: Parameters<typeof actual.datePickerMax>) => {
      counts.datePicker += 1;
      return actual.datePickerMax(...args);
    },
  };
});
vi.mock('@src/components/sync-status-text', async (importOriginal) => {
  const actual = await importOriginal<typeof SyncStatusTextModule>();
  return {
    ...actual,
    syncStatusText: (...args: Parameters<typeof actual.syncStatusText>) => {
      counts.syncLine += 1;
      return actual.syncStatusText(...args);
    },
    uploadProgressText: (...args: Parameters<typeof actual.uploadProgressText>) => {
      counts.progressLines += 1;
      return actual.uploadProgressText(...args);
    },
  };
});

const VANS = 3;
const JOBS_PER_VAN = 20;

const manifests: Manifest[] = Array.from({ length: VANS }, (_, v) => ({
  id: `M${v + 1}`,
  vehicle_id: `VAN ${v + 1}`,
  start_time: '2026-11-21T06:00:00',
  end_time: '2026-11-21T20:00:00',
}));
const jobs: Job[] = manifests.flatMap((manifest, v) =>
  Array.from({ length: JOBS_PER_VAN }, (_, j) =>
    makeJob({ id: `ORD${v}${String(j).padStart(2, '0')}-01`, manifest_id: manifest.id }),
  ),
);
const upload = (loaded: number): UploadProgress => ({
  photoId: 'photo-1',
  jobId: jobs[0]!.id,
  uri: 'ORD000-01-delivered-1',
  loaded,
  total: 1000,
});
const day: EngineSnapshot = { ...snapshotBeforeStart, ready: true, loaded: true, manifests, jobs };

const commits = { list: 0, sync: 0 };
const onRender: ProfilerOnRenderCallback = (id) => {
  if (id === 'list') commits.list += 1;
  if (id === 'sync') commits.sync += 1;
};

let dom: ReturnType<typeof installMiniDom>;
let root: Root;

/** Lets the progressive list's chunks render (each waits for a frame and a task, then renders in act). */
async function settle(): Promise<void> {
  for (let round = 0; round < 8; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  }
}

/**
 * Pushes the snapshot as the worker does (a structured clone), applies it at once (its own MessageChannel task
 * may come after the timers below when the machine is loaded) and lets everything render.
 */
async function push(snapshot: EngineSnapshot): Promise<void> {
  act(() => {
    receiveChanges(structuredClone(snapshot));
    flushSnapshot();
  });
  await settle();
}

function resetCounts(): void {
  counts.cards.clear();
  counts.header = 0;
  counts.syncLine = 0;
  counts.progressLines = 0;
  counts.datePicker = 0;
  commits.list = 0;
  commits.sync = 0;
}

const cardRenders = () => [...counts.cards.values()].reduce((sum, n) => sum + n, 0);

function vanButton(vehicle: string): MiniElement {
  const button = elementsByTag(dom.container, 'button').find((b) => b.textContent.startsWith(vehicle));
  if (button === undefined) throw new Error(`no button for ${vehicle}`);
  return button;
}

beforeAll(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  dom = installMiniDom();
  root = createRoot(dom.container as unknown as HTMLElement);
  const screen = [
    createElement(Profiler, { key: 'sync', id: 'sync', onRender }, createElement(SyncStatusLine)),
    createElement(Profiler, { key: 'list', id: 'list', onRender }, createElement(JobListScreen)),
  ];
  const tree = createElement(StateProvider, {
    children: createElement(Router, { hook: memoryLocation({ path: '/job-list' }).hook, children: screen }),
  });
  await push(day);
  act(() => root.render(tree));
  act(() => {
    dispatch(vanButton('Van VAN 1'), 'click');
    dispatch(vanButton('Van VAN 2'), 'click');
  });
  await settle();
});

afterAll(() => {
  act(() => root.unmount());
  dom.uninstall();
});

beforeEach(async () => {
  await push(day);
  resetCounts();
});

describe('a snapshot re-renders only what changed in it', () => {
  it('expanding two vans renders every one of their cards, progressively, into the document', () => {
    expect(
      elementsByTag(dom.container, 'li').filter((li) => li.getAttribute('class') === 'job-card'),
    ).toHaveLength(2 * JOBS_PER_VAN);
  });

  it('a van opens with its first cards at once and the rest after the paint', async () => {
    const cardsOfVan3 = () =>
      elementsByTag(dom.container, 'li').filter((li) => li.getAttribute('class') === 'job-card').length -
      2 * JOBS_PER_VAN;
    act(() => dispatch(vanButton('Van VAN 3'), 'click'));
    expect(cardsOfVan3()).toBe(FIRST_CHUNK);
    await settle();
    expect(cardsOfVan3()).toBe(JOBS_PER_VAN);
    act(() => dispatch(vanButton('Van VAN 3'), 'click'));
    expect(cardsOfVan3()).toBe(0);
  });

  it('an upload progress tick re-renders the progress display only: no list, no card, no sync line', async () => {
    await push({ ...day, sync: { ...day.sync, state: 'syncing', uploads: [upload(100)] } });
    resetCounts();
    await push({ ...day, sync: { ...day.sync, state: 'syncing', uploads: [upload(600)] } });
    expect(counts.progressLines).toBeGreaterThan(0);
    expect(commits.sync).toBe(1);
    expect(counts.syncLine).toBe(0);
    expect(commits.list).toBe(0);
    expect(cardRenders()).toBe(0);
  });

  it('between two photos of a pass the last upload line keeps its space, hidden, so the bar does not shrink', async () => {
    const uploading = (uploads: UploadProgress[], pendingPhotos: number): EngineSnapshot => ({
      ...day,
      sync: { ...day.sync, state: 'syncing', pendingPhotos, uploads },
    });
    const lines = () =>
      elementsByTag(dom.container, 'li')
        .filter((line) => line.getAttribute('class')?.startsWith('sync-status__upload'))
        .map(
          (line) =>
            `${line.getAttribute('class')}: ${elementsByTag(line, 'progress')[0]?.getAttribute('value')}`,
        );
    // The line already says what waited offline, so the pass's words are not held back.
    await push({ ...day, sync: { ...day.sync, state: 'offline', pendingPhotos: 2 } });
    await push(uploading([], 2));
    expect(lines()).toEqual([]);
    await push(uploading([upload(600)], 2));
    expect(lines()).toEqual(['sync-status__upload: 60']);
    // A line is its bar alone, named with its words: a positioned box of hidden words coming and going with
    // each photo would lay the page out from the document.
    const line = elementsByTag(dom.container, 'li').find(
      (li) => li.getAttribute('class') === 'sync-status__upload',
    );
    expect(line?.childNodes.map((child) => child.nodeName)).toEqual(['PROGRESS']);
    expect(elementsByTag(dom.container, 'progress')[0]?.getAttribute('aria-label')).toBe(
      'Uploading photo ORD000-01-delivered-1: 60%',
    );
    // The photo may have been refused: the line claims nothing (never 100%), it only keeps its space.
    await push(uploading([], 1));
    expect(lines()).toEqual(['sync-status__upload sync-status__upload--idle: 60']);
    await push({ ...day, sync: { ...day.sync, state: 'idle', pendingPhotos: 0 } });
    expect(lines()).toEqual([]);
    await push(uploading([], 1));
    expect(lines()).toEqual([]);
  });

  it("while syncing, the line's counts sit in boxes of their own; its other words stay plain", async () => {
    const line = () => {
      const status = elementsByTag(dom.container, 'p').find((p) => p.getAttribute('role') === 'status');
      if (status === undefined) throw new Error('no sync line');
      return status;
    };
    const boxes = () =>
      elementsByTag(line(), 'span').map((span) => `${span.getAttribute('class')}: ${span.textContent}`);
    // Words already showing (what waited offline) turn into "Sending…" at once.
    await push({ ...day, sync: { ...day.sync, state: 'offline', pendingJobs: 12, pendingPhotos: 3 } });
    await push({ ...day, sync: { ...day.sync, state: 'syncing', pendingJobs: 12, pendingPhotos: 3 } });
    expect(line().textContent).toBe('Sending 12 jobs · 3 photos…');
    expect(boxes()).toEqual(['live-count: 12', 'live-count: 3']);
    await push({ ...day, sync: { ...day.sync, state: 'stuck', pendingJobs: 12, lastError: 'HTTP 503' } });
    expect(line().textContent).toBe('Sync failed: 12 jobs waiting to send. Last error: HTTP 503');
    expect(boxes()).toEqual([]);
  });

  it('a push that changed nothing renders nothing', async () => {
    await push(day);
    expect(commits.list + commits.sync + cardRenders() + counts.syncLine).toBe(0);
  });

  it('one changed job re-renders its own card and no other', async () => {
    const changed = jobs.map((job, index) => (index === 3 ? { ...job, requiresSync: true } : job));
    await push({ ...day, jobs: changed });
    expect(commits.list).toBeGreaterThan(0);
    expect([...counts.cards.entries()]).toEqual([[jobs[3]!.id, 1]]);
    expect(counts.syncLine).toBe(0);
  });

  it("one changed job leaves the list's header alone: its title and filter are the same", async () => {
    const changed = jobs.map((job, index) => (index === 3 ? { ...job, requiresSync: true } : job));
    await push({ ...day, jobs: changed });
    expect(commits.list).toBeGreaterThan(0);
    expect(counts.header).toBe(0);
    await push({ ...day, displayDate: '2026-11-22' });
    expect(counts.header).toBe(1);
  });

  it('one changed job leaves the date picker alone: React writes its field again only for a new date', async () => {
    const dateField = () => {
      // React sets an input's type and value as properties, which the mini DOM keeps as plain fields.
      const fields = elementsByTag(dom.container, 'input') as unknown as { type?: string; value: string }[];
      const input = fields.find((field) => field.type === 'date');
      if (input === undefined) throw new Error('no date field');
      return input;
    };
    expect(dateField().value).toBe(day.displayDate);
    const changed = jobs.map((job, index) => (index === 3 ? { ...job, requiresSync: true } : job));
    await push({ ...day, jobs: changed });
    expect(commits.list).toBeGreaterThan(0);
    expect(counts.datePicker).toBe(0);
    await push({ ...day, displayDate: '2026-11-22' });
    expect(counts.datePicker).toBeGreaterThan(0);
    expect(dateField().value).toBe('2026-11-22');
  });

  it('a change of the sync state re-renders the sync line, not the list', async () => {
    await push({ ...day, sync: { ...day.sync, state: 'offline', pendingPhotos: 2 } });
    resetCounts();
    await push({ ...day, sync: { ...day.sync, state: 'syncing', pendingPhotos: 2 } });
    expect(counts.syncLine).toBe(1);
    expect(commits.list).toBe(0);
    expect(cardRenders()).toBe(0);
  });
});
