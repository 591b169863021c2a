/**
 * The authorization matrix: for every gateway route (route-catalog/), the status
 * each caller (authorization-matrix-callers.ts) must get. It is docs/security.md's
 * table too: `npx tsx tests/server/print-authorization-matrix.ts` prints it.
 * Out-of-scope jobs answer 404 (they are not revealed to exist); a job of an
 * earlier day answers a driver 403, unless the change was saved on that day
 * and names its base revision (late offline work); the wrong role answers 403.
 */
import type { CallerName } from './authorization-matrix-callers';
import { callerNames } from './authorization-matrix-callers';
import { gatewayRoutes } from './route-catalog/catalog';
import type { RouteCase } from './route-catalog/route-case';
import { expireTokensRoute, testOnlyRoutes } from './route-catalog/test-only-routes';

/** The status each caller must get. */
export type ExpectedStatuses = Record<CallerName, number>;

/** A row: the route and its statuses. */
export interface MatrixRow {
  route: RouteCase;
  expected: ExpectedStatuses;
}

const columns = <T>(values: readonly T[]): Record<CallerName, T> =>
  Object.fromEntries(callerNames.map((name, i) => [name, values[i]])) as Record<CallerName, T>;

/** Every caller the same status (the token plays no part). */
const all = (status: number) => columns(callerNames.map(() => status));

/** Bad tokens 401; then client, other-branch driver, same-branch driver, owner, admin, other-branch admin. */
const withToken = (client: number, d2: number, dSame: number, owner: number, admin: number, admin2: number) =>
  columns([401, 401, 401, 401, 401, 401, client, d2, dSame, owner, admin, admin2]);

/** A route for signed-in users only: the client-credentials token is refused like a bad one. */
const users = (d2: number, dSame: number, owner: number, admin: number, admin2: number) =>
  withToken(401, d2, dSame, owner, admin, admin2);

/** Expected statuses by the catalog's labels. */
const expectedByLabel: Record<string, ExpectedStatuses> = {
  'GET /healthz': all(200),
  'GET /postcodes/{postcode}': all(200),
  'GET /group-image-api/media/{id} (a stored image)': all(200),
  'POST /oauth/token (client_credentials)': all(200),
  'POST /oauth/token (password grant of demo.driver)': all(200),
  'POST /oauth/refreshToken (a live refresh token of demo.driver)': all(200),
  'POST /oauth/revoke (a live refresh token of demo.driver)': all(200),
  'POST /user-api/login (demo.driver)': withToken(200, 200, 200, 200, 200, 200),
  'POST /user-api/users (a new driver of branch 1)': withToken(201, 201, 201, 201, 201, 201),
  'POST /user-api/login/resetPassword (a reset code for demo.driver)': withToken(
    202,
    202,
    202,
    202,
    202,
    202,
  ),
  "GET /group-delivery-job-api/delivery/job/date/{DDMMYYYY} (today; the caller's own branch/driverid headers)":
    users(200, 200, 200, 200, 200),
  'GET /group-delivery-job-api/delivery/job/date/{DDMMYYYY} (today; headers naming D100 of branch 1)': users(
    403,
    403,
    200,
    200,
    403,
  ),
  'GET /group-delivery-job-api/delivery/job?date= (yesterday)': users(403, 403, 403, 200, 200),
  'GET /group-delivery-job-api/admin/delivery/job (incomplete jobs before today)': users(
    403,
    403,
    403,
    200,
    200,
  ),
  "GET /group-delivery-job-api/admin/delivery/today (the caller's branch today)": users(
    403,
    403,
    403,
    200,
    200,
  ),
  "GET /group-delivery-job-api/admin/delivery/today/events (the caller's branch today, as events; read up to the first board)":
    users(403, 403, 403, 200, 200),
  "POST /group-delivery-job-api/delivery/job/update (D100's job of today)": users(404, 404, 200, 403, 403),
  "POST /group-delivery-job-api/delivery/job/update (D100's job of yesterday)": users(
    404,
    404,
    403,
    403,
    403,
  ),
  "POST /group-delivery-job-api/delivery/job/update (another of D100's jobs of yesterday, saved yesterday: late offline work)":
    users(404, 404, 200, 403, 403),
  "POST /group-delivery-job-api/admin/delivery/job/update (D100's job of yesterday)": users(
    403,
    403,
    403,
    200,
    404,
  ),
  "GET /track/{token} (the tracking page of D100's job of today)": all(200),
  "GET /group-delivery-job-api/admin/delivery/job/{jobId}/tracking-link (D100's job of today)": users(
    403,
    403,
    403,
    200,
    404,
  ),
  "GET /retail-order-api/v1/orders/{jobNumber}/notes (D100's job)": users(404, 404, 200, 200, 404),
  'GET /group-delivery-job-api/entities/{retailerId}/reasonCodes': users(200, 200, 200, 200, 200),
  "POST /delivery-reporting/delivery-dra-update (D100's job of today)": users(404, 404, 200, 200, 404),
  "POST /group-delivery-job-api/delivery/location/update (the caller's own headers)": users(
    200,
    200,
    200,
    200,
    200,
  ),
  "POST /group-image-api/delivery-dra-image-upload (a DRA photo named for D100's job)": users(
    404,
    404,
    200,
    200,
    404,
  ),
  "POST /group-image-api/delivery-dra-image-upload (objectKey ORIG/{D100's job}-damage-….png)": users(
    404,
    404,
    200,
    200,
    404,
  ),
  "PUT /group-image-api/delivery-dra-image-upload (objectKey SIGNATURE/…/{D100's job}-….jpg)": users(
    404,
    404,
    200,
    200,
    404,
  ),
  "POST /group-image-api/upload-grant (D100's job of today)": users(404, 404, 200, 200, 404),
  'GET /group-image-api/object-store': users(200, 200, 200, 200, 200),
  "GET /group-delivery-job-api/delivery/job/{id}/record (D100's job of today)": users(
    404,
    404,
    200,
    200,
    404,
  ),
  "GET /group-delivery-job-api/delivery/job/{id}/record/image/{ref} (a photo of D100's job's record)": users(
    404,
    404,
    200,
    200,
    404,
  ),
  "GET /group-delivery-job-api/admin/delivery/job/search?q= (D100's job of today's order number)": users(
    403,
    403,
    403,
    200,
    200,
  ),
  "GET /group-delivery-job-api/admin/retail-webhooks?status= (the caller's branch, failed webhooks)": users(
    403,
    403,
    403,
    200,
    200,
  ),
  "POST /group-delivery-job-api/admin/retail-webhooks/{eventId}/resend (a webhook of D100's job)": users(
    403,
    403,
    403,
    200,
    404,
  ),
  "GET /group-delivery-job-api/admin/delivery/job/{id}/messages (D100's job of today)": users(
    403,
    403,
    403,
    200,
    404,
  ),
  // The token in the path is the only key: no login, the same answer to every caller.
  "GET /retail-record-api/records/{token} (a live link to D100's job's record)": all(200),
  'GET /retail-record-api/records/{token}/image/{ref} (a photo of that record)': all(200),
};

/** The expected statuses of a catalog route (an unknown label is a mistake in this file). */
function expectedOf(route: RouteCase): ExpectedStatuses {
  const expected = expectedByLabel[route.label];
  if (!expected) throw new Error(`The authorization matrix has no row for ${route.label}`);
  return expected;
}

/** Every production route's row, then the test routes (404: not mounted in production). */
export const matrixRows: readonly MatrixRow[] = [
  ...gatewayRoutes.map((route) => ({ route, expected: expectedOf(route) })),
  ...[...testOnlyRoutes, expireTokensRoute].map((route) => ({ route, expected: all(404) })),
];
