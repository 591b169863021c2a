/**
 * The admin's desk (product rule 6.1, at least 1024 px wide): the admin page last opened (`/incomplete`, or any
 * other admin page) as the list on the left, and the job view or evidence record opened from it on the right,
 * each the screen the route table gives its path. Opening another job keeps the list as it was (scrolled,
 * searched); Escape on a job's tabs or its record goes back to the list. The office's board of today (product
 * rule 2.22) spans the desk while nothing is open, its vans side by side, and narrows to the list's column when a
 * job opens from it, still watching; the retail log does the same.
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import {
  RETAIL_LOG_PATH,
  TODAY_PATH,
  isPagePath,
  parseJobRoute,
  type PagePath,
} from '@domain/accounts/routes';
import { Workspace } from '../components/workspace';
import { pageScreens, screenFor } from './route-table';
import { useLastListPath } from './use-last-list-path';
import '../styles/workspace.css';

/** The views read rather than filled in: Escape may close them without losing anything typed. */
const READ_VIEWS: readonly (string | null)[] = ['overview', 'items', 'history', 'messages', 'record'];

/** The list pages that need the desk's width while nothing is open beside them. */
const WIDE_LISTS: readonly PagePath[] = [TODAY_PATH, RETAIL_LOG_PATH];

/** The list page and the open job of the path, side by side. */
export default function AdminWorkspace({ path }: { path: string }) {
  const [, navigate] = useLocation();
  const listPath = useLastListPath(path);
  const route = isPagePath(path) ? null : parseJobRoute(path);
  const close = useCallback(() => navigate(listPath), [navigate, listPath]);
  return (
    <Workspace
      list={pageScreens[listPath]()}
      listPath={listPath}
      detail={route === null ? null : screenFor(path, 'admin')}
      detailKey={path}
      emptyText="Open a job from the list to see it here."
      closesOnEscape={READ_VIEWS.includes(route?.view ?? null)}
      onClose={close}
      listAloneWhenEmpty={WIDE_LISTS.includes(listPath)}
    />
  );
}
