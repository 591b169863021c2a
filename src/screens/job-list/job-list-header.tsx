/** The job list's header: title, Last Downloaded, date picker and the refresh button (spec §2). */
import { DatePicker } from '../../components/date-picker';
import { formatDateTimeEnGb, formatDisplayDate } from '../../domain/time/dates';
import { datePickerMax } from '../../domain/job-list/display-date';
import { messages } from '../../domain/app/messages';
import { engine } from '../../engine';
import { useSession } from '../../state/snapshot';
import { useOnline, useSnapshotField } from '../../state/snapshot-slices';

function report(error: unknown): void {
  console.error(error);
}

/** Header of the list; `title` replaces "Jobs for: {date}" (e.g. for the parts variant). */
export function JobListHeader({ title }: { title?: string }) {
  const displayDate = useSnapshotField('displayDate');
  const fetching = useSnapshotField('fetching');
  const lastDownloaded = useSnapshotField('lastDownloaded');
  const online = useOnline();
  const admin = useSession() === 'admin';
  const heading = fetching
    ? messages.refreshingJobs
    : (title ?? messages.jobsFor(formatDisplayDate(displayDate)));
  return (
    <header className="list-header">
      <h1 className="list-header__title" aria-live="polite">
        {heading}
      </h1>
      {(lastDownloaded !== null || online) && (
        <div className="list-header__status">
          {lastDownloaded !== null && (
            <p className="list-header__downloaded">
              <span>{messages.lastDownloaded}:</span>
              <time dateTime={lastDownloaded}>{formatDateTimeEnGb(lastDownloaded)}</time>
            </p>
          )}
          {online && (
            <button
              type="button"
              className="button button--primary list-header__refresh"
              disabled={fetching}
              onClick={() => engine.refresh().catch(report)}
            >
              Refresh
            </button>
          )}
        </div>
      )}
      <DatePicker
        label="Date"
        value={displayDate}
        max={datePickerMax(admin)}
        onSelect={(day) => engine.setDisplayDate(day).catch(report)}
        onClear={() => engine.setDisplayDate(null).catch(report)}
      />
    </header>
  );
}
