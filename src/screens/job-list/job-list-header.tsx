/**
 * The job list's header (product rule 2.4): the title, Last Downloaded, then one row
 * with the parts filter (when offered) and the refresh button (online only; its place kept offline), so the
 * day's jobs start in the top third of a phone's screen. The date picker, used far
 * less, sits at the foot of the list (job-list-day-picker.tsx).
 */
import { memo, type ReactNode } from 'react';
import { formatDateTimeEnGb, formatDisplayDate } from '@domain/time/dates';
import { messages } from '@domain/app/messages';
import { engine } from '../../engine';
import { useOnline, useSnapshotField } from '../../state/snapshot-slices';
import { useListTitleLevel } from '../../components/list-beside-detail';

function report(error: unknown): void {
  console.error(error);
}

/**
 * Header of the list; `title` replaces "Jobs for: {date}" (e.g. for the parts
 * variant); `filter` shares the refresh button's row.
 */
function JobListHeaderView({ title, filter }: { title?: string; filter?: ReactNode }) {
  const displayDate = useSnapshotField('displayDate');
  const fetching = useSnapshotField('fetching');
  const lastDownloaded = useSnapshotField('lastDownloaded');
  const online = useOnline();
  const Title = useListTitleLevel();
  const heading = fetching
    ? messages.refreshingJobs
    : (title ?? messages.jobsFor(formatDisplayDate(displayDate)));
  return (
    <header className="list-header">
      <Title className="list-header__title" aria-live="polite">
        {heading}
      </Title>
      {/* Before the day's first download its line is kept empty: the time coming would push the list down. */}
      {lastDownloaded !== null ? (
        <p className="list-header__downloaded">
          <span>{messages.lastDownloaded}:</span>{' '}
          <time dateTime={lastDownloaded}>{formatDateTimeEnGb(lastDownloaded)}</time>
        </p>
      ) : (
        <p className="list-header__downloaded" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
      <div className="list-header__tools">
        {filter}
        {/* Offline the button is not shown, yet keeps its place: the list under it stays where the driver's
            thumb is as the signal comes and goes. */}
        <button
          type="button"
          className={`button button--primary list-header__refresh${online ? '' : ' list-header__refresh--offline'}`}
          disabled={fetching || !online}
          onClick={() => engine.refresh().catch(report)}
        >
          Refresh
        </button>
      </div>
    </header>
  );
}

/**
 * The header, rendered again only when its title, its filter or what it reads changed: the list renders on
 * every change of a job (each one sent during a sync), and the header's dates are formatted anew on each render.
 */
export const JobListHeader = memo(JobListHeaderView);
