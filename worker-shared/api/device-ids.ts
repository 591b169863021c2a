/**
 * The device settings sent as the imei and uuid headers: generated once with
 * the platform's crypto and kept in the kv store.
 */
import { kvKey } from '../db/kv-key';
import type { EngineStorage } from '../db/storage';

/** The two device identifiers of product rule 7.1. */
export interface DeviceIds {
  uuid: string;
  imei: string;
}

const deviceIdsKey = kvKey<DeviceIds>('deviceIds');

/** A 15-digit identifier in the shape of an IMEI. */
function generateImei(): string {
  const digits = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(digits, (byte, index) => (index === 0 ? 1 + (byte % 9) : byte % 10)).join('');
}

/** The stored device ids; the given ones, or new ones, are stored the first time. */
export async function loadDeviceIds(storage: EngineStorage, preset?: DeviceIds): Promise<DeviceIds> {
  const stored = await storage.get(deviceIdsKey);
  if (stored) return stored;
  const created = preset ?? { uuid: crypto.randomUUID(), imei: generateImei() };
  await storage.set(deviceIdsKey, created);
  return created;
}
