/**
 * The sync line's words held back for their first moments when the line was quiet and the phone is online: a
 * save sent at once says "1 job waiting to send", then "Sending 1 job…", then nothing, all within a second on a
 * good signal, and a line that came and went so would only flicker over the screen as the driver reached for
 * it. Words still there after the hold are shown; words that matter at once (offline, a failed pass) are shown
 * as they come, and so is every change of words already showing.
 */
import { useEffect, useState } from 'react';
import { PUSH_PACING } from '../state/run-pacer';

/**
 * How long words arriving on a quiet line wait: longer than the page waits, while nobody touches it, to apply
 * the engine's next push (run-pacer.ts), so a pass that ended meanwhile is seen to have ended.
 */
export const WORDS_HELD_BACK_MS = PUSH_PACING.idleGapMs + 500;

/** Where the line is: saying nothing, holding back words, or showing its words. */
export type SyncLineEpisode = 'quiet' | 'holding' | 'showing';

/**
 * The line's episode after a change of its words (whether it has any) and of whether they may wait (online and
 * idle or sending, not offline nor stuck).
 */
export function nextSyncLineEpisode(
  now: SyncLineEpisode,
  hasWords: boolean,
  mayWait: boolean,
): SyncLineEpisode {
  if (!hasWords) return 'quiet';
  if (!mayWait) return 'showing';
  return now === 'quiet' ? 'holding' : now;
}

/** The words to show now: `words`, or null while words that arrived on a quiet line are held back. */
export function useHeldBackWords<T>(words: T | null, mayWait: boolean): T | null {
  const [episode, setEpisode] = useState<SyncLineEpisode>(() =>
    nextSyncLineEpisode('quiet', words !== null, mayWait),
  );
  const next = nextSyncLineEpisode(episode, words !== null, mayWait);
  // Stored as the render finds it (React's pattern for state from an earlier render): one re-render, no effect.
  if (next !== episode) setEpisode(next);
  useEffect(() => {
    if (next !== 'holding') return undefined;
    const timer = setTimeout(
      () => setEpisode((now) => (now === 'holding' ? 'showing' : now)),
      WORDS_HELD_BACK_MS,
    );
    return () => clearTimeout(timer);
  }, [next]);
  return next === 'holding' ? null : words;
}
