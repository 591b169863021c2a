/**
 * A van manifest on the job list: "Van {vehicle_id}" with its id, expanding to
 * its jobs. Memoised: a snapshot that changes nothing of this van (an upload
 * progress tick, another van's job) does not render it again.
 */
import { memo } from 'react';
import { Accordion } from '../../components/accordion';
import { LiveCount } from '../../components/live-count';
import { countNoun } from '@domain/app/counted';
import { formatTimeOfDay } from '@domain/time/dates';
import type { Job, Manifest } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { useManifestExpanded } from './job-list-atoms';
import { JobCards } from './job-cards';
import { sameJobs } from './jobs-by-manifest';

interface ManifestSectionProps {
  manifest: Manifest;
  jobs: readonly Job[];
}

/** '12 jobs', its number changing as the day's jobs are sent and drop off the list. */
function JobCount({ count }: { count: number }) {
  return (
    <span className="nowrap">
      <LiveCount value={count} /> {countNoun(count, 'job', 'jobs')}
    </span>
  );
}

/** One manifest and its visible jobs. */
function ManifestSectionView({ manifest, jobs }: ManifestSectionProps) {
  const [expanded, toggle] = useManifestExpanded(manifest.id);
  const hours = `${formatTimeOfDay(manifest.start_time)} – ${formatTimeOfDay(manifest.end_time)}`;
  return (
    <Accordion
      title={messages.van(manifest.vehicle_id)}
      detail={
        <>
          <span className="nowrap">
            <span className="visually-hidden">Manifest </span>
            {manifest.id}
          </span>{' '}
          · <span className="nowrap">{hours}</span> · <JobCount count={jobs.length} />
        </>
      }
      expanded={expanded}
      onToggle={toggle}
    >
      <JobCards jobs={jobs} />
    </Accordion>
  );
}

/** The section, rendered again only when its manifest or the list of its jobs changed. */
export const ManifestSection = memo(
  ManifestSectionView,
  (before, after) => before.manifest === after.manifest && sameJobs(before.jobs, after.jobs),
);
