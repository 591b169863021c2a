/**
 * Logout ends the session's refresh-token family at the gateway (POST /oauth/revoke):
 * at once when online; when offline the token is kept in kv and revoked at the
 * next start or when the connection returns. Unsynced work stays and syncs after
 * the next login (architecture rule 9).
 */
import { describe, expect, it } from 'vitest';
import { demoClient, demoDriver } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { SuspendReason } from '@domain/job/enums';
import { sessionEndChoices } from '@worker/auth/session-end-confirmation';
import { tokensToRevokeKey } from '@worker/auth/token-revoker';
import { tokenKeys } from '@worker-shared/auth/token-store';
import type { EngineHarness } from '../support/engine-harness';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/test-gateway';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

/** The session's stored refresh token. */
async function storedRefreshToken(h: EngineHarness): Promise<string> {
  const storage = await h.openStorage();
  const token = (await storage.get(tokenKeys.refresh))?.value ?? '';
  storage.close();
  expect(token).not.toBe('');
  return token;
}

async function keptForRevocation(h: EngineHarness): Promise<string[] | undefined> {
  const storage = await h.openStorage();
  const kept = await storage.get(tokensToRevokeKey);
  storage.close();
  return kept;
}

/** The gateway's answer to a refresh with the token (400 once its family is revoked). */
async function refreshStatus(token: string): Promise<number> {
  const fields = { grant_type: 'refresh_token', refresh_token: token };
  const res = await fetch(`${gateway.url}${apiPaths.refreshToken}`, {
    method: 'POST',
    body: new URLSearchParams({
      ...fields,
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
    }),
  });
  return res.status;
}

describe('defect 6: logout does not revoke the refresh-token family', () => {
  it('online: logout revokes the family at the gateway', async () => {
    const h = await gateway.loggedIn();
    const token = await storedRefreshToken(h);
    await h.engine.logout();
    await h.engine.idle();
    expect(h.latest().login).toBeNull();
    const revokes = h.requestsTo(apiPaths.revoke);
    expect(revokes).toHaveLength(1);
    expect(new URLSearchParams(revokes[0]?.body ?? '').get('token')).toBe(token);
    expect(await keptForRevocation(h)).toBeUndefined();
    expect(await refreshStatus(token)).toBe(400);
    await h.engine.close();
  });

  it('offline with unsynced work: the token is kept, revoked at the next start, and the work syncs later', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    const token = await storedRefreshToken(h);
    await h.engine.setOnline(false);
    await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Back soon' });
    await h.engine.logout();
    await h.engine.dismissNotification(sessionEndChoices.logout);
    await h.engine.idle();
    expect(h.requestsTo(apiPaths.revoke)).toHaveLength(0);
    expect(await keptForRevocation(h)).toEqual([token]);
    await h.engine.close();

    const next = gateway.harness({ factory: h.factory });
    await next.start(true);
    expect(next.requestsTo(apiPaths.revoke)).toHaveLength(1);
    expect(await keptForRevocation(next)).toBeUndefined();
    expect(await refreshStatus(token)).toBe(400);
    const storage = await next.openStorage();
    expect(await storage.outboxEntries()).toMatchObject([{ jobId: job.id, owner: 'demo.driver' }]);
    storage.close();

    await next.login(demoDriver);
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([{ username: 'demo.driver' }]);
    await next.engine.close();
  });

  it('offline: Change CDC keeps the token and revokes it when the connection returns', async () => {
    const h = await gateway.loggedIn();
    const token = await storedRefreshToken(h);
    await h.engine.setOnline(false);
    await h.engine.changeCdc();
    await h.engine.idle();
    expect(h.requestsTo(apiPaths.revoke)).toHaveLength(0);
    await h.engine.setOnline(true);
    await h.engine.idle();
    expect(h.requestsTo(apiPaths.revoke)).toHaveLength(1);
    expect(await keptForRevocation(h)).toBeUndefined();
    expect(await refreshStatus(token)).toBe(400);
    await h.engine.close();
  });
});
