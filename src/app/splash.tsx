/** The light screen shown until the engine has read stored state. */
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
