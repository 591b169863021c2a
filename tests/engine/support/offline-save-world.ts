/** The save world of the outbox savers with no network, over a given storage (full-device tests). */
import type { LoginStatus } from '@domain/accounts/login-status';
import type { EngineStorage } from '@worker-shared/db/storage';
import { SerialQueue } from '@worker-shared/serial-queue';
import { SyncPass } from '@worker/sync/sync-pass';
import { passThroughPhoto } from './test-photos';

/** A save world whose sync pass never reaches a network, and the lines it logged. */
export function offlineSaveWorld(storage: EngineStorage, login: LoginStatus, now: number) {
  const timers = { setTimeout: () => 0, clearTimeout: () => undefined };
  const jobWrites = new SerialQueue();
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const sync = new SyncPass({
    storage,
    send: () => Promise.reject(new Error('no network in this test')),
    ...timers,
    owner: () => login.userName,
    online: () => false,
    onStatus: () => undefined,
    onJobChanged: () => undefined,
    onOutboxChanged: () => undefined,
    jobWrites,
    expireSession: () => Promise.resolve(),
    background: () => undefined,
    log,
  });
  const world = {
    storage,
    sync,
    online: () => false,
    ...timers,
    waitMs: 1000,
    jobWrites,
    log,
    login: () => login,
    now: () => now,
    processPhoto: passThroughPhoto,
  };
  return { world, logs };
}
