/**
 * How a component reads an atom of the app's store: it renders again only when the atom's value changes.
 *
 * jotai's own `useAtomValue` subscribes in an effect and then asks for a render unconditionally, through a
 * reducer React cannot bail out of before rendering, so every component reading the store rendered twice when
 * it mounted: on a cold start the whole layout and job list again in the task after the list was drawn (where
 * the driver's first tap waits), and each card of a van opened. Here the effect asks for a render only when
 * the value changed between the render and the subscription. (Even a `useState` setter given the same value
 * leaves its update queued, and the component's next render in a transition would then be followed by a
 * second one for it.) A component shows the value its atom's last change brought, so a change made in a
 * transition (an engine push, receive-snapshot.ts) shows in that transition's render only, never early in an
 * urgent render meanwhile (a tap's), as with jotai. The app's atoms hold plain values, never promises.
 */
import { useEffect, useState } from 'react';
import { useStore, type Atom } from 'jotai';

/** The atom's value in the app's store; re-renders the component only when it changed. */
export function useStoredValue<T>(source: Atom<T>): T {
  const store = useStore();
  // What the component first rendered: set once, so the effect below runs again only for a new store or atom.
  const [mounted] = useState(() => ({ source, value: store.get(source) }));
  const [seen, setSeen] = useState(() => mounted.value);
  useEffect(() => {
    // The updater form, so that a value that is itself a function is kept, not called.
    const look = () => setSeen(() => store.get(source));
    const unsubscribe = store.sub(source, look);
    if (source !== mounted.source || !Object.is(store.get(source), mounted.value)) look();
    return unsubscribe;
  }, [store, source, mounted]);
  return source === mounted.source ? seen : store.get(source);
}
