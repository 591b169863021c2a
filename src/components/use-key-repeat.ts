/** The product rule 9.11 key-hold repeat (domain/time/key-repeat.ts) on the window's timers, released on unmount. */
import { useEffect, useState } from 'react';
import { KeyRepeat } from '@domain/time/key-repeat';

/** One KeyRepeat for the component's lifetime. */
export function useKeyRepeat(): KeyRepeat {
  const [repeat] = useState(
    () =>
      new KeyRepeat({
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      }),
  );
  useEffect(() => () => repeat.release(), [repeat]);
  return repeat;
}
