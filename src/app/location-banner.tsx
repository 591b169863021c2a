/**
 * Global chrome (product rule 2.20): "Please enable location service on your device." while
 * geolocation is denied. The browser may answer the permission only after the first paint, so
 * the banner lies over the foot of the screen instead of pushing the screen down
 * (no layout shift: CLS 0); its height, kept in `--bottom-banner` on the root element,
 * is added to the foot of the page (nothing above moves) and lifts the job
 * screen's bottom buttons above it.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { messages } from '@domain/app/messages';
import { Banner } from '../components/banner';

const INSET = '--bottom-banner';

/** Keeps the element's height in the root element's `--bottom-banner` while it is shown. */
function useBottomInset(): RefObject<HTMLDivElement | null> {
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

/** The location banner, over the foot of the screen. */
export function LocationBanner() {
  const ref = useBottomInset();
  return (
    <Banner tone="warning" placement="overlay" ref={ref}>
      {messages.enableLocation}
    </Banner>
  );
}
