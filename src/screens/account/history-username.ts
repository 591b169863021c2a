/** The username another account screen handed over in the navigation state ({ username }). */
import { useHistoryState } from 'wouter/use-browser-location';

/** The handed-over username, or ''. */
export function useHandedUsername(): string {
  const state: unknown = useHistoryState();
  if (typeof state !== 'object' || state === null) return '';
  const username = (state as Record<string, unknown>).username;
  return typeof username === 'string' ? username : '';
}
