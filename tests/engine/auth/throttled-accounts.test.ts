/**
 * A throttled login, reset-code request or registration (429 from the gateway)
 * shows the gateway's own message, which says how long to wait, not a generic one.
 */
import { describe, expect, it } from 'vitest';
import { demoDriver } from '@server/seed/demo-accounts';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });

describe("defect 5: no throttling — the app shows the gateway's message", () => {
  it('on login, a reset-code request and registration', async () => {
    const h = gateway.harness();
    await h.start();
    const wrong = { ...demoDriver, password: 'Not-The-Password-1' };
    for (let i = 0; i < 5; i += 1) {
      expect(await h.login(wrong)).toEqual({ ok: false, message: 'Invalid username or password' });
    }
    expect(await h.login(demoDriver)).toEqual({
      ok: false,
      message: 'Too many failed login attempts. Try again in 15 minutes.',
    });

    const reset = { username: 'someone.else' };
    for (let i = 0; i < 3; i += 1)
      expect(await h.engine.requestPasswordReset(reset)).toMatchObject({ ok: true });
    expect(await h.engine.requestPasswordReset(reset)).toEqual({
      ok: false,
      message: 'Too many reset code requests. Try again in 60 minutes.',
    });

    const account = (n: number) => ({
      firstName: 'Tia',
      lastName: 'Throttle',
      username: `tia.throttle${n}`,
      password: 'Fresh-Start-42',
      driverid: `T${n}`,
      branch: '8',
    });
    for (let n = 0; n < 10; n += 1)
      expect(await h.engine.registerAccount(account(n))).toMatchObject({ ok: true });
    expect(await h.engine.registerAccount(account(10))).toEqual({
      ok: false,
      message: 'Too many registration attempts. Try again in 60 minutes.',
    });
    await h.engine.close();
  });
});
