/**
 * The foot of the screen: the notices that come and go while a screen is in use (a new version waiting,
 * offline, location denied) lie over it instead of pushing the screen down. Connectivity changes at any moment
 * of a driver's day, and a new version is found whenever the app looks; a notice that moved the screen as it
 * came would move what the driver was about to tap, so a tap begun on one row would end on another. The foot's
 * height, kept in `--screen-foot` on the root element, is added to the foot of the page (nothing above moves,
 * and the last of a screen still scrolls clear of it) and lifts the job screen's bottom buttons above it.
 */
import { Children, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

const INSET = '--screen-foot';

/** Keeps the element's height in the root element's `--screen-foot` while it is shown. */
function useFootInset(): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const root = document.documentElement;
    const update = () => root.style.setProperty(INSET, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(INSET);
    };
  }, []);
  return ref;
}

/** The notices shown (children), over the foot of the screen; nothing when none is. */
export function ScreenFoot({ children }: { children: ReactNode }) {
  if (Children.toArray(children).length === 0) return null;
  return <ShownFoot>{children}</ShownFoot>;
}

function ShownFoot({ children }: { children: ReactNode }) {
  const ref = useFootInset();
  return (
    <div ref={ref} className="screen-foot">
      {children}
    </div>
  );
}
