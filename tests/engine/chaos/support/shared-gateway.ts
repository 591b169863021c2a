/**
 * The one in-process gateway every chaos run shares (memory database, test
 * routes, a local object store in a directory of our own, so a run's objects
 * can be listed from it). It runs on the real clock: the local store checks
 * upload signatures, made on the real clock, against it. The demo accounts'
 * passwords are stored with a cheap scrypt cost (the gateway reads the cost
 * from the stored hash): a run logs in once, and three hundred of them should
 * not spend their time hashing.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from '@server/gateway';
import type { Database } from '@server/db/database';
import { LOCAL_BUCKET } from '@server/objects/object-store-options';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { setPasswordHash } from '@server/store/users';

/** The shared gateway: its URL, database and where its objects are kept. */
export interface ChaosGateway {
  url: string;
  db: Database;
  /** The bucket's directory of the local store. */
  bucketDir: string;
  close(): Promise<void>;
}

/** A password hash in the gateway's format ('scrypt$N$r$p$salt$hash') at a low cost. */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Starts the shared gateway. */
export async function startChaosGateway(): Promise<ChaosGateway> {
  const dataDir = await mkdtemp(join(tmpdir(), 'doorstep-chaos-objects-'));
  const running = await startGateway({
    port: 0,
    database: { kind: 'memory' },
    testRoutes: true,
    objectStore: { kind: 'local', dataDir },
  });
  for (const account of [demoDriver, demoAdmin]) {
    await setPasswordHash(running.db, account.username, cheapHash(account.password));
  }
  return {
    url: running.url,
    db: running.db,
    bucketDir: join(dataDir, LOCAL_BUCKET),
    close: async () => {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
