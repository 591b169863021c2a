/** "You are offline", while the browser has no network: at the foot of the screen (screen-foot.tsx). */

/** The offline notice. */
export function OfflineNotice() {
  return (
    <p className="offline-notice" role="status">
      <span className="offline-notice__dot" aria-hidden="true" />
      You are offline
    </p>
  );
}
