/**
 * One replay of the backstop queue (DESIGN rule 5): each item is sent with the
 * logged-in user's current token and its own Idempotency-Key, photos first,
 * then the update built by the engine's prepareCall (the same bytes the engine
 * sends, so a later resend by the engine is answered from the gateway's store).
 *
 *   shift item ─▶ the outbox no longer holds it ─────────────▶ dropped (delivered)
 *        │      ─▶ lane blocked, or not the logged-in user's ─▶ kept
 *        ▼
 *   upload its `up` photos ─▶ prepareCall ─▶ send
 *   (through the image API; photos the engine sends to the object store
 *    under the object key the engine would use)
 *        ├ accepted ─────────────────────────▶ sent (its key reported)
 *        ├ 5xx, 408, 409, 429 ───────────────▶ kept (photo progress kept), lane blocked
 *        ├ no signal, 401 after one refresh ─▶ kept, replay stops (the rest stays queued)
 *        └ other refusal ────────────────────▶ dropped from the queue (the outbox keeps it;
 *                                               the engine shows the server's error)
 *   kept items go back to the front in their order.
 */
import type { ApiRequest } from '../worker-shared/api/api-client';
import type { ApiResult } from '../worker-shared/api/api-result';
import type { EngineStorage } from '../worker-shared/db/storage';
import { prepareCall } from '../worker-shared/sending/outbox-request';
import type { ObjectStoreSettings } from '../src/domain/gateway/api-shapes';
import { goesToImageApi } from '../src/domain/photos/object-store-keys';
import type { StoredPhoto } from '../worker-shared/records/stored-photo';
import { fetchObjectStoreSettings, objectKeyOf } from '../worker-shared/sending/object-store-settings';
import { uploadPhoto } from '../worker-shared/sending/image-api-upload';
import type { UploadOutcome } from '../worker-shared/sending/image-api-upload';
import { sendOutcomeOf } from '../worker-shared/sending/send-outcome';
import { photoLookup } from './backstop-item';
import type { BackstopItem, ItemPhoto } from './backstop-item';
import type { ItemQueue } from './item-queue';

/** What a replay works with. */
export interface ReplayDeps {
  queue: ItemQueue;
  storage: EngineStorage;
  /** userName of the logged-in user, or null. */
  owner: string | null;
  send(call: ApiRequest): Promise<ApiResult>;
  log: (message: string) => void;
}

/** What a replay did. */
export interface ReplayReport {
  /** Keys the gateway accepted. */
  sent: string[];
  /** Items left in the queue for a later replay. */
  kept: number;
  /** Items dropped because the outbox no longer holds them or the gateway refused them. */
  dropped: number;
}

/** Why an item did not go through. */
type Holdup = { kind: 'retry'; stop: boolean; message: string } | { kind: 'refused'; message: string };

const RETRY_STATUSES = new Set([408, 409, 425, 429]);

/** Sorts a failed or refused result: retry later, or refused for good. */
function holdupOf(result: ApiResult | null, message: string): Holdup {
  if (result === null || result.ok) return { kind: 'refused', message };
  if (result.network === true || result.status === 401 || result.tokenExpired === true)
    return { kind: 'retry', stop: true, message };
  if (result.status >= 500 || RETRY_STATUSES.has(result.status))
    return { kind: 'retry', stop: false, message };
  return { kind: 'refused', message };
}

/** Keys (of entries and of `up` photos) the device still waits to deliver. */
async function undeliveredKeys(storage: EngineStorage): Promise<Set<string>> {
  const keys = new Set((await storage.outboxEntries()).map((entry) => entry.idempotencyKey));
  for (const set of await storage.photoSets()) {
    for (const photo of set.photos) if (photo.status === 'up') keys.add(photo.idempotencyKey);
  }
  return keys;
}

/**
 * Uploads a photo through the image API. A photo the engine would send to the
 * object store itself is written under the key the engine would use, so both
 * paths give the same location (and the same update body for its key).
 */
async function uploadHeldPhoto(
  send: (call: ApiRequest) => Promise<ApiResult>,
  photo: StoredPhoto,
  store: { settings: ObjectStoreSettings | null },
): Promise<UploadOutcome> {
  if (goesToImageApi(photo.purpose)) return uploadPhoto(send, photo);
  const settings = store.settings ?? (await fetchObjectStoreSettings(send));
  if ('kind' in settings) return settings;
  store.settings = settings;
  return uploadPhoto(send, photo, objectKeyOf(settings, photo));
}

/** Sends one item; on a holdup, the item with the photos uploaded so far marked `down`. */
async function sendItem(
  deps: ReplayDeps,
  item: BackstopItem,
): Promise<{ kind: 'sent' } | (Holdup & { item: BackstopItem })> {
  const seen: { last: ApiResult | null } = { last: null };
  const send = async (call: ApiRequest) => (seen.last = await deps.send(call));
  const store: { settings: ObjectStoreSettings | null } = { settings: null };
  const photos: ItemPhoto[] = [];
  for (const [index, held] of item.photos.entries()) {
    if (held.photo.status !== 'up') {
      photos.push(held);
      continue;
    }
    const outcome = await uploadHeldPhoto(send, held.photo, store);
    if (outcome.kind !== 'uploaded') {
      const rest = item.photos.slice(index);
      return { ...holdupOf(seen.last, outcome.message), item: { ...item, photos: [...photos, ...rest] } };
    }
    const photo = { ...held.photo, status: 'down' as const, location: outcome.location, bytes: null };
    photos.push({ imageKey: held.imageKey, photo });
  }
  const uploaded = { ...item, photos };
  if (uploaded.entry === null) return { kind: 'sent' };
  const prepared = prepareCall(uploaded.entry, photoLookup(uploaded), deps.log);
  if (prepared.kind === 'waiting') return { kind: 'refused', message: 'photos without data', item: uploaded };
  const outcome = sendOutcomeOf(await send(prepared.call));
  if (outcome.kind === 'accepted') return { kind: 'sent' };
  return { ...holdupOf(seen.last, outcome.message), item: uploaded };
}

/** Replays the queue once; see the diagram above. */
export async function replayItems(deps: ReplayDeps): Promise<ReplayReport> {
  const { queue, log } = deps;
  const waiting = await undeliveredKeys(deps.storage);
  const report: ReplayReport = { sent: [], kept: 0, dropped: 0 };
  const kept: BackstopItem[] = [];
  const blocked = new Set<string>();
  for (let item = await queue.shift(); item; item = await queue.shift()) {
    if (!waiting.has(item.key)) {
      report.dropped += 1;
      continue;
    }
    if (blocked.has(item.lane) || item.owner !== deps.owner) {
      kept.push(item);
      blocked.add(item.lane);
      continue;
    }
    const outcome = await sendItem(deps, item);
    if (outcome.kind === 'sent') {
      report.sent.push(item.key);
      continue;
    }
    log(`Background sync of ${item.lane} (${item.key}): ${outcome.message}`);
    if (outcome.kind === 'refused') {
      report.dropped += 1;
      continue;
    }
    kept.push(outcome.item);
    blocked.add(item.lane);
    if (outcome.stop) break;
  }
  await queue.putBack(kept);
  report.kept = (await queue.items()).length;
  return report;
}
