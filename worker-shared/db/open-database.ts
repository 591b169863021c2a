/**
 * Opens the 'doorstep' database through an injected IDBFactory (idb's openDB
 * always uses the global one). Closes itself when a newer version wants in.
 */
import { wrap } from 'idb';
import type { IDBPDatabase } from 'idb';
import { DATABASE_NAME } from './schema';
import type { DoorstepDb } from './schema';
import { DATABASE_VERSION, upgradeDatabase } from './upgrades';
import type { UpgradeTx } from './outbox-migration';
import { abortQuietly } from './transaction-work';

/** Opens, creating or upgrading, the 'doorstep' database. */
export async function openDatabase(factory: IDBFactory): Promise<IDBPDatabase<DoorstepDb>> {
  const request = factory.open(DATABASE_NAME, DATABASE_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    const tx = request.transaction;
    if (!tx) return;
    const upgrade = wrap(tx) as unknown as UpgradeTx;
    // A failed step aborts the upgrade: the open fails and the old database stays as it was.
    upgradeDatabase(wrap(request.result) as IDBPDatabase<DoorstepDb>, upgrade, event.oldVersion).catch(() =>
      abortQuietly(tx),
    );
  });
  const db = (await wrap(request)) as IDBPDatabase<DoorstepDb>;
  db.addEventListener('versionchange', () => db.close());
  return db;
}
