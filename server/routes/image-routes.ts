/**
 * POST/PUT /group-image-api/delivery-dra-image-upload?name=…&contentType=png
 * writes raw image bytes to the object store under 'ORIG/{name}-{8 random hex}.{ext}'
 * (or under the given objectKey: the key the app's own upload would use, which
 * the service worker's backstop names) and answers {mediaLink}: the object's
 * public URL (readable without a token, so <img> tags can show it). The key must
 * name a job the caller may write (server/jobs/job-write-access.ts; a photo of
 * an earlier day's job says when it was taken in Doorstep-Saved-At), and evidence
 * is never replaced: the same bytes again answer the first link, other bytes 409.
 * A repeated Idempotency-Key stores nothing twice. The SHA-256 the phone took
 * at capture (Doorstep-Content-SHA256, hex) must be the body's, else 400; it is
 * kept with the object (user metadata `sha256`) for the evidence record.
 * GET /group-image-api/object-store answers the store settings the app uploads
 * its other photos with (any signed-in user). GET /group-image-api/media/{id}
 * still serves images uploaded before the object store (the images table).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { apiPaths } from '@domain/gateway/api-shapes';
import { CONTENT_SHA256_HEADER } from '@domain/photos/sha256-hex';
import type { ImageUploadResponse, ObjectStoreSettings } from '@domain/gateway/api-shapes';
import { PHOTO_KEY_PREFIX, SIGNATURE_KEY_PREFIX, jobIdOfObjectKey } from '@domain/photos/object-store-keys';
import type { GatewayEnv } from '../app-env';
import { requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError, badRequest } from '../http/api-error';
import { bytesMatchType, imageContentType } from '../http/image-types';
import { readBodyBytes } from '../http/read-body';
import { evidenceClaim, jobOwnershipById, requireWritable } from '../jobs/job-write-access';
import { idempotentRequest, sendAnswer } from '../http/send-answer';
import { findImage } from '../store/images';
import { declaredSha256 } from '../http/declared-sha256';

/** Where uploaded images are served. */
export const MEDIA_PATH = '/group-image-api/media';

const NAME = /^[\w.\-/ ]{1,200}$/;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

const KEY_NAME = /^[A-Za-z0-9._-]{1,200}$/;

const NOT_EVIDENCE = "The image must be named for a job's photo: {job id}-{purpose}-{unix seconds}";
const ALREADY_STORED = 'A different image is already stored under this key; evidence is never replaced';

/** A given objectKey: an ORIG/….png photo or this store's SIGNATURE/…/….jpg, of the body's type. */
function givenKey(services: GatewayServices, key: string, contentType: string): string {
  const signaturePrefix = `${SIGNATURE_KEY_PREFIX[services.objects.settings.environment]}/`;
  const [prefix, ext, type] = key.startsWith(signaturePrefix)
    ? [signaturePrefix, '.jpg', 'image/jpeg']
    : [`${PHOTO_KEY_PREFIX}/`, '.png', 'image/png'];
  const name = key.startsWith(prefix) && key.endsWith(ext) ? key.slice(prefix.length) : '';
  if (!KEY_NAME.test(name) || /^\.+/.test(name)) {
    throw badRequest(`objectKey must be ${PHOTO_KEY_PREFIX}/{name}.png or ${signaturePrefix}{name}.jpg`);
  }
  if (contentType !== type) throw badRequest(`objectKey ${key} holds ${type} images`);
  return key;
}

/** 'ORIG/{name without extension, as one segment}-{8 random hex}.{ext}' */
function imageKey(name: string, contentType: string): string {
  const base = name.replace(/\.(png|jpe?g|webp)$/i, '').replace(/[^A-Za-z0-9._-]/g, '_');
  const suffix = randomUUID().slice(0, 8);
  return `${PHOTO_KEY_PREFIX}/${base}-${suffix}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

/** The upload and media routes. */
export function imageRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  const upload = async (c: Context<GatewayEnv>) => {
    const user = userOf(c);
    const name = c.req.query('name')?.trim() ?? '';
    if (!name) throw badRequest('name is required');
    if (!NAME.test(name)) throw badRequest('name may hold only letters, digits, spaces and . _ - /');
    const given = c.req.query('contentType') ?? c.req.query('type') ?? c.req.header('content-type') ?? '';
    const contentType = imageContentType(given);
    if (!contentType) throw new ApiError(415, 'Only png, jpeg or webp images are accepted');
    const bytes = await readBodyBytes(c);
    if (bytes.length === 0) throw badRequest('The image body is empty');
    if (!bytesMatchType(bytes, contentType))
      throw badRequest(`The body is not an image of type ${contentType}`);
    const sha256 = declaredSha256(c.req.header(CONTENT_SHA256_HEADER), bytes);
    const objectKey = c.req.query('objectKey');
    const key =
      objectKey === undefined ? imageKey(name, contentType) : givenKey(services, objectKey, contentType);
    const jobId = jobIdOfObjectKey(key);
    if (jobId === null) throw badRequest(NOT_EVIDENCE);
    const request = idempotentRequest(c, user, bytes);
    const claim = evidenceClaim(services.now(), request.savedAt);
    requireWritable(user, await jobOwnershipById(services.db, jobId), claim);
    const answer = await services.idempotency.run(request, async () => {
      if ((await services.objects.create(key, bytes, contentType, sha256)) === 'different') {
        return { status: 409, body: { message: ALREADY_STORED } };
      }
      const body: ImageUploadResponse = { mediaLink: services.objects.urlOf(key) };
      return { status: 200, body };
    });
    return sendAnswer(c, answer);
  };

  routes.post(apiPaths.imageUpload, requireUser(services), upload);
  routes.put(apiPaths.imageUpload, requireUser(services), upload);

  routes.get(apiPaths.objectStore, requireUser(services), (c) => {
    const settings: ObjectStoreSettings = services.objects.settings;
    c.header('Cache-Control', 'no-store');
    return c.json(settings);
  });

  routes.get(`${MEDIA_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    const image = /^[0-9a-f-]{36}$/.test(id) ? await findImage(services.db, id) : null;
    if (!image) throw new ApiError(404, 'Image not found');
    return c.body(image.bytes.buffer as ArrayBuffer, 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Disposition': `inline; filename="${image.name.replace(/[^\w.-]/g, '_')}"`,
    });
  });

  return routes;
}
