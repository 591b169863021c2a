/**
 * The driver keeps working through an ended login: when the engine ended the
 * session (a refreshed token the gateway refused too, say a token expiry
 * struck between the refresh and its retry), the driver logs in again, as a
 * driver told "Your login has expired." does. Their unsent work waited in the
 * outbox; the run's checks then prove none of it was lost.
 */
import { demoDriver } from '../../../../server/seed/demo-accounts';
import type { ChaosPhone } from './chaos-phone';
import { ChaosFailure } from './run-failure';

/** Logs the driver in: at the start of a run, and again whenever the login ended. */
export async function logIn(phone: ChaosPhone): Promise<void> {
  const login = await phone.engine.login({ ...demoDriver });
  if (!login.ok) throw new ChaosFailure(`the driver could not log in: ${login.message}`);
  await phone.engine.idle();
}

/** Logs in again when a running engine says nobody is logged in; answers whether it did. */
export async function logInIfEnded(phone: ChaosPhone): Promise<boolean> {
  if (phone.dead || phone.snapshot === null || phone.snapshot.login !== null) return false;
  await logIn(phone);
  return true;
}
