/**
 * The sync bar's "needs attention" line: how many changes
 * stopped retrying, and a link to each job that has one, where the driver
 * retries or discards them.
 */
import { Link } from 'wouter';
import { jobPath } from '@domain/accounts/routes';
import { useAttention, useJobs, useSnapshotField } from '../state/snapshot-slices';
import { attentionLinks } from './attention-links';
import { attentionSummary } from './sync-status-text';

/** The line, or nothing when no change needs attention. */
export function SyncAttention() {
  const attention = useAttention();
  const jobs = useJobs();
  const activeJob = useSnapshotField('activeJob');
  if (attention.length === 0) return null;
  return (
    <div className="sync-status__row">
      <p className="sync-status__text" role="status">
        {attentionSummary(attention.length)}.
      </p>
      <ul className="sync-status__links">
        {attentionLinks(attention, [activeJob, ...jobs]).map((link) => (
          <li key={link.jobId}>
            <Link href={jobPath(link.jobId, 'overview')} className="button sync-status__button">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
