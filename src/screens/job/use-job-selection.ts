/**
 * The job of a job route: chosen in the order of product rule 2.8 (selected-job.ts), else looked up
 * by id in the engine's stored jobs; once known it is opened (marked the one
 * active job and stored) by the engine. A job not found while the day's first download is still on its way
 * (online and nothing arrived yet: the list's own "Loading...") is looked for again once it has come, so a link
 * opened as the app starts waits for the day instead of going back to the list.
 */
import { useEffect, useState } from 'react';
import { useHistoryState } from '../../app/browser-location';
import type { Job } from '@domain/job/job';
import { engine } from '../../engine';
import { useJobs, useSnapshotField } from '../../state/snapshot-slices';
import { currentCopy, selectedJob } from './selected-job';

/** looking: the engine is being asked; unknown: no such job (the screen goes back to the list). */
export type JobSelection = { status: 'found'; job: Job } | { status: 'looking' } | { status: 'unknown' };

interface Lookup {
  jobId: string;
  job: Job | null;
  /** The lookup was asked while the day's list was still on its way, so a miss may not be final. */
  early: boolean;
}

/** The job for jobId, with `explicit` as the explicit argument of product rule 2.8. */
export function useJobSelection(jobId: string, explicit?: Job | null): JobSelection {
  const navigationState = useHistoryState();
  const activeJob = useSnapshotField('activeJob');
  const jobs = useJobs();
  const loaded = useSnapshotField('loaded');
  const online = useSnapshotField('online');
  const dayArriving = online && !loaded;
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const chosen = selectedJob({ jobId, navigationState, explicit, activeJob, jobs });
  const final = lookup !== null && (lookup.job !== null || !lookup.early);
  const looked = final && lookup.jobId === jobId ? lookup : null;
  const job = chosen ?? looked?.job ?? null;
  const needsLookup = chosen === null && looked === null;
  const known = job !== null;

  useEffect(() => {
    if (!needsLookup) return undefined;
    let current = true;
    const settle = (found: Job | null) => {
      if (current) setLookup({ jobId, job: found, early: dayArriving });
    };
    engine.findJob(jobId).then(settle, (error: unknown) => {
      console.error(error);
      settle(null);
    });
    return () => {
      current = false;
    };
  }, [jobId, needsLookup, dayArriving]);

  useEffect(() => {
    if (known) engine.openJob(jobId).catch((error: unknown) => console.error(error));
  }, [jobId, known]);

  if (job !== null) return { status: 'found', job: currentCopy(job, activeJob) };
  return needsLookup ? { status: 'looking' } : { status: 'unknown' };
}
