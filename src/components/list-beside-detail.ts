/**
 * A list page beside an open job (the admin's workspace on a desk): the list's title then steps down to a
 * second-level heading, so the open job's name is the page's one first-level heading; and the job's screens go
 * back to that list rather than the session's home list.
 */
import { createContext, useContext } from 'react';
import { homePathFor } from '@domain/accounts/routes';
import { useSession } from '../state/snapshot-atom';

/** True inside the workspace's list while something is open beside it. */
export const ListBesideDetail = createContext(false);

/** The level of a list page's title: 'h1' alone, 'h2' beside an open job. */
export function useListTitleLevel(): 'h1' | 'h2' {
  return useContext(ListBesideDetail) ? 'h2' : 'h1';
}

/** The admin page an open job was opened from (where its Back and its saves return), or null for a driver. */
export const DetailListPath = createContext<string | null>(null);

/** Where a job's screens go back to: the admin page they were opened from, else the session's own list. */
export function useListPath(): string {
  const session = useSession();
  return useContext(DetailListPath) ?? homePathFor(session);
}
