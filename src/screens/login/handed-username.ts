/**
 * The username a screen handed over in the navigation state ({ username }): the
 * account screens pass it on to each other and to the login screen. Reads the
 * browser's history state.
 */
import { useHistoryState } from '../../app/browser-location';

/** The handed-over username, or ''. */
export function useHandedUsername(): string {
  const state: unknown = useHistoryState();
  if (typeof state !== 'object' || state === null) return '';
  const username = (state as Record<string, unknown>).username;
  return typeof username === 'string' ? username : '';
}
