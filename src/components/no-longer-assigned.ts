/**
 * The words for a job the gateway no longer lists for the driver (the office
 * gave it to someone else) that stays on the phone's list while a change of it
 * waits (domain/job-list/left-out-jobs.ts): the card's tag and
 * the job screen's box.
 */

/** The tag on the job's card and the title of the job screen's box. */
export const NO_LONGER_ASSIGNED = 'No longer assigned to you';

/** What the job screen's box says under its title. */
export const NO_LONGER_ASSIGNED_DETAIL =
  'The office no longer lists this job for you. It stays on this phone until your change to it ' +
  'is sent or discarded.';
