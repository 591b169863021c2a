/** How long an idle period is waited for at most. */
const IDLE_WITHIN_MS = 2_000;

/**
 * Settles in the page's next idle period (within 2 s, or a short timer where the browser has no idle
 * callbacks): for work the first screen does without, so it runs between the user's frames.
 */
export const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_WITHIN_MS });
    else setTimeout(resolve, 50);
  });
