// Markup a gateway puts in a note or a name reaches the driver as text. React escapes every text
// it renders; these tests hold the app to that: no code in the page's realms writes HTML itself, and the
// History tab renders hostile notes (as the engine passes them on) escaped.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { NotesResult } from '@src/engine';
import { makeJob } from '../../domain/support/job-fixture';
import { MARKUP } from './hostile-answers';
import { LIVE_MARKUP } from './rendered-job';

const shownNotes = vi.hoisted(() => ({ result: null as NotesResult | null }));
vi.mock('@src/screens/job/use-job-notes', () => ({ useJobNotes: () => shownNotes.result }));
const { HistoryTab } = await import('@src/screens/job/history-tab');

/** Every code file below a folder. */
function codeFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return codeFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Ways to write HTML that React would not escape. */
const RAW_HTML =
  /dangerouslySetInnerHTML|\.innerHTML|outerHTML|insertAdjacentHTML|document\.write|createContextualFragment/;

describe('answers of another shape, and hostile answers', () => {
  it('markup: no code of the page, the engine or the service worker writes HTML itself', () => {
    const root = join(import.meta.dirname, '../../..');
    const offenders = ['src', 'worker', 'worker-shared', 'sw']
      .flatMap((realm) => codeFiles(join(root, realm)))
      .filter((file) => RAW_HTML.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('markup: the History tab shows hostile notes as text', () => {
    const notes = MARKUP.map((note, index) => ({
      id: index,
      type: 2 as const,
      note,
      date: '2026-11-25T10:00:00',
    }));
    shownNotes.result = { ok: true, notes, cached: false };
    const html = renderToStaticMarkup(createElement(HistoryTab, { job: makeJob() }));
    expect(html).not.toMatch(LIVE_MARKUP);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
