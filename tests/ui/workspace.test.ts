/**
 * The desk's list–detail layout with the admin's incomplete list: beside an open job the list's title steps down
 * to h2 (the job's name is the page's h1) and the open job's card is marked current; with nothing open the list
 * keeps its h1 and the detail pane says how to open a job. The open job's screens go back to that list.
 */
import './support/engine-worker-stand-in';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';
import { Workspace } from '@src/components/workspace';
import { useListPath } from '@src/components/list-beside-detail';
import IncompleteScreen from '@src/screens/incomplete/incomplete-screen';
import { makeJob } from '../domain/support/job-fixture';
import { renderWithSnapshot, textOf } from './support/render-screen';
import { loginAs } from './support/test-logins';

const jobs = [makeJob({ id: 'J-1' }), makeJob({ id: 'J-2' })];
const EMPTY = 'Open a job from the list to see it here.';
/** The list a desk's list page is given here, apart from the admin's home list. */
const LIST_PATH = '/some-admin-list';

/** An open job's stand-in: its name, and where its Back would go. */
function OpenJob({ name }: { name: string }) {
  return createElement('h1', { 'data-back': useListPath() }, name);
}

function desk(path: string, detail: string | null): string {
  const workspace = createElement(Workspace, {
    list: createElement(IncompleteScreen),
    listPath: LIST_PATH,
    detail: detail === null ? null : createElement(OpenJob, { name: detail }),
    detailKey: path,
    emptyText: EMPTY,
    closesOnEscape: true,
    onClose: () => undefined,
  });
  return renderWithSnapshot(
    workspace,
    { login: loginAs(ADMIN_USER_TYPE), jobs, loaded: true, online: true },
    path,
  );
}

/** The card links with aria-current, by job id. */
function currentCards(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="\/job\/([^/"]+)\/overview"[^>]*>/g)]
    .filter(([tag]) => tag.includes('aria-current="true"'))
    .map(([, id]) => id ?? '');
}

describe('the list beside the open job', () => {
  it('marks the open job current and leaves the page one h1, the job', () => {
    const html = desk('/job/J-2/overview', 'Ada Lovelace');
    expect(currentCards(html)).toEqual(['J-2']);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<h2 class="list-header__title"[^>]*>Incomplete jobs for: /);
    expect(textOf(html)).not.toContain(EMPTY);
    // The open job goes back to the list beside it, not the session's home list.
    expect(html).toContain(`<h1 data-back="${LIST_PATH}">Ada Lovelace</h1>`);
  });

  it('keeps the list title an h1 with nothing open, and says how to open a job', () => {
    const html = desk('/incomplete', null);
    expect(currentCards(html)).toEqual([]);
    expect(html).toMatch(/<h1 class="list-header__title"[^>]*>Incomplete jobs for: /);
    expect(html).toContain('class="workspace workspace--empty"');
    expect(textOf(html)).toContain(EMPTY);
  });
});
