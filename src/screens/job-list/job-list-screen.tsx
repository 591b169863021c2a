/**
 * The driver's job list (spec §2): manifests that expand to their visible jobs,
 * or, for today, the "Today's Calls Needing Parts" variant; above them, what the
 * office changed on the day's jobs over the driver's offline work.
 */
import { jobsNeedingParts, visibleJobs } from '../../domain/job-list/job-visibility';
import { listMessageFor } from '../../domain/job-list/list-message';
import { messages } from '../../domain/app/messages';
import { usePartsOnly } from '../../state/job-list-view';
import { useSnapshot } from '../../state/snapshot';
import { JobListHeader } from './job-list-header';
import { JobListItem } from './job-list-item';
import { ManifestSection } from './manifest-section';
import { OfficeNotices } from './office-notices';
import { PartsFilter } from './parts-filter';

/** The /job-list screen. */
export function JobListScreen() {
  const { jobs, manifests, loaded, online, isToday } = useSnapshot();
  const [partsOnlyChosen, setPartsOnly] = usePartsOnly();
  const visible = visibleJobs(jobs);
  const needingParts = jobsNeedingParts(visible);
  const offerParts = loaded && isToday && needingParts.length > 0;
  const partsOnly = offerParts && partsOnlyChosen;
  const message = listMessageFor({ loaded, online, jobs, visible });

  return (
    <div className="job-list">
      <JobListHeader title={partsOnly ? messages.todaysCallsNeedingParts : undefined} />
      {offerParts && (
        <PartsFilter partsOnly={partsOnly} partsCount={needingParts.length} onChange={setPartsOnly} />
      )}
      <OfficeNotices />
      {message !== null ? (
        <p className="page-message" role="status">
          {message}
        </p>
      ) : partsOnly ? (
        <ul className="job-cards" aria-label={messages.todaysCallsNeedingParts}>
          {needingParts.map((job) => (
            <JobListItem key={job.id} job={job} />
          ))}
        </ul>
      ) : (
        manifests.map((manifest) => (
          <ManifestSection
            key={manifest.id}
            manifest={manifest}
            jobs={visible.filter((job) => job.manifest_id === manifest.id)}
          />
        ))
      )}
    </div>
  );
}
