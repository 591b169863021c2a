/** The latest engine snapshot, as pushed by the worker, and hooks to read it. */
import { atom, useAtomValue } from 'jotai';
import type { EngineSnapshot } from '../engine';
import { sessionOf, type Session } from '@domain/accounts/routes';

/** What the UI shows before the engine's first snapshot arrives (a splash). */
export const initialSnapshot: EngineSnapshot = {
  ready: false,
  login: null,
  online: true,
  displayDate: '',
  isToday: true,
  fetching: false,
  loaded: false,
  manifests: [],
  jobs: [],
  lastDownloaded: null,
  rememberedUserName: null,
  notification: null,
  activeJob: null,
  assessedJobIds: [],
  sync: {
    state: 'idle',
    pendingChanges: 0,
    pendingPhotos: 0,
    pendingJobs: 0,
    pendingSignatures: 0,
    attention: 0,
    lastError: null,
    uploads: [],
  },
  attention: [],
  notices: [],
};

/** The engine's latest snapshot; only receiveChanges (receive-snapshot.ts, called by main.tsx) writes it. */
export const snapshotAtom = atom<EngineSnapshot>(initialSnapshot);

const sessionAtom = atom<Session>((get) => sessionOf(get(snapshotAtom).login));

/**
 * The whole latest engine snapshot: re-renders on every push, upload progress
 * ticks included. Prefer a slice (snapshot-slices.ts, sync-slices.ts).
 */
export function useSnapshot(): EngineSnapshot {
  return useAtomValue(snapshotAtom);
}

/** Who is using the app: logged out, a driver or an admin. */
export function useSession(): Session {
  return useAtomValue(sessionAtom);
}
