/**
 * A screen's bottom buttons (the job screen's Complete and Failed, the signature's Complete): a bar resting at the
 * foot of the screen, in reach of the thumb. The notices over the foot of the screen (app/screen-foot.tsx) stack
 * up from the top of this bar rather than from under it: the signal going or a sync's words coming then leave the
 * buttons where they are, where the driver's thumb is.
 *
 * The bar's height, kept in `--bottom-buttons` on the root element, lifts the notices; the root's
 * `data-bottom-buttons` says the room for them is in the bar, not at the end of the page (a `:has(.bottom-buttons)`
 * on the page would be checked again through the whole list at each change in it). That room is the bar's top
 * margin, as tall as the notices (`--screen-foot`), so the end of the screen scrolls clear of them. The bar itself
 * is the sticky box, with nothing of its own around it: a box inside a sticky one, moved down its parent as the
 * room grew and held in place by its parent's stickiness, was counted by Chromium as a layout shift each time,
 * though it never moved on the screen.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

const HEIGHT = '--bottom-buttons';
const SHOWN = 'data-bottom-buttons';

/** The bar, its class naming the screen's own (`job-actions`, `signature-actions`). */
export function BottomButtons({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (bar === null) return undefined;
    const root = document.documentElement;
    const keep = () => root.style.setProperty(HEIGHT, `${bar.getBoundingClientRect().height}px`);
    // Read at once, so a notice already showing is lifted in the bar's first frame.
    keep();
    root.setAttribute(SHOWN, '');
    const sizes = new ResizeObserver(keep);
    sizes.observe(bar, { box: 'border-box' });
    return () => {
      sizes.disconnect();
      root.style.removeProperty(HEIGHT);
      root.removeAttribute(SHOWN);
    };
  }, []);
  return (
    <div ref={ref} className={`bottom-buttons ${className}`}>
      {children}
    </div>
  );
}
