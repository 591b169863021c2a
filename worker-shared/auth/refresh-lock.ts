/**
 * One token refresh at a time across every context of the origin (each tab's
 * engine worker and the service worker's background-sync replay). Refresh
 * tokens rotate and each may be exchanged once, so two contexts refreshing
 * with the same stored token would end the session; under this lock the second
 * one reads the token the first one stored. Uses the Web Locks API
 * (navigator.locks) when the context has it; elsewhere (Node tests) it runs the
 * work directly.
 */

/** Runs work while holding the lock; resolves with the work's result. */
export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/** The lock every token refresh of the app holds. */
export const TOKEN_REFRESH_LOCK = 'doorstep-token-refresh';

/** Runs the work directly (no other context shares the tokens). */
export const unlocked: Exclusive = (work) => work();

/** The origin-wide lock of this name, or `unlocked` where the Web Locks API is missing. */
export function originLock(name: string): Exclusive {
  return (work) => {
    const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
    // request() resolves with what the callback's promise resolves to.
    return locks ? (locks.request(name, work) as Promise<Awaited<ReturnType<typeof work>>>) : work();
  };
}
