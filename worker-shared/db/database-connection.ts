/**
 * The engine's connection to the 'doorstep' database, reopened transparently
 * when the browser closes it (iOS does under memory pressure: the connection
 * gets a 'close' event, or is simply found closed). Touches IndexedDB through
 * the IDBFactory it is given.
 */
import type { IDBPDatabase } from 'idb';
import { openDatabase } from './open-database';
import type { DoorstepDb } from './schema';

type Db = IDBPDatabase<DoorstepDb>;

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
