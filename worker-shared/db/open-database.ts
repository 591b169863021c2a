/**
 * Opens the 'doorstep' database through an injected IDBFactory (idb's openDB
 * always uses the global one). Closes itself when a newer version wants in.
 */
import { wrap } from 'idb';
import type { IDBPDatabase } from 'idb';
import { DATABASE_NAME, DATABASE_VERSION, upgradeDatabase } from './schema';
import type { DoorstepDb } from './schema';

/** Opens, creating or upgrading, the 'doorstep' database. */
export async function openDatabase(factory: IDBFactory): Promise<IDBPDatabase<DoorstepDb>> {
  const request = factory.open(DATABASE_NAME, DATABASE_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    upgradeDatabase(wrap(request.result) as IDBPDatabase<DoorstepDb>, event.oldVersion);
  });
  const db = (await wrap(request)) as IDBPDatabase<DoorstepDb>;
  db.addEventListener('versionchange', () => db.close());
  return db;
}
