/**
 * The engine's connection to the 'doorstep' database: opened through the IDBFactory it is given (idb's
 * openDB always uses the global one), created or upgraded on the way, closed when a newer version wants
 * in, and reopened transparently when the browser closes it (iOS does under memory pressure: the
 * connection gets a 'close' event, or is simply found closed).
 */
import { wrap } from 'idb';
import type { IDBPDatabase } from 'idb';
import { DATABASE_NAME } from './schema';
import type { DoorstepDb } from './schema';
import { DATABASE_VERSION, upgradeDatabase } from './upgrades';
import type { UpgradeTx } from './outbox-migration';
import { abortQuietly } from './transaction-work';

type Db = IDBPDatabase<DoorstepDb>;

/** How the storage's parts reach the database: the open connection (DatabaseConnection.open). */
export type OpenDb = () => Promise<Db>;

/** Opens, creating or upgrading, the 'doorstep' database. */
export async function openDatabase(factory: IDBFactory): Promise<Db> {
  const request = factory.open(DATABASE_NAME, DATABASE_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    const tx = request.transaction;
    if (!tx) return;
    const upgrade = wrap(tx) as unknown as UpgradeTx;
    // A failed step aborts the upgrade: the open fails and the old database stays as it was.
    upgradeDatabase(wrap(request.result) as Db, upgrade, event.oldVersion).catch(() => abortQuietly(tx));
  });
  const db = (await wrap(request)) as Db;
  db.addEventListener('versionchange', () => db.close());
  return db;
}

/** True when the connection can no longer start transactions (closed, or closing). */
function isClosed(db: Db): boolean {
  try {
    // An empty read-only transaction does nothing and commits on its own.
    db.transaction('kv', 'readonly');
    return false;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'InvalidStateError') return true;
    throw error;
  }
}

/** One open connection at a time, opened on first use and again after the browser closed it. */
export class DatabaseConnection {
  private current: Promise<Db> | null = null;
  private ended = false;

  constructor(private readonly factory: IDBFactory) {}

  /** The open connection: the current one while usable, else a fresh one. */
  async open(): Promise<Db> {
    if (this.ended) throw new DOMException('The database connection was closed', 'InvalidStateError');
    const pending = (this.current ??= this.connect());
    const db = await pending;
    if (!isClosed(db)) return db;
    if (this.current === pending) this.current = null;
    return this.open();
  }

  /** Closes the connection for good: later calls to open reject. */
  close(): void {
    this.ended = true;
    void this.current?.then((db) => db.close());
    this.current = null;
  }

  private connect(): Promise<Db> {
    const opening = openDatabase(this.factory);
    opening.then(
      (db) => {
        db.addEventListener('close', () => {
          if (this.current === opening) this.current = null;
        });
      },
      () => {
        if (this.current === opening) this.current = null;
      },
    );
    return opening;
  }
}
