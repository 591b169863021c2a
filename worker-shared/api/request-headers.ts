/** The headers every gateway call carries (product rules 6.3 and 7.1). */
import type { LoginStatus } from '@domain/accounts/login-status';
import { isAdmin } from '@domain/accounts/login-status';
import type { DeviceIds } from './device-ids';

/** Who is calling, for the branch and driverid headers. */
export interface CallerIdentity {
  branch: string;
  driverid: string;
  admin: boolean;
}

/** Everything the headers are made from. */
export interface HeaderInputs {
  device: DeviceIds;
  appVersion: string;
  bearer: string | null;
  caller: CallerIdentity | null;
  contentType?: string;
  extra?: Record<string, string>;
}

/** imei, uuid, version, accept; bearer when present; branch when known; driverid for drivers. */
export function requestHeaders(inputs: HeaderInputs): Headers {
  const headers = new Headers(inputs.extra);
  headers.set('accept', 'application/json');
  headers.set('imei', inputs.device.imei);
  headers.set('uuid', inputs.device.uuid);
  headers.set('version', inputs.appVersion);
  if (inputs.bearer) headers.set('Authorization', `Bearer ${inputs.bearer}`);
  if (inputs.caller?.branch) headers.set('branch', inputs.caller.branch);
  if (inputs.caller && !inputs.caller.admin && inputs.caller.driverid) {
    headers.set('driverid', inputs.caller.driverid);
  }
  if (inputs.contentType) headers.set('Content-Type', inputs.contentType);
  return headers;
}

/** The caller of a session: branch always, driverid unless Admin. */
export function callerOf(login: LoginStatus | null): CallerIdentity | null {
  return login ? { branch: login.branch, driverid: login.driverid, admin: isAdmin(login) } : null;
}
