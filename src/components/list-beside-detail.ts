/**
 * Whether a list page is shown beside an open job (the admin's workspace on a desk): its title then steps down to
 * a second-level heading, so the open job's name is the page's one first-level heading.
 */
import { createContext, useContext } from 'react';

/** True inside the workspace's list while something is open beside it. */
export const ListBesideDetail = createContext(false);

/** The level of a list page's title: 'h1' alone, 'h2' beside an open job. */
export function useListTitleLevel(): 'h1' | 'h2' {
  return useContext(ListBesideDetail) ? 'h2' : 'h1';
}
