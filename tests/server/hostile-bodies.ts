/** Hostile request bodies: the routes that take one (with MARKER where a stored text goes) and the changes made to them. */
import { APPLICATION_NAME, apiPaths } from '@domain/gateway/api-shapes';
import { todayIso } from '@domain/time/dates';
import { demoClient, demoDriver } from '@server/seed/demo-accounts';
import type { JobUpdateHarness } from './job-update-harness';

/** Where the hostile part goes. */
export const MARKER = 'MARKER';
const now = `${todayIso()}T10:15:00`;

/** A route taking a body; MARKER sits in a text field the route would store or look up. */
export interface BodyRoute {
  name: string;
  path: string;
  headers: () => Record<string, string>;
  kind: 'json' | 'form';
  /** The body's text with MARKER in it. */
  text: () => string;
}

const clientFields = `client_id=${demoClient.clientId}&client_secret=${demoClient.clientSecret}`;

/** Every route taking a body: the update calls, the risk assessment, the heartbeat and the account calls. */
export function bodyRoutes(h: () => JobUpdateHarness, client: () => Record<string, string>): BodyRoute[] {
  return [
    {
      name: 'driver job update',
      path: apiPaths.jobUpdate,
      headers: () => h().driver,
      kind: 'json',
      text: () =>
        JSON.stringify({
          id: h().notStarted(1).id,
          customer: [{ notes: [{ id: '', type: 2, note: MARKER, date: now, new: true }] }],
        }),
    },
    {
      name: 'admin job update',
      path: apiPaths.adminJobUpdate,
      headers: () => h().admin,
      kind: 'json',
      text: () => JSON.stringify({ id: h().notStarted(1, 1).id, signed_by: MARKER }),
    },
    {
      name: 'risk assessment',
      path: apiPaths.draUpdate,
      headers: () => h().driver,
      kind: 'json',
      text: () =>
        JSON.stringify({
          orderReference: h().notStarted(2).delivery_job.order_number,
          user_type: 'driver',
          firstName: 'Dan',
          lastName: 'Driver',
          timestamp: now,
          questions: [{ questionId: 'q6', isTrue: null, details: MARKER }],
        }),
    },
    {
      name: 'heartbeat',
      path: apiPaths.heartbeat,
      headers: () => h().driver,
      kind: 'json',
      text: () =>
        JSON.stringify([
          {
            status: 'generic',
            app: MARKER,
            timestamp: now,
            send_timestamp: now,
            latitude: 51.5,
            longitude: -0.1,
            precision: 10,
          },
        ]),
    },
    {
      name: 'registration',
      path: apiPaths.users,
      headers: client,
      kind: 'json',
      text: () =>
        JSON.stringify({
          username: 'hostile.test',
          password: 'Hostile-test-1',
          firstName: MARKER,
          lastName: 'Test',
          driverid: 'H1',
          branch: '1',
        }),
    },
    {
      name: 'password reset request',
      path: apiPaths.resetPassword,
      headers: client,
      kind: 'json',
      text: () => JSON.stringify({ username: MARKER }),
    },
    {
      name: 'token request',
      path: apiPaths.token,
      headers: () => ({}),
      kind: 'form',
      text: () =>
        `grant_type=password&username=${MARKER}&password=x&application=${APPLICATION_NAME}&${clientFields}`,
    },
    {
      name: 'login',
      path: apiPaths.login,
      headers: client,
      kind: 'form',
      text: () =>
        `username=${MARKER}&password=${demoDriver.password}&driverid=D100&branch=1&application=${APPLICATION_NAME}`,
    },
    {
      name: 'token refresh',
      path: apiPaths.refreshToken,
      headers: () => ({}),
      kind: 'form',
      text: () => `grant_type=refresh_token&refresh_token=${MARKER}&${clientFields}`,
    },
  ];
}

/** A hostile change of a body's text, as the bytes sent. */
export type Variant = [string, (text: string) => Uint8Array<ArrayBuffer>];

/** The text as UTF-8 bytes. */
const bytes = (text: string) => new TextEncoder().encode(text);
const withBytes = (text: string, inner: number[]) => {
  const [before = '', after = ''] = text.split(MARKER);
  return new Uint8Array([...bytes(before), ...inner, ...bytes(after)]);
};

/** Changes of a JSON body: NUL, lone surrogates, deep nesting, bytes that are not UTF-8. */
export const jsonVariants: Variant[] = [
  ['a NUL character in a text field', (t) => bytes(t.replace(MARKER, 'a\\u0000b'))],
  ['a lone high surrogate', (t) => bytes(t.replace(MARKER, '\\ud800'))],
  ['a lone low surrogate', (t) => bytes(t.replace(MARKER, 'x\\udc00y'))],
  ['a NUL character in a field name', (t) => bytes(t.replace('{', '{"k\\u0000":1,'))],
  [
    '10,000-deep nested arrays in an unknown field',
    (t) => bytes(t.replace('{', `{"deep":${'['.repeat(10_000)}${']'.repeat(10_000)},`)),
  ],
  [
    '10,000-deep nested objects in an unknown field',
    (t) => bytes(t.replace('{', `{"deep":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)},`)),
  ],
  ['malformed UTF-8 bytes', (t) => withBytes(t, [0xc3, 0x28])],
  ['a UTF-8 encoded surrogate', (t) => withBytes(t, [0xed, 0xa0, 0x80])],
];

/** Changes of a form body: NUL, an encoded surrogate, bad percent-encoding, bytes that are not UTF-8. */
export const formVariants: Variant[] = [
  ['a NUL character', (t) => bytes(t.replace(MARKER, 'a%00b'))],
  ['an encoded surrogate', (t) => bytes(t.replace(MARKER, '%ED%A0%80'))],
  ['malformed percent-encoding', (t) => bytes(t.replace(MARKER, 'a%zzb'))],
  ['malformed UTF-8 bytes', (t) => withBytes(t, [0xff, 0x41])],
];

/** The Content-Type of each kind of body. */
export const contentType = { json: 'application/json', form: 'application/x-www-form-urlencoded' };
