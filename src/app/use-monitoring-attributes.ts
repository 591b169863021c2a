/**
 * Keeps the monitoring agent's custom attributes (product rule 7.8) in step with the
 * session: username, branch, driver id and company name from the login, the
 * job id from the active job; all cleared at logout.
 */
import { useEffect } from 'react';
import { useLogin, useSnapshotField } from '../state/snapshot-slices';
import { telemetry } from '../telemetry/telemetry';

/** Reports the attributes whenever the login or the active job changes. */
export function useMonitoringAttributes(): void {
  const login = useLogin();
  const activeJob = useSnapshotField('activeJob');
  const username = login?.userName ?? null;
  const branch = login?.branch ?? null;
  const driverId = login?.driverid ?? null;
  const companyName = login?.companyName ?? null;
  const jobId = login === null ? null : (activeJob?.id ?? null);
  useEffect(() => {
    telemetry.setMonitoringAttributes({ jobId, username, branch, driverId, companyName });
  }, [jobId, username, branch, driverId, companyName]);
}
