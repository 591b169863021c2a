/**
 * How a component reads an atom of the app's store: it renders again only when the atom's value changes.
 *
 * jotai's own `useAtomValue` subscribes in an effect and then asks for a render unconditionally, through a
 * reducer React cannot bail out of before rendering, so every component reading the store rendered twice when
 * it mounted: on a cold start the whole layout and job list again in the task after the list was drawn (where
 * the driver's first tap waits), and each card of a van opened. Here the effect asks for a render only when
 * the value differs from the one on screen. It never calls the setter with the same value: React keeps even
 * such an update queued, and the component's next render in a transition would then be followed by a second
 * one for it. A component shows the value its atom's last change brought, so a change made in a transition
 * (an engine push, receive-snapshot.ts) shows in that transition's render only, never early in an urgent
 * render meanwhile (a tap's), as with jotai. The app's atoms hold plain values, never promises.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore, type Atom } from 'jotai';

type Store = ReturnType<typeof useStore>;

/** A value of one atom in one store. */
interface Held<T> {
  store: Store;
  source: Atom<T>;
  value: T;
}

/** The atom's value in the app's store; re-renders the component only when it changed. */
export function useStoredValue<T>(source: Atom<T>): T {
  const store = useStore();
  const [held, setHeld] = useState<Held<T>>(() => ({ store, source, value: store.get(source) }));
  const current = held.store === store && held.source === source;
  const value = current ? held.value : store.get(source);
  // What the last commit put on screen, and whether it came from the state (not a new store's or atom's read).
  const shown = useRef<Held<T> | null>(null);
  useEffect(() => {
    shown.current = current ? held : null;
  });
  useEffect(() => {
    const take = () => setHeld({ store, source, value: store.get(source) });
    const unsubscribe = store.sub(source, take);
    // A change since the render on screen, or a state still holding another store's or atom's value.
    if (shown.current === null || !Object.is(store.get(source), shown.current.value)) take();
    return unsubscribe;
  }, [store, source]);
  return value;
}
