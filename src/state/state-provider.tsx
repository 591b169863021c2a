/** Makes the app's jotai store available to every component. */
import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { store } from './store';

/** Wraps the app in the one jotai store. */
export function StateProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
