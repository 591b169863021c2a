/**
 * The latest engine snapshot, as pushed by the worker. Screens read it through
 * its slices (snapshot-slices.ts, sync-slices.ts), never whole: a lint rule
 * refuses `snapshotAtom` and `useSnapshot` outside src/state/.
 */
import { atom } from 'jotai';
import { useStoredValue } from './use-stored-value';
import { initialSnapshot, type EngineSnapshot } from '../engine';
import { sessionOf, type Session } from '@domain/accounts/routes';

/** What the UI shows before the engine's first snapshot arrives (a splash): the engine's initial value. */
export const snapshotBeforeStart: EngineSnapshot = initialSnapshot('');

/** The engine's latest snapshot; only receiveChanges (receive-snapshot.ts, called by main.tsx) writes it. */
export const snapshotAtom = atom<EngineSnapshot>(snapshotBeforeStart);

const sessionAtom = atom<Session>((get) => sessionOf(get(snapshotAtom).login));

/** Who is using the app: logged out, a driver or an admin. */
export function useSession(): Session {
  return useStoredValue(sessionAtom);
}
