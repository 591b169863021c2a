/**
 * Whether the job list shows its date picker yet. It sits under the vans: drawn while the day's first jobs load,
 * it would be pushed down the screen as they came. It comes with them; offline, with the note that they are not
 * on the phone; or once a download has ended without them (a failed fetch, while the driver may want another day).
 * From then on it stays, another date loading included, so it keeps its focus.
 */
import { useState } from 'react';

/** What the list knows of its day's jobs: whether they are shown, whether a download runs, the connection. */
export interface DayListProgress {
  loaded: boolean;
  fetching: boolean;
  online: boolean;
}

/** True from the first render whose list has its jobs, is offline, or saw a download begin and end. */
export function useDayPickerShown({ loaded, fetching, online }: DayListProgress): boolean {
  const [fetchBegun, beginFetch] = useState(false);
  const [kept, keep] = useState(false);
  // Adjusted while rendering (React re-renders at once, before the browser paints).
  if (fetching && !fetchBegun) beginFetch(true);
  const shown = kept || loaded || !online || (fetchBegun && !fetching);
  if (shown && !kept) keep(true);
  return shown;
}
