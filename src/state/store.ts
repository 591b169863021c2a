/** The one jotai store of the app; main.tsx writes engine snapshots into it. */
import { createStore } from 'jotai';

/** The app's single jotai store. */
export const store = createStore();
