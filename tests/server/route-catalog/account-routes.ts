/** The public, token and account routes of the catalog. */
import { APPLICATION_NAME, apiPaths } from '@domain/gateway/api-shapes';
import { demoClient, demoDriver } from '@server/seed/demo-accounts';
import { route } from './route-case';
import type { RouteCase } from './route-case';

const client = { client_id: demoClient.clientId, client_secret: demoClient.clientSecret };

/** Health, postcodes, legacy media, the OAuth calls and the account calls. */
export const accountRoutes: readonly RouteCase[] = [
  route({ label: 'GET /healthz', method: 'GET', template: '/healthz', access: 'public' }),
  route({
    label: 'GET /postcodes/{postcode}',
    method: 'GET',
    template: '/postcodes/{postcode}',
    access: 'public',
    segments: (f) => [f.postcode],
  }),
  route({
    label: 'GET /group-image-api/media/{id} (a stored image)',
    method: 'GET',
    template: '/group-image-api/media/{id}',
    access: 'public',
    segments: (f) => [f.mediaId],
  }),
  route({
    label: 'POST /oauth/token (client_credentials)',
    method: 'POST',
    template: apiPaths.token,
    access: 'client secret in the form',
    bodyKind: 'form',
    body: () => ({ grant_type: 'client_credentials', ...client }),
  }),
  route({
    label: 'POST /oauth/token (password grant of demo.driver)',
    method: 'POST',
    template: apiPaths.token,
    access: 'client secret in the form',
    bodyKind: 'form',
    body: () => ({
      grant_type: 'password',
      username: demoDriver.username,
      password: demoDriver.password,
      application: APPLICATION_NAME,
      ...client,
    }),
  }),
  route({
    label: 'POST /oauth/refreshToken (a live refresh token of demo.driver)',
    method: 'POST',
    template: apiPaths.refreshToken,
    access: 'refresh token in the form',
    bodyKind: 'form',
    body: async (f) => ({ grant_type: 'refresh_token', refresh_token: await f.refreshToken(), ...client }),
    // A replayed (already rotated) refresh token is refused and ends its whole family (defect 6).
    mayChangeWhenRefused: ['refresh_tokens', 'refresh_token_families'],
  }),
  route({
    label: 'POST /oauth/revoke (a live refresh token of demo.driver)',
    method: 'POST',
    template: apiPaths.revoke,
    access: 'refresh token in the form',
    bodyKind: 'form',
    body: async (f) => ({ token: await f.refreshToken(), ...client }),
  }),
  route({
    label: 'POST /user-api/login (demo.driver)',
    method: 'POST',
    template: apiPaths.login,
    access: 'client or user token',
    bodyKind: 'form',
    body: () => ({
      username: demoDriver.username,
      password: demoDriver.password,
      driverid: demoDriver.driverid,
      branch: demoDriver.branch,
      application: APPLICATION_NAME,
    }),
  }),
  route({
    label: 'POST /user-api/users (a new driver of branch 1)',
    method: 'POST',
    template: apiPaths.users,
    access: 'client or user token',
    bodyKind: 'json',
    body: (f) => {
      const id = f.unique();
      return {
        username: `matrix.${id}`,
        password: 'Matrix-pass-1',
        firstName: 'Mat',
        lastName: 'Rix',
        driverid: `M${id}`,
        branch: '1',
      };
    },
  }),
  route({
    label: 'POST /user-api/login/resetPassword (a reset code for demo.driver)',
    method: 'POST',
    template: apiPaths.resetPassword,
    access: 'client or user token',
    bodyKind: 'json',
    body: () => ({ username: demoDriver.username }),
    // A wrong code is counted against the live code (which dies after a few wrong tries).
    mayChangeWhenRefused: ['password_resets'],
  }),
];
