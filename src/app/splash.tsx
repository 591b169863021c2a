/**
 * The light screen shown until the engine has read stored state. index.html holds the same markup, so the first
 * paint needs no script; React draws this in its place (tests/ui/splash-in-html.test.ts keeps the two alike).
 */
import { APP_NAME } from '@domain/app/constants';

/** Logo and name, centred. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-label={`${APP_NAME} is starting`}>
      <img className="splash__logo" src="/logo.svg" alt="" width="96" height="96" />
      <p className="splash__name">{APP_NAME}</p>
    </div>
  );
}
