/**
 * Progressive rendering of a long list: the first few items render
 * with the tap that shows the list, the rest follow in small chunks, each after
 * the browser has painted the one before (a frame, then a task) and as a
 * transition, so a tap on anything else goes first. Every item ends up in the
 * document, for find-in-page, the keyboard and screen readers; nothing is
 * windowed away.
 */
import { startTransition, useEffect, useState } from 'react';

/** Items rendered with the first paint: more than a 740 px phone screen shows. */
export const FIRST_CHUNK = 6;
/** Items added by each later chunk. */
export const NEXT_CHUNK = 10;

/** Runs `callback` in a task after the next frame is painted; answers a cancel. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** How many of `total` items to render now; grows chunk by chunk up to `total`. */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, FIRST_CHUNK));
  useEffect(() => {
    if (count >= total) return undefined;
    return afterNextPaint(() => startTransition(() => setCount(Math.min(total, count + NEXT_CHUNK))));
  }, [count, total]);
  return Math.min(count, total);
}
