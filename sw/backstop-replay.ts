/**
 * One replay of the backstop queue (architecture rule 5): each item is sent with the
 * logged-in user's current token and its own Idempotency-Key, photos first,
 * then the entry's frozen call as the outbox holds it now (sealed by the
 * backstop when it uploaded the photos itself and nobody froze it before), so
 * the engine and the backstop send the same bytes and a later resend by either
 * is answered from the gateway's store.
 *
 *   shift item ─▶ the outbox no longer holds it ─────────────▶ dropped (delivered)
 *        │      ─▶ a lone photo on hold (refused, or only its ─▶ dropped (kept on the
 *        │         changes that need attention name it)           phone, with the engine)
 *        │      ─▶ lane blocked, or not the logged-in user's ─▶ kept
 *        ▼
 *   upload its `up` photos ─▶ the stored frozen call (or seal one) ─▶ send
 *   (through the image API; photos the engine sends to the object store
 *    under the object key the engine would use)
 *        ├ accepted ─────────────────────────▶ sent (its key reported)
 *        ├ retry (5xx, 408, 425, 429) ───────▶ kept (photo progress kept), lane blocked
 *        ├ no signal, 401 after one refresh ─▶ kept, replay stops (the rest stays queued)
 *        └ refused (other 4xx) ──────────────▶ dropped from the queue (the outbox keeps it and
 *                                               the photos; the engine's next pass meets the
 *                                               refusal, of the change or of a photo it needs,
 *                                               and puts the change into needs attention)
 *   kept items go back to the front in their order. An entry that needs the
 *   driver's attention is never sent here, nor any other change of its lane:
 *   their items are dropped (the outbox keeps them; the engine sends them).
 */
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { EngineStorage } from '@worker-shared/db/storage';
import { laneOf } from '@worker-shared/stored/outbox-entry';
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import { callOf, frozenRequestOf } from '@worker-shared/sending/outbox-request';
import { photoHoldOf, refusedPhotosIn } from '@worker-shared/sending/photo-hold';
import { sendOutcomeOf } from '@worker-shared/sending/send-outcome';
import { photoLookup } from './backstop-item';
import type { BackstopItem } from './backstop-item';
import { holdupOf } from './backstop-holdup';
import type { Holdup } from './backstop-holdup';
import { uploadItemPhotos } from './backstop-photos';
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
  /** Items dropped: the outbox no longer holds them, they wait for the driver, or the gateway refused them. */
  dropped: number;
}

/** What the device still waits to deliver: pending entries by key, `up` photo keys not on hold, lanes held for attention. */
interface HeldWork {
  entries: Map<string, StoredOutboxEntry>;
  photoKeys: Set<string>;
  attentionLanes: Set<string>;
}

/** Reads what the outbox and the image cache still hold. */
async function heldWork(storage: EngineStorage): Promise<HeldWork> {
  const all = await storage.outboxEntries();
  const pending = all.filter((entry) => entry.state !== 'attention');
  const onHold = photoHoldOf(all, await refusedPhotosIn(storage));
  const photoKeys = new Set<string>();
  for (const set of await storage.photoSets()) {
    for (const photo of set.photos) {
      if (photo.status === 'up' && !onHold(set.key, photo)) photoKeys.add(photo.idempotencyKey);
    }
  }
  return {
    entries: new Map(pending.map((entry) => [entry.idempotencyKey, entry])),
    photoKeys,
    attentionLanes: new Set(all.filter((entry) => entry.state === 'attention').map(laneOf)),
  };
}

type ItemResult = { kind: 'sent' } | { kind: 'gone' } | (Holdup & { item: BackstopItem });

/** Sends one item: its photos, then the entry's frozen call; on a holdup, the item with its progress. */
async function sendItem(
  deps: ReplayDeps,
  item: BackstopItem,
  entry: StoredOutboxEntry | undefined,
): Promise<ItemResult> {
  const seen: { last: ApiResult | null } = { last: null };
  const send = async (call: ApiRequest) => (seen.last = await deps.send(call));
  const photos = await uploadItemPhotos(send, item);
  if (photos.kind === 'failed') return { ...holdupOf(photos.failure, seen.last), item: photos.item };
  const uploaded = photos.item;
  if (item.entry === null) return { kind: 'sent' };
  if (entry === undefined) return { kind: 'gone' };
  const frozen = frozenRequestOf(entry, photoLookup(uploaded), deps.log);
  if (frozen.kind === 'waiting') return { kind: 'refused', message: 'photos without data', item: uploaded };
  const request = entry.request ?? (await deps.storage.sealOutboxRequest(entry.id, frozen.request));
  if (request === undefined) return { kind: 'gone' };
  const outcome = sendOutcomeOf(await send(callOf(request)));
  if (outcome.kind === 'accepted') return { kind: 'sent' };
  return { ...holdupOf(outcome, seen.last), item: uploaded };
}

/** Replays the queue once; see the diagram above. */
export async function replayItems(deps: ReplayDeps): Promise<ReplayReport> {
  const { queue, log } = deps;
  const held = await heldWork(deps.storage);
  const report: ReplayReport = { sent: [], kept: 0, dropped: 0 };
  const kept: BackstopItem[] = [];
  const blocked = new Set<string>();
  for (let item = await queue.shift(); item; item = await queue.shift()) {
    const entry = held.entries.get(item.key);
    const delivered = item.entry === null ? !held.photoKeys.has(item.key) : entry === undefined;
    if (delivered || held.attentionLanes.has(item.lane)) {
      report.dropped += 1;
      continue;
    }
    if (blocked.has(item.lane) || item.owner !== deps.owner) {
      kept.push(item);
      blocked.add(item.lane);
      continue;
    }
    const outcome = await sendItem(deps, item, entry);
    if (outcome.kind === 'sent') {
      report.sent.push(item.key);
      continue;
    }
    if (outcome.kind === 'gone' || outcome.kind === 'refused') {
      if (outcome.kind === 'refused')
        log(`Background sync of ${item.lane} (${item.key}): ${outcome.message}`);
      report.dropped += 1;
      continue;
    }
    log(`Background sync of ${item.lane} (${item.key}): ${outcome.message}`);
    kept.push(outcome.item);
    blocked.add(item.lane);
    if (outcome.stop) break;
  }
  await queue.putBack(kept);
  report.kept = (await queue.items()).length;
  return report;
}
