/** A van manifest on the job list: "Van {vehicle_id}" with its id, expanding to its jobs. */
import { Accordion } from '../../components/accordion';
import { formatTimeOfDay } from '../../domain/time/dates';
import type { Job, Manifest } from '../../domain/job/job';
import { messages } from '../../domain/app/messages';
import { useManifestExpanded } from '../../state/job-list-view';
import { JobListItem } from './job-list-item';

function jobCount(n: number): string {
  return `${n} ${n === 1 ? 'job' : 'jobs'}`;
}

/** One manifest and its visible jobs. */
export function ManifestSection({ manifest, jobs }: { manifest: Manifest; jobs: Job[] }) {
  const [expanded, toggle] = useManifestExpanded(manifest.id);
  const hours = `${formatTimeOfDay(manifest.start_time)} – ${formatTimeOfDay(manifest.end_time)}`;
  return (
    <Accordion
      title={messages.van(manifest.vehicle_id)}
      detail={
        <>
          <span className="nowrap">Manifest {manifest.id}</span> · <span className="nowrap">{hours}</span> ·{' '}
          <span className="nowrap">{jobCount(jobs.length)}</span>
        </>
      }
      expanded={expanded}
      onToggle={toggle}
    >
      <ul className="job-cards">
        {jobs.map((job) => (
          <JobListItem key={job.id} job={job} />
        ))}
      </ul>
    </Accordion>
  );
}
