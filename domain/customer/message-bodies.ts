/**
 * Product rule 4.15: what each customer message says, in en-GB, short enough for one text message: the
 * retailer's name first (the customer knows the shop, not Doorstep), never the driver's name.
 */
import { formatDisplayDate, formatTimeOfDay } from '../time/dates';
import type { Job } from '../job/job';
import { retailerIdOf } from '../job/retailer';

/** The link's sentence, or nothing when the gateway has no link for the job. */
function track(link: string | null): string {
  return link === null ? '' : ` Track it: ${link}`;
}

/**
 * Who the messages of the job come from: the retailer's name the customer knows (RETAILER_NAMES, as the
 * tracking page says it), else the store that sold the order, else the retailer's code.
 */
export function messageSender(
  job: Pick<Job, 'customer' | 'delivery_job'>,
  retailerNames: Readonly<Record<string, string>> = {},
): string {
  const retailerId = retailerIdOf(job);
  if (Object.hasOwn(retailerNames, retailerId)) return retailerNames[retailerId] ?? retailerId;
  const store = job.customer[0]?.sales?.store.trim() ?? '';
  return store === '' ? retailerId : store;
}

/** The morning message: the day and window, and the tracking link. */
export function windowBody(sender: string, start: string, end: string, link: string | null): string {
  return (
    `${sender}: your delivery is booked for ${formatDisplayDate(start)} between ` +
    `${formatTimeOfDay(start)} and ${formatTimeOfDay(end)}.${track(link)}`
  );
}

/** The van has set off towards the customer. */
export function onTheWayBody(sender: string, link: string | null): string {
  return `${sender}: your delivery is on its way.${track(link)}`;
}

/** The van is at the stop before, or minutes away. */
export function arrivingBody(sender: string, link: string | null): string {
  return `${sender}: your delivery is arriving in the next few minutes.${track(link)}`;
}

/** Delivered at a time, signed for by the printed name when one was taken. */
export function deliveredBody(sender: string, at: string, signedBy: string | null): string {
  const signed = signedBy?.trim() ? `, signed for by ${signedBy.trim()}` : '';
  return `${sender}: your order was delivered at ${formatTimeOfDay(at)}${signed}. Thank you.`;
}

/** Not delivered, with the reason in the driver's words when one was given, and whom to contact. */
export function notDeliveredBody(sender: string, reason: string | null): string {
  const why = reason?.trim() ? ` (${reason.trim()})` : '';
  return `${sender}: we could not deliver your order today${why}. Please contact ${sender} to rebook.`;
}
