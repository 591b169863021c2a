/**
 * Postcode → coordinates through the postcodes.io-compatible geocoder
 * (GET /postcodes/{postcode}), each answer cached per postcode in IndexedDB.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { PostcodeResponse } from '@domain/gateway/api-shapes';
import type { LatLng } from '@domain/location/geo-distance';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { EngineStorage } from '@worker-shared/db/storage';

/** The geocoder's deps. */
export interface GeocoderDeps {
  storage: EngineStorage;
  send: (call: ApiRequest) => Promise<ApiResult>;
  log: (message: string) => void;
}

/** 'm20 2lw' and ' M20  2LW ' both become 'M202LW'. */
export function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

function coordinatesOf(json: unknown): LatLng | null {
  const result = (json as PostcodeResponse | undefined)?.result;
  const latitude = result?.latitude;
  const longitude = result?.longitude;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

/** Looks postcodes up, cache first. */
export class Geocoder {
  constructor(private readonly deps: GeocoderDeps) {}

  /** The postcode's coordinates; null when the geocoder has none, 'unreachable' when it gave no answer. */
  async lookup(postcode: string): Promise<LatLng | null | 'unreachable'> {
    const { storage, send, log } = this.deps;
    const key = postcodeKey(postcode);
    if (key === '') return null;
    const cached = await storage.readGeocode(key);
    if (cached) return { latitude: cached.latitude, longitude: cached.longitude };
    const result = await send({ method: 'GET', path: apiPaths.postcode(key), auth: { kind: 'none' } });
    if (!result.ok && result.network) {
      log(`Geocoding ${key} not tried: ${result.message}`);
      return 'unreachable';
    }
    const place = result.ok ? coordinatesOf(result.json) : null;
    if (!place) {
      log(`Geocoding ${key} failed: ${result.ok ? 'no coordinates' : result.message}`);
      return null;
    }
    await storage.writeGeocode({ postcode: key, ...place });
    return place;
  }
}
