/**
 * Opens each newly visited screen at its top (wouter keeps the scroll position);
 * browser back and forward are left to the browser's own scroll restoration.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Scrolls to the top when the path changes by a link or navigate(), not by back/forward. */
export function useScrollToTop(): void {
  const [path] = useLocation();
  const viaHistory = useRef(false);
  const shownPath = useRef(path);

  useEffect(() => {
    const markHistory = () => {
      viaHistory.current = true;
    };
    window.addEventListener('popstate', markHistory);
    return () => window.removeEventListener('popstate', markHistory);
  }, []);

  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (!viaHistory.current) window.scrollTo(0, 0);
    viaHistory.current = false;
  }, [path]);
}
