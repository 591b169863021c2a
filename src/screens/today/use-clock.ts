/** The time now (ms), renewed every 30 s so the board's ages tick without a new board. */
import { useEffect, useState } from 'react';

/** How often the board's ages are worked out again. */
export const AGE_TICK_MS = 30_000;

/** Date.now(), updated every AGE_TICK_MS while mounted. */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
