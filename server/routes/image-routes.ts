/**
 * POST/PUT /group-image-api/delivery-dra-image-upload?name=…&contentType=png
 * stores raw image bytes and answers {mediaLink}; GET /group-image-api/media/{id}
 * serves them. The link is a capability URL (an unguessable id), readable
 * without a token like an object-store URL, so <img> tags can show it.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { apiPaths } from '../../src/domain/api-shapes';
import type { ImageUploadResponse } from '../../src/domain/api-shapes';
import type { GatewayEnv } from '../app-env';
import { requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError, badRequest } from '../http/api-error';
import { bytesMatchType, imageContentType } from '../http/image-types';
import { readBodyBytes } from '../http/read-body';
import { idempotentRequest, sendAnswer } from '../http/send-answer';
import { findImage, insertImage } from '../store/images';

/** Where uploaded images are served. */
export const MEDIA_PATH = '/group-image-api/media';

const NAME = /^[\w.\-/ ]{1,200}$/;

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
    const origin = new URL(c.req.url).origin;
    const answer = await services.idempotency.run(idempotentRequest(c, user, bytes), async (tx) => {
      const id = randomUUID();
      await insertImage(tx, { id, name, contentType, bytes }, user.username, services.now());
      const body: ImageUploadResponse = { mediaLink: `${origin}${MEDIA_PATH}/${id}` };
      return { status: 200, body };
    });
    return sendAnswer(c, answer);
  };

  routes.post(apiPaths.imageUpload, requireUser(services), upload);
  routes.put(apiPaths.imageUpload, requireUser(services), upload);

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
