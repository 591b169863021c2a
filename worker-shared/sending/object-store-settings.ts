/**
 * The object store's settings from the gateway (GET /group-image-api/object-store)
 * and the object key of a photo under them. Plain JSON, no AWS SDK: both the
 * engine's uploads and the service worker's backstop (which names the same
 * object through the image API) use it.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { ObjectStoreSettings } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import { isMediaLink } from '@domain/photos/media-links';
import { objectTargetOf } from '@domain/photos/object-store-keys';
import type { PhotoForUpload } from '@domain/photos/object-store-keys';
import type { ApiRequest } from '../api/api-client';
import type { ApiResult } from '../api/api-result';
import { retryLater } from './image-api-upload';
import type { UploadFailure } from './image-api-upload';
import { sendOutcomeOf } from './send-outcome';

/** Why the settings could not be had (it keeps the photos that need them from going up). */
export type SettingsFailure = UploadFailure;

/** True for a well-formed settings answer (its public address an http(s) link, as photo locations must be). */
export function isObjectStoreSettings(value: unknown): value is ObjectStoreSettings {
  const v = value as Partial<ObjectStoreSettings> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.endpoint === null || typeof v.endpoint === 'string') &&
    typeof v.region === 'string' &&
    typeof v.bucket === 'string' &&
    v.bucket !== '' &&
    typeof v.forcePathStyle === 'boolean' &&
    typeof v.publicBaseUrl === 'string' &&
    isMediaLink(v.publicBaseUrl) &&
    (v.environment === 'DEV' || v.environment === 'PROD')
  );
}

/** Asks the gateway for the settings (with the session's token). */
export async function fetchObjectStoreSettings(
  send: (call: ApiRequest) => Promise<ApiResult>,
): Promise<ObjectStoreSettings | SettingsFailure> {
  const outcome = sendOutcomeOf(await send({ method: 'GET', path: apiPaths.objectStore }));
  if (outcome.kind !== 'accepted') return outcome;
  if (!isObjectStoreSettings(outcome.json)) {
    return retryLater(messages.serverDataError);
  }
  return outcome.json;
}

/** The photo's object key in this store (the environment picks the signature prefix). */
export function objectKeyOf(settings: ObjectStoreSettings, photo: PhotoForUpload): string {
  return objectTargetOf(settings.environment, photo).key;
}
