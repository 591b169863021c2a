/**
 * The admin page last shown (`/incomplete`, `/today`): the list a job opened from it goes back to, on the
 * desk (where it stays beside the job) and on a phone (where Back and a save return to it) alike.
 */
import { useState } from 'react';
import { ADMIN_LIST_PATH, isPagePath, type PagePath } from '@domain/accounts/routes';

/** The path itself while it is a page, else the page shown last (at first the admin's home list). */
export function useLastListPath(path: string): PagePath {
  const [lastList, setLastList] = useState<PagePath>(ADMIN_LIST_PATH);
  if (isPagePath(path) && path !== lastList) setLastList(path);
  return isPagePath(path) ? path : lastList;
}
