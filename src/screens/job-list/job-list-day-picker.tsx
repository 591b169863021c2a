/**
 * The job list's date picker (product rule 2.4: choosing a date changes the list,
 * clearing it returns to today), at the foot of the list: drivers mostly work
 * today's jobs, so the top of the screen is left to them.
 */
import { DatePicker } from '../../components/date-picker';
import { datePickerMax } from '@domain/job-list/display-date';
import { engine } from '../../engine';
import { useSession } from '../../state/snapshot-atom';
import { useSnapshotField } from '../../state/snapshot-slices';

function report(error: unknown): void {
  console.error(error);
}

/** "Date" with its Clear button, for seeing another day's jobs. */
export function JobListDayPicker() {
  const displayDate = useSnapshotField('displayDate');
  const admin = useSession() === 'admin';
  return (
    <div className="list-day-picker">
      <DatePicker
        label="Date"
        value={displayDate}
        max={datePickerMax(admin)}
        onSelect={(day) => engine.setDisplayDate(day).catch(report)}
        onClear={() => engine.setDisplayDate(null).catch(report)}
      />
    </div>
  );
}
