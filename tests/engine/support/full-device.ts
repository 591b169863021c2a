/** Fixtures of the full-device tests: a driver's login, the quota error, storage that refuses writes, a job list. */
import type { LoginStatus } from '@domain/accounts/login-status';
import { ApiClient } from '@worker-shared/api/api-client';
import type { EngineStorage } from '@worker-shared/db/storage';
import { JobList } from '@worker/jobs/job-list';
import { ReasonCodeLoader } from '@worker/jobs/reason-code-loader';
import { SerialQueue } from '@worker-shared/serial-queue';
import type { StateCell } from '@worker/state/state-cell';

/** The logged-in driver of the full-device tests. */
export const driverLogin: LoginStatus = {
  userType: 'Driver',
  firstName: 'Dan',
  lastName: 'Driver',
  userName: 'demo.driver',
  branch: '1',
  driverid: 'D100',
  companyName: 'Doorstep',
  credentialsAccepted: true,
  loggedIn: true,
  branchAndVehicleAssigned: true,
};

/** The error a write meets once the quota is used up. */
export function quotaExceeded(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/** A storage whose named methods reject with `error()` while `device.full` is set. */
export function switchableDevice(
  real: EngineStorage,
  refused: Iterable<PropertyKey>,
  error: () => Error = quotaExceeded,
) {
  const methods = new Set(refused);
  const device = { full: false };
  const storage = new Proxy(real, {
    get(target, property, receiver) {
      if (device.full && methods.has(property)) return () => Promise.reject(error());
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { storage, device };
}

/** What a job list over a test storage needs. */
export interface TestJobListParts {
  storage: EngineStorage;
  state: StateCell;
  fetch: typeof fetch;
  now: number;
  log: (line: string) => void;
}

/** A job list whose client answers through `fetch` as the logged-in driver. */
export function testJobList({ storage, state, fetch, now, log }: TestJobListParts): JobList {
  const client = new ApiClient({
    baseUrl: 'https://gateway.test',
    fetch,
    appVersion: '7.1.0-test',
    timeoutMs: 1000,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    device: () => Promise.resolve({ uuid: 'device', imei: '1' }),
    accessToken: () => Promise.resolve('access'),
    caller: () => ({ branch: '1', driverid: 'D100', admin: false }),
    refresh: () => Promise.resolve({ ok: true }),
    onTokenExpired: () => Promise.resolve(),
  });
  return new JobList({
    storage,
    client,
    state,
    reasonCodes: new ReasonCodeLoader({ storage, client, now: () => now, log }),
    now: () => now,
    log,
    expireSession: () => Promise.resolve(),
    background: () => undefined,
    jobWrites: new SerialQueue(),
  });
}
