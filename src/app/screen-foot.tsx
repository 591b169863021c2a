/**
 * The foot of the screen: the notices that come and go while a screen is in use (the sync bar's words, offline,
 * location denied, a new version waiting) lie over it instead of pushing the screen down. Connectivity and
 * what waits to be sent change at any moment of a driver's day, and a new version is found whenever the app
 * looks; a notice that moved the screen as it came would move what the driver was about to tap, so a tap begun
 * on one row would end on another. The foot's height, kept in `--screen-foot` on the root element, is added to
 * the foot of the page (nothing above moves, and the end of a screen still scrolls clear of it). On a screen with
 * bottom buttons (components/bottom-buttons.tsx) the foot rests on top of them, so they stay under the thumb.
 *
 * The foot itself has no height: its notices stack up from the bottom of the screen, out of it, so its own box
 * never moves as they come and go. A box whose top moves counts as a layout shift, and a foot that grew up the
 * screen with each notice did. The sync bar, always there while logged in (its live region stays in place), has
 * no height while it has nothing to say. The height kept is the sum of the notices' heights, read by a
 * ResizeObserver on each after the browser's own layout (the app's start, with no notice, reads none), and read
 * at once when a notice comes or goes (one layout then, as the foot changes).
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

const INSET = '--screen-foot';

/** The notices shown (children), over the foot of the screen. */
export function ScreenFoot({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const root = document.documentElement;
    const keep = () => {
      // Fractional heights: whole pixels summed could leave a slit or an overlap at the room kept for the notices.
      let height = 0;
      for (const notice of element.children) height += notice.getBoundingClientRect().height;
      root.style.setProperty(INSET, `${height}px`);
    };
    const sizes = new ResizeObserver(keep);
    const watch = () => {
      sizes.disconnect();
      for (const notice of element.children) sizes.observe(notice, { box: 'border-box' });
    };
    // A notice gone may leave none to report a size: the height is read again as the foot's notices change.
    const notices = new MutationObserver(() => {
      watch();
      keep();
    });
    watch();
    notices.observe(element, { childList: true });
    return () => {
      notices.disconnect();
      sizes.disconnect();
      root.style.removeProperty(INSET);
    };
  }, []);
  return (
    <div ref={ref} className="screen-foot">
      {children}
    </div>
  );
}
