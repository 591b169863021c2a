/**
 * The office of a chaos driver: the admin of the driver's branch, who may
 * complete the driver's jobs. Branch 1 has demo.admin; for any other branch an
 * admin like it is added to the chaos gateway's database.
 */
import { hashPassword } from '@server/auth/password-hash';
import type { Database } from '@server/db/database';
import { demoAdmin, type DemoAccount } from '@server/seed/demo-accounts';
import { insertUser } from '@server/store/users';

/** The admin of the driver's branch (added to the gateway when the demo has none). */
export async function officeOf(db: Database, driver: DemoAccount): Promise<DemoAccount> {
  if (driver.branch === demoAdmin.branch) return demoAdmin;
  const admin: DemoAccount = { ...demoAdmin, username: `chaos.admin${driver.branch}`, branch: driver.branch };
  const { password, ...account } = admin;
  await insertUser(db, { ...account, passwordHash: await hashPassword(password) }, new Date());
  return admin;
}
