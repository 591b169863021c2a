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

/**
 * Runs act in the page's next idle period unless cancelled before; answers the cancel, which also undoes
 * what act set up (its answer). act is told whether it is still wanted, for work it finishes later.
 */
export function runWhenIdle(act: (isWanted: () => boolean) => (() => void) | undefined): () => void {
  let wanted = true;
  let undo: (() => void) | undefined;
  void whenIdle().then(() => {
    if (wanted) undo = act(() => wanted);
  });
  return () => {
    wanted = false;
    undo?.();
  };
}
