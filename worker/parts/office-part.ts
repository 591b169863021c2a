/**
 * The office part: an admin's page watches the board of today (product rule 2.22) while
 * it is shown; the board arrives in the snapshot's todayBoard. A driver's watch does nothing.
 */
import { isAdmin } from '@domain/accounts/login-status';
import type { EngineUnits } from '../engine-units';

/** The office part over the wired units. */
export function officePart(units: EngineUnits) {
  return {
    /** Starts the board's feed for the logged-in admin (a stream, or polling where streaming is blocked). */
    async watchTodayBoard(): Promise<void> {
      if (!isAdmin(units.state.current.login)) return;
      await units.todayBoard.watch();
    },

    /** The page stopped watching; the last watcher's leaving stops the feed and drops the board. */
    async unwatchTodayBoard(): Promise<void> {
      await units.todayBoard.unwatch();
    },
  };
}
