/**
 * Product rule 2.23: a delivery's stage in the customer's words, en-GB: "Your delivery is booked for Saturday
 * 28 November, between 10:00 and 12:00.", "Your driver is on the way. There are 3 stops before yours.
 * Expected between 14:05 and 14:35.", "Your driver is arriving now", "Delivered at 14:12, signed for by
 * J. Smith", "We could not deliver today: customer not in. Please contact Oak & Co to rebook."
 */
import { dayjs } from '../time/configured-dayjs';
import { formatTimeOfDay } from '../time/dates';
import type { DeliveryStage } from './delivery-stage';

/** "Saturday 28 November" for a day 'YYYY-MM-DD' (or any moment); '' when it is not one. */
export function longDayText(day: string): string {
  const moment = dayjs(day);
  return moment.isValid() ? moment.format('dddd D MMMM') : '';
}

/** "between 10:00 and 12:00" for two local timestamps. */
export function betweenText(from: string, to: string): string {
  return `between ${formatTimeOfDay(from)} and ${formatTimeOfDay(to)}`;
}

/**
 * A reason code's words inside a sentence: each label of its path, lower-cased at the start unless it starts
 * with an abbreviation ("Customer not in" → "customer not in"; "Access problem, No safe parking" → "access
 * problem, no safe parking"; "UPS lost it" stays).
 */
export function reasonInSentence(reason: string): string {
  return reason
    .split(', ')
    .map((label) => (/^[A-Z][a-z]/.test(label) ? `${label[0]?.toLowerCase() ?? ''}${label.slice(1)}` : label))
    .join(', ');
}

/** What the words need beyond the stage. */
export interface StageContext {
  /** The retailer's name, or "the retailer". */
  retailerName: string;
  /** The job's day, 'YYYY-MM-DD'. */
  day: string;
  /** The booked window's start and end, local timestamps. */
  windowStart: string;
  windowEnd: string;
}

function stopsBeforeText(stops: number): string {
  if (stops === 0) return 'Yours is the next stop.';
  return stops === 1 ? 'There is 1 stop before yours.' : `There are ${stops} stops before yours.`;
}

/** The stage as one or more sentences, the first saying the most. */
export function stageSentences(stage: DeliveryStage, context: StageContext): string[] {
  switch (stage.kind) {
    case 'scheduled':
      return [
        `Your delivery is booked for ${longDayText(context.day)}, ${betweenText(context.windowStart, context.windowEnd)}.`,
      ];
    case 'on-the-way': {
      const sentences = ['Your driver is on the way.', stopsBeforeText(stage.stopsBefore)];
      if (stage.window !== null) {
        const expected = `Expected ${betweenText(stage.window.from, stage.window.to)}`;
        sentences.push(stage.etaIsGuess ? `${expected} (a rough estimate).` : `${expected}.`);
      }
      return sentences;
    }
    case 'arriving':
      return [
        stage.minutesAway === 0
          ? 'Your driver is arriving now'
          : `Your driver is arriving in about ${stage.minutesAway} ${stage.minutesAway === 1 ? 'minute' : 'minutes'}`,
      ];
    case 'delivered': {
      const at = stage.at === null ? 'Delivered' : `Delivered at ${stage.at}`;
      return [stage.signedBy === null ? at : `${at}, signed for by ${stage.signedBy}`];
    }
    case 'not-delivered':
      return [
        stage.reason === null
          ? 'We could not deliver today.'
          : `We could not deliver today: ${reasonInSentence(stage.reason)}.`,
        `Please contact ${context.retailerName} to rebook.`,
      ];
    case 'held-up':
      return ['Your delivery is held up.', 'This page will show when your driver is on the way again.'];
  }
}
