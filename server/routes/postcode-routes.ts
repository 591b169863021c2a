/**
 * GET /postcodes/{postcode}: postcodes.io-compatible lookups of the seeded
 * addresses. Public like postcodes.io (no token). Malformed postcodes answer
 * 404 "Invalid postcode", unknown well-formed ones 404 "Postcode not found",
 * as postcodes.io does (plus the `message` every gateway refusal carries).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { GatewayEnv } from '../app-env';
import type { GatewayServices } from '../gateway-services';
import { findGeocode, postcodeKey } from '../store/geocodes';

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

/** postcodes.io's 404 ({status, error}) with the gateway's `message` as every refusal has (product rule 8.2). */
function notFound(c: Context, error: string) {
  return c.json({ status: 404, error, message: error }, 404);
}

/** The geocoder route. */
export function postcodeRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.get(apiPaths.postcode.pattern, async (c) => {
    const key = postcodeKey(c.req.param('postcode') ?? '');
    if (!UK_POSTCODE.test(key)) return notFound(c, 'Invalid postcode');
    const found = await findGeocode(services.db, key);
    if (!found) return notFound(c, 'Postcode not found');
    return c.json({
      status: 200,
      result: {
        postcode: found.postcode,
        outcode: found.postcode.split(' ')[0],
        incode: found.postcode.split(' ')[1] ?? '',
        quality: 1,
        latitude: found.latitude,
        longitude: found.longitude,
        country: found.country,
        region: found.region,
        admin_district: found.adminDistrict,
        parish: null,
        post_town: found.town,
      },
    });
  });

  return routes;
}
