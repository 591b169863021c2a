/** How the storage's parts reach the database: the open connection, reopened if the browser closed it. */
import type { IDBPDatabase } from 'idb';
import type { DoorstepDb } from './schema';

/** Answers the open connection (DatabaseConnection.open). */
export type OpenDb = () => Promise<IDBPDatabase<DoorstepDb>>;
