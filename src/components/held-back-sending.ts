/**
 * The sync line's "Sending…" held back for its first second when the line was quiet: most passes after a save
 * end within it (a job's update, a photo on a good signal), and a line that came and went in a moment would
 * only flicker, lifting the job screen's bottom buttons above it and setting them down again as the driver
 * reached for them. A pass still sending after a second is shown; words already showing (what waits offline, a
 * failed pass) turn into "Sending…" at once, and every other change is shown as it comes.
 */
import { useEffect, useState } from 'react';

/** How long a pass that began while the line was quiet sends before the line says so. */
export const SENDING_HELD_BACK_MS = 1000;

/** Where the line is: saying nothing, holding back a pass's words, or showing its words. */
export type SyncLineEpisode = 'quiet' | 'holding' | 'showing';

/** The line's episode after a change of its words (whether it has any) and of whether a pass is sending. */
export function nextSyncLineEpisode(
  now: SyncLineEpisode,
  hasWords: boolean,
  syncing: boolean,
): SyncLineEpisode {
  if (!hasWords) return 'quiet';
  if (!syncing) return 'showing';
  return now === 'quiet' ? 'holding' : now;
}

/** The words to show now: `words`, or null while a pass that began on a quiet line is held back. */
export function useHeldBackSending<T>(words: T | null, syncing: boolean): T | null {
  const [episode, setEpisode] = useState<SyncLineEpisode>(() =>
    nextSyncLineEpisode('quiet', words !== null, syncing),
  );
  const next = nextSyncLineEpisode(episode, words !== null, syncing);
  // Stored as the render finds it (React's pattern for state from an earlier render): one re-render, no effect.
  if (next !== episode) setEpisode(next);
  useEffect(() => {
    if (next !== 'holding') return undefined;
    const timer = setTimeout(
      () => setEpisode((now) => (now === 'holding' ? 'showing' : now)),
      SENDING_HELD_BACK_MS,
    );
    return () => clearTimeout(timer);
  }, [next]);
  return next === 'holding' ? null : words;
}
