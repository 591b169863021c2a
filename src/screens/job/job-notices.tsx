/**
 * What the sync settled on this job by the conflict policy,
 * e.g. an admin's outcome that won over the driver's older offline change:
 * each notice's message, when it was settled, newest first, and a Dismiss
 * button (the notice stays until its driver has read it).
 */
import { useId } from 'react';
import type { Job } from '@domain/job/job';
import { DismissNoticeButton } from '../../components/dismiss-notice-button';
import { NoticeBox } from '../../components/notice-box';
import { useNotices } from '../../state/snapshot-slices';
import { noticeTime } from './attention-text';

/** The job's notices; nothing when it has none. */
export function JobNotices({ job }: { job: Job }) {
  const notices = useNotices().filter((notice) => notice.jobId === job.id);
  const baseId = useId();
  if (notices.length === 0) return null;
  return (
    <NoticeBox title="Changed by the office">
      <ul className="notice-box__list">
        {notices.map((notice) => {
          const messageId = `${baseId}-${notice.id}`;
          return (
            <li key={notice.id} className="notice-box__item">
              <p id={messageId}>{notice.message}</p>
              <p className="notice-box__small">{noticeTime(notice)}</p>
              <DismissNoticeButton notice={notice} describedBy={messageId} />
            </li>
          );
        })}
      </ul>
    </NoticeBox>
  );
}
