/**
 * The login screen's line for a user whose unsent work is older than a day:
 * who, how many jobs and photos, since when. Only names and
 * counts: nothing of the jobs themselves is shown to whoever holds the phone.
 */
import type { StaleWork } from '../../engine';
import { counted } from '@domain/app/counted';
import { todayIso } from '@domain/time/dates';

/** The day of a moment as DD/MM/YYYY, in the phone's time zone. */
function dayOf(ms: number): string {
  const [year, month, day] = todayIso(ms).split('-');
  return `${day}/${month}/${year}`;
}

/**
 * e.g. 'demo.driver has changes to 3 jobs and 2 photos not sent since
 * 23/11/2026. Log in as demo.driver to send them.'
 */
export function staleWorkLine(work: StaleWork): string {
  const photos = work.photos > 0 ? ` and ${counted(work.photos, 'photo', 'photos')}` : '';
  return (
    `${work.owner} has changes to ${counted(work.jobs, 'job', 'jobs')}${photos} ` +
    `not sent since ${dayOf(work.oldest)}. Log in as ${work.owner} to send them.`
  );
}
