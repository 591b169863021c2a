/**
 * The job a completion screen shows while the driver edits it. An edit shows at
 * once (the screen applies the same domain rule the engine will), then the
 * engine's answer replaces it once no other edit is on its way; a newer snapshot
 * of the stored job then takes over. A refused edit's message shows in the
 * notification dialog and the stored job is shown again.
 */
import { useCallback, useRef, useState } from 'react';
import type { JobEditResult, ReportEdit } from '../engine';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { engine } from '../engine';
import { useShowLocalNotice } from '../state/local-notice';

/** The job shown, and the ways to change it. */
export interface JobEdits {
  job: Job;
  /** Takes an engine answer (a photo added, edited or deleted): its job is shown, or its message is. */
  apply: (result: JobEditResult) => void;
  /** One report edit, shown at once as `optimistic` makes it, then stored through the engine. */
  edit: (edit: ReportEdit, optimistic: (job: Job) => Job) => Promise<JobEditResult>;
  /** Resolves, once every edit sent so far has been answered, with the newest job (before leaving the screen). */
  settled: () => Promise<Job>;
}

interface Edited {
  /** The job prop the edit was made on top of; a newer prop replaces the edit once nothing is on its way. */
  base: Job;
  job: Job;
}

/** A failed engine call, as an edit answer. */
export function failedEdit(error: unknown): JobEditResult {
  console.error(error);
  return { ok: false, message: messages.somethingWentWrong };
}

/** The shown job of `job` (the snapshot's copy) and its edits. */
export function useJobEdits(job: Job): JobEdits {
  const [edited, setEdited] = useState<Edited | null>(null);
  const showNotice = useShowLocalNotice();
  const base = useRef(job);
  base.current = job;
  const inFlight = useRef(new Set<Promise<JobEditResult>>());
  const newest = useRef<Edited | null>(null);

  const current = useCallback((): Job => {
    const latest = newest.current;
    return latest !== null && (latest.base === base.current || inFlight.current.size > 0)
      ? latest.job
      : base.current;
  }, []);

  const show = useCallback((next: Edited | null) => {
    newest.current = next;
    setEdited(next);
  }, []);

  const apply = useCallback(
    (result: JobEditResult) => {
      if (!result.ok) {
        showNotice(result.message);
        if (inFlight.current.size === 0) show(null);
        return;
      }
      if (inFlight.current.size === 0) show({ base: base.current, job: result.job });
    },
    [show, showNotice],
  );

  const jobId = job.id;
  const edit = useCallback(
    async (change: ReportEdit, optimistic: (job: Job) => Job) => {
      show({ base: base.current, job: optimistic(current()) });
      const sent = engine.editReport(jobId, change).catch(failedEdit);
      inFlight.current.add(sent);
      const result = await sent;
      inFlight.current.delete(sent);
      apply(result);
      return result;
    },
    [apply, current, jobId, show],
  );

  const settled = useCallback(async () => {
    await Promise.all(inFlight.current);
    return current();
  }, [current]);

  const shown = edited !== null && (edited.base === job || inFlight.current.size > 0) ? edited.job : job;
  return { job: shown, apply, edit, settled };
}
