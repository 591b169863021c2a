/** The inspection routes tests and e2e specs use (mounted only with testRoutes / GATEWAY_TEST_ROUTES=1). */
import { route } from './route-case';
import type { RouteCase } from './route-case';

const access = 'none (test routes are not mounted in production)';

/** Every /__test route but POST /__test/expire-access-tokens (it would end every token of the run). */
export const testOnlyRoutes: readonly RouteCase[] = [
  route({
    label: 'GET /__test/jobs/{id}',
    method: 'GET',
    template: '/__test/jobs/{id}',
    access,
    segments: (f) => [f.todayJob.id],
  }),
  route({
    label: 'GET /__test/job-updates?jobId=',
    method: 'GET',
    template: '/__test/job-updates',
    access,
    query: (f) => ({ jobId: f.todayJob.id }),
  }),
  route({
    label: 'GET /__test/job-conflicts?jobId=',
    method: 'GET',
    template: '/__test/job-conflicts',
    access,
    query: (f) => ({ jobId: f.todayJob.id }),
  }),
  route({ label: 'GET /__test/heartbeats', method: 'GET', template: '/__test/heartbeats', access }),
  route({ label: 'GET /__test/objects', method: 'GET', template: '/__test/objects', access }),
  route({
    label: 'GET /__test/objects/{key}',
    method: 'GET',
    template: '/__test/objects/{key}',
    access,
    segments: () => ['ORIG/none.png'],
  }),
  route({
    label: 'GET /__test/mail?to=',
    method: 'GET',
    template: '/__test/mail',
    access,
    query: () => ({ to: 'demo.driver' }),
  }),
  route({
    label: 'POST /__test/static-dir',
    method: 'POST',
    template: '/__test/static-dir',
    access,
    bodyKind: 'json',
    body: () => ({ dir: null }),
  }),
];

/** The route that ends every access token issued so far (matrix only: a 404 in production). */
export const expireTokensRoute: RouteCase = route({
  label: 'POST /__test/expire-access-tokens',
  method: 'POST',
  template: '/__test/expire-access-tokens',
  access,
});
