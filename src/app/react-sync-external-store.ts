/**
 * React 19's own useSyncExternalStore, in place of the use-sync-external-store
 * shim that wouter imports for older Reacts (vite.config.ts aliases the shim
 * here): the shim's fallback code never runs on React 19 but weighed on the first load.
 */
export { useSyncExternalStore } from 'react';
