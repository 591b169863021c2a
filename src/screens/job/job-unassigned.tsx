/**
 * The job screen's box for a job the office gave to someone else while a
 * change of it still waits on this phone: it is on the list only
 * for that change, which the "Needs attention" box below lets the driver
 * retry or discard.
 */
import type { Job } from '@domain/job/job';
import { isNoLongerAssigned } from '@domain/job-list/left-out-jobs';
import { NO_LONGER_ASSIGNED, NO_LONGER_ASSIGNED_DETAIL } from '../../components/no-longer-assigned';
import { NoticeBox } from '../../components/notice-box';

/** The box; nothing for a job still assigned to the driver. */
export function JobUnassigned({ job }: { job: Job }) {
  if (!isNoLongerAssigned(job)) return null;
  return (
    <NoticeBox title={NO_LONGER_ASSIGNED} tone="warning">
      <p>{NO_LONGER_ASSIGNED_DETAIL}</p>
    </NoticeBox>
  );
}
