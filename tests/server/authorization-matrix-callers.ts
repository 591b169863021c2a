/**
 * The callers of the authorization matrix: six kinds of bad token (each otherwise
 * as demo.driver's, so only the token is wrong), the client-credentials token,
 * and five signed-in users around the owning driver demo.driver (D100, branch 1).
 */
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { apiPaths } from '@domain/gateway/api-shapes';
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';
import { hashPassword } from '@server/auth/password-hash';
import type { JobScope } from '@server/store/jobs';
import { insertUser } from '@server/store/users';
import { DEMO_COMPANY, demoAdmin, demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import type { DemoAccount } from '@server/seed/demo-accounts';
import type { TestGateway } from './test-gateway';

/** The matrix's columns, in print order. */
export const callerNames = [
  'no token',
  'malformed token',
  'wrong signature',
  'alg none',
  'expired',
  'refresh token as access token',
  'client credentials',
  'driver, other branch',
  'driver, same branch',
  'owning driver',
  'admin of the branch',
  'admin, other branch',
] as const;

/** One column of the matrix. */
export type CallerName = (typeof callerNames)[number];

/** A caller: its Authorization header, its own identity headers and the job data it may see. */
export interface Caller {
  name: CallerName;
  authorization: string | undefined;
  identity: Record<string, string>;
  /** null: no job data at all. */
  scope: JobScope | null;
}

/** The token secret the matrix's gateway signs with (so the test can forge an expired token). */
export const MATRIX_TOKEN_SECRET = 'authorization-matrix-token-secret';

/** A driver of branch 1 other than D100 (registered through the real call). */
const sameBranchDriver: DemoAccount = {
  ...demoDriver,
  username: 'matrix.samebranch',
  password: 'Matrix-same-1',
  driverid: 'D101',
  firstName: 'Sam',
  lastName: 'Branch',
};

/** An admin of branch 2 (no call creates admins: inserted into the database). */
const otherBranchAdmin: DemoAccount = {
  ...demoAdmin,
  username: 'matrix.admin2',
  password: 'Matrix-admin-2',
  driverid: 'A200',
  branch: '2',
  firstName: 'Otto',
  lastName: 'Branch',
};

async function createAccounts(gw: TestGateway): Promise<void> {
  const { username, password, firstName, lastName, driverid, branch } = sameBranchDriver;
  const registered = await gw.request(apiPaths.users, {
    method: 'POST',
    headers: { authorization: `Bearer ${await gw.clientToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, firstName, lastName, driverid, branch }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  const { password: adminPassword, ...admin } = otherBranchAdmin;
  await insertUser(
    gw.db,
    {
      ...admin,
      userType: ADMIN_USER_TYPE,
      companyName: DEMO_COMPANY,
      passwordHash: await hashPassword(adminPassword),
    },
    new Date(),
  );
}

async function forgedTokens(access: string) {
  const claims = decodeJwt(access);
  const now = Math.floor(Date.now() / 1000);
  const signed = (secret: string, iat: number, exp: number) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));
  return {
    wrongSignature: await signed('not-the-gateway-secret-at-all', now, now + 3600),
    algNone: new UnsecuredJWT({ ...claims })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .encode(),
    expired: await signed(MATRIX_TOKEN_SECRET, now - 7200, now - 3600),
  };
}

/** A signed-in account's Authorization header and its identity (branch, driverid) headers apart. */
async function signedIn(gw: TestGateway, account: DemoAccount) {
  const { authorization, ...identity } = await gw.headersFor(account);
  return { authorization, identity };
}

async function userCaller(gw: TestGateway, name: CallerName, account: DemoAccount): Promise<Caller> {
  const driverid = account.userType === ADMIN_USER_TYPE ? null : account.driverid;
  return { name, ...(await signedIn(gw, account)), scope: { branch: account.branch, driverid } };
}

/** Creates the two extra accounts and signs everyone in; answers the callers in column order. */
export async function matrixCallers(gw: TestGateway): Promise<Caller[]> {
  await createAccounts(gw);
  const owner = await gw.passwordTokens(demoDriver);
  const forged = await forgedTokens(owner.access_token);
  const ownerIdentity = (await signedIn(gw, demoDriver)).identity;
  const bad = (name: CallerName, token: string | undefined): Caller => ({
    name,
    authorization: token === undefined ? undefined : `Bearer ${token}`,
    identity: ownerIdentity,
    scope: null,
  });
  return [
    bad('no token', undefined),
    bad('malformed token', 'not-a-jwt'),
    bad('wrong signature', forged.wrongSignature),
    bad('alg none', forged.algNone),
    bad('expired', forged.expired),
    bad('refresh token as access token', owner.refresh_token),
    bad('client credentials', await gw.clientToken()),
    await userCaller(gw, 'driver, other branch', demoDriver2),
    await userCaller(gw, 'driver, same branch', sameBranchDriver),
    await userCaller(gw, 'owning driver', demoDriver),
    await userCaller(gw, 'admin of the branch', demoAdmin),
    await userCaller(gw, 'admin, other branch', otherBranchAdmin),
  ];
}
