/**
 * All the checks of a quiet chaos run, over what the gateway, the store and
 * the phone hold: the outcome, conflict, evidence and phone promises. Throws a
 * ChaosFailure listing every broken promise; answers the run's lost, duplicated
 * and conflict counts.
 */
import { demoDriver } from '@server/seed/demo-accounts';
import type { AdminDesk } from './admin-desk';
import type { ChaosGateway } from './shared-gateway';
import type { ChaosNetwork } from './chaos-network';
import type { ChaosPhone } from './simulated-phone';
import {
  checkAttentionByPolicy,
  checkFatesOnPhone,
  checkNoSilentOverwrite,
  conflictFates,
} from './conflict-fates';
import type { DriverLedger } from './driver-ledger';
import { checkEvidence } from './evidence-checks';
import { readGatewayRecord } from './gateway-holds';
import { checkAdminChanges, checkJobOutcomes, checkKeysOnce } from './outcome-checks';
import { checkPhone } from './phone-checks';
import { readPhoneRecord } from './phone-holds';
import { ChaosFailure } from './run-failure';
import type { RunFigures } from './run-figures';

/** What the run's parts hold. */
export interface CheckedRun {
  gateway: ChaosGateway;
  tag: string;
  jobIds: readonly string[];
  phone: ChaosPhone;
  network: ChaosNetwork;
  ledger: DriverLedger;
  admin: AdminDesk;
}

/** Checks every promise; the run's lost, duplicated and conflict figures. */
export async function checkRun(
  run: CheckedRun,
): Promise<Pick<RunFigures, 'lost' | 'duplicated' | 'conflicts'>> {
  const record = await readGatewayRecord(run.gateway.db, run.gateway.bucketDir, run.tag);
  const phone = await readPhoneRecord(run.phone, run.jobIds);
  const driver = demoDriver.username;
  const fates = conflictFates(driver, record.conflicts, record.updates);
  const attention = phone.entries.filter((entry) => entry.state === 'attention');
  const keys = checkKeysOnce(record.updates);
  const problems = [...keys.problems];
  let { lost, duplicated } = keys;
  for (const jobId of run.jobIds) {
    const found = checkJobOutcomes(
      jobId,
      run.ledger.outcomesOf(jobId),
      record.updates.filter((row) => row.job_id === jobId && row.username === driver),
      fates.filter((fate) => fate.row.job_id === jobId),
      attention.filter((entry) => entry.jobId === jobId),
    );
    problems.push(...found.problems);
    lost += found.lost;
    duplicated += found.duplicated;
  }
  problems.push(
    ...checkAdminChanges(
      run.admin.changes,
      record.updates.filter((row) => row.kind === 'admin'),
    ),
    ...checkNoSilentOverwrite(driver, record.updates, (key) => run.network.baseOf(key)),
    ...checkFatesOnPhone(fates, phone.notices, attention),
    ...checkAttentionByPolicy(attention),
    ...checkEvidence(run.ledger, record, run.jobIds),
    ...checkPhone(phone, run.ledger, record.jobs),
  );
  if (problems.length > 0)
    throw new ChaosFailure(`${problems.length} broken promise(s):\n  ${problems.join('\n  ')}`);
  const conflicts: RunFigures['conflicts'] = {};
  for (const { decision } of fates) conflicts[decision.action] = (conflicts[decision.action] ?? 0) + 1;
  return { lost, duplicated, conflicts };
}
