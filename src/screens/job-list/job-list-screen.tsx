/**
 * The driver's job list (product rule 2.4): manifests that expand to their visible jobs,
 * or, for today, the "Today's Calls Needing Parts" variant; above them, what the
 * office changed on the day's jobs over the driver's offline work. It reads
 * only the snapshot's slices it shows, so an upload progress tick does not
 * render it again; the vans and cards are memoised on their data, and the header
 * on its title and filter, so a job sent during a sync renders its van and card alone.
 */
import { Suspense, useMemo } from 'react';
import { jobsNeedingParts, visibleJobs } from '@domain/job-list/job-visibility';
import { listMessageFor } from '@domain/job-list/list-message';
import { messages } from '@domain/app/messages';
import { lazyPart } from '../../app/later-chunks';
import { usePartsOnly } from './job-list-atoms';
import { useJobs, useManifests, useOnline, useSnapshotField } from '../../state/snapshot-slices';
import { JobCards } from './job-cards';
import { JobListHeader } from './job-list-header';
import { jobsByManifest } from './jobs-by-manifest';
import { ManifestSection } from './manifest-section';
import { OfficeNotices } from './office-notices';
import { PartsFilter } from './parts-filter';
import { useDayPickerShown } from './use-day-picker-shown';

const NO_JOBS: readonly never[] = [];

// Used far less than the list: its chunk loads after the first paint, at the foot of the list, where nothing
// below it moves when it arrives.
const JobListDayPicker = lazyPart(() =>
  import('./job-list-day-picker').then((chunk) => chunk.JobListDayPicker),
);

/** The /job-list screen. */
export function JobListScreen() {
  const jobs = useJobs();
  const manifests = useManifests();
  const loaded = useSnapshotField('loaded');
  const isToday = useSnapshotField('isToday');
  const online = useOnline();
  const [partsOnlyChosen, setPartsOnly] = usePartsOnly();
  const visible = useMemo(() => visibleJobs(jobs), [jobs]);
  const needingParts = useMemo(() => jobsNeedingParts(visible), [visible]);
  const byManifest = useMemo(() => jobsByManifest(visible), [visible]);
  const offerParts = loaded && isToday && needingParts.length > 0;
  const partsOnly = offerParts && partsOnlyChosen;
  const message = listMessageFor({ loaded, online, jobs, visible });
  const partsCount = needingParts.length;
  const fetching = useSnapshotField('fetching');
  const pickerShown = useDayPickerShown({ loaded, fetching, online });
  const filter = useMemo(
    () =>
      offerParts ? (
        <PartsFilter partsOnly={partsOnly} partsCount={partsCount} onChange={setPartsOnly} />
      ) : undefined,
    [offerParts, partsOnly, partsCount, setPartsOnly],
  );

  return (
    <div className="job-list">
      <JobListHeader title={partsOnly ? messages.todaysCallsNeedingParts : undefined} filter={filter} />
      <OfficeNotices />
      {message !== null ? (
        <p className="page-message" role="status">
          {message}
        </p>
      ) : partsOnly ? (
        <JobCards jobs={needingParts} label={messages.todaysCallsNeedingParts} />
      ) : (
        manifests.map((manifest) => (
          <ManifestSection
            key={manifest.id}
            manifest={manifest}
            jobs={byManifest.get(manifest.id) ?? NO_JOBS}
          />
        ))
      )}
      {pickerShown && (
        <Suspense fallback={null}>
          <JobListDayPicker />
        </Suspense>
      )}
    </div>
  );
}
