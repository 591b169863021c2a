/**
 * Collects the Content-Security-Policy violations of a page: `securitypolicyviolation`
 * events of every document the page loads, and the console errors Chromium prints
 * for blocked content (which also covers workers).
 */
import type { Page } from '@playwright/test';

const REPORT = '__doorstepCspViolation';

/** Starts watching (call before the first navigation); the answer lists the violations seen so far. */
export async function watchCspViolations(page: Page): Promise<() => string[]> {
  const violations: string[] = [];
  await page.exposeFunction(REPORT, (text: string) => violations.push(text));
  await page.addInitScript((report) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as Record<string, (text: string) => void>)[report];
      send?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline content'} ` +
          `(${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, REPORT);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return () => [...violations];
}
