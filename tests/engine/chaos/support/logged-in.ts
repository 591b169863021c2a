/**
 * The driver keeps working through an ended login: when the engine ended the
 * session (a refreshed token the gateway refused too, say a token expiry
 * struck between the refresh and its retry), the driver logs in again, as a
 * driver told "Your login has expired." does. Their unsent work waited in the
 * outbox; the run's checks then prove none of it was lost. Only a token expiry
 * may end a login: a login ended by anything else (a lost answer, a reload, a
 * slow network) would log a real driver out for nothing, and fails the run.
 */
import { demoDriver } from '@server/seed/demo-accounts';
import type { ChaosPhone } from './simulated-phone';
import type { FaultKind } from './fault-schedule';
import { ChaosFailure } from './run-failure';

/** Logs the driver in: at the start of a run, and again whenever the login ended. */
export async function logIn(phone: ChaosPhone): Promise<void> {
  const login = await phone.engine.login({ ...demoDriver });
  if (!login.ok) throw new ChaosFailure(`the driver could not log in: ${login.message}`);
  await phone.engine.idle();
}

/** Logs in again when a running engine says nobody is logged in (after a token expiry only). */
export async function logInIfEnded(phone: ChaosPhone, struck: ReadonlyMap<FaultKind, number>): Promise<void> {
  if (phone.dead || phone.snapshot === null || phone.snapshot.login !== null) return;
  if (!struck.get('expiredToken'))
    throw new ChaosFailure(
      'the login ended though no token had expired: a driver would be logged out for nothing',
    );
  phone.relogins += 1;
  await logIn(phone);
}
