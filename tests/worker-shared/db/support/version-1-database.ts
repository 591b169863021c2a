/**
 * A 'doorstep' database as version 1 of the app left it, written with the raw
 * IndexedDB API (none of today's schema or storage code): version 1's stores,
 * and records in version 1's shapes, given literally by the test.
 */

/** Records to put, by store; kv and images take [key, value] pairs (out-of-line keys). */
export interface Version1Records {
  jobs?: unknown[];
  outbox?: unknown[];
  images?: [string, unknown][];
  kv?: [string, unknown][];
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Creates the version 1 database through the factory and fills it. */
export async function writeVersion1Database(factory: IDBFactory, records: Version1Records): Promise<void> {
  const open = factory.open('doorstep', 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    const jobs = db.createObjectStore('jobs', { keyPath: 'id' });
    jobs.createIndex('byDate', 'date');
    db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
    db.createObjectStore('images');
    db.createObjectStore('kv');
    db.createObjectStore('reasonCodes', { keyPath: 'retailerId' });
    db.createObjectStore('geocodes', { keyPath: 'postcode' });
  };
  const db = await done(open);
  const tx = db.transaction(['jobs', 'outbox', 'images', 'kv'], 'readwrite');
  for (const job of records.jobs ?? []) tx.objectStore('jobs').put(job);
  for (const entry of records.outbox ?? []) tx.objectStore('outbox').add(entry);
  for (const [key, value] of records.images ?? []) tx.objectStore('images').put(value, key);
  for (const [key, value] of records.kv ?? []) tx.objectStore('kv').put(value, key);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
  db.close();
}
