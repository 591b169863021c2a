// A delivery's stage in the customer's words (product rule 2.23), en-GB: the day written out, the windows as
// "between 10:00 and 12:00", the stops before counted, a guessed window said to be rough, the reason of a
// failed job inside its sentence, and whom to contact.
import { describe, expect, it } from 'vitest';
import {
  betweenText,
  longDayText,
  reasonInSentence,
  stageSentences,
} from '@domain/customer/delivery-stage-words';

const context = {
  retailerName: 'Oak & Co',
  day: '2026-11-28',
  windowStart: '2026-11-28T10:00:00',
  windowEnd: '2026-11-28T12:00:00',
};
const window = { from: '2026-11-28T14:05:00', to: '2026-11-28T14:35:00' };

describe('stageSentences', () => {
  it('says each stage as the customer reads it', () => {
    expect(stageSentences({ kind: 'scheduled' }, context)).toEqual([
      'Your delivery is booked for Saturday 28 November, between 10:00 and 12:00.',
    ]);
    expect(
      stageSentences({ kind: 'on-the-way', stopsBefore: 3, window, etaIsGuess: false }, context).join(' '),
    ).toBe('Your driver is on the way. There are 3 stops before yours. Expected between 14:05 and 14:35.');
    expect(stageSentences({ kind: 'arriving', minutesAway: 0 }, context)).toEqual([
      'Your driver is arriving now',
    ]);
    expect(stageSentences({ kind: 'arriving', minutesAway: 10 }, context)).toEqual([
      'Your driver is arriving in about 10 minutes',
    ]);
    expect(stageSentences({ kind: 'delivered', at: '14:12', signedBy: 'J. Smith' }, context)).toEqual([
      'Delivered at 14:12, signed for by J. Smith',
    ]);
    expect(stageSentences({ kind: 'not-delivered', reason: 'Customer not in' }, context).join(' ')).toBe(
      'We could not deliver today: customer not in. Please contact Oak & Co to rebook.',
    );
    expect(stageSentences({ kind: 'held-up' }, context).join(' ')).toBe(
      'Your delivery is held up. This page will show when your driver is on the way again.',
    );
  });

  it('counts one stop or none, and says a guess is rough or leaves out a window it does not have', () => {
    const onTheWay = (stopsBefore: number, etaIsGuess: boolean, shown: typeof window | null) =>
      stageSentences({ kind: 'on-the-way', stopsBefore, window: shown, etaIsGuess }, context).join(' ');
    expect(onTheWay(1, false, window)).toContain('There is 1 stop before yours.');
    expect(onTheWay(0, true, window)).toBe(
      'Your driver is on the way. Yours is the next stop. Expected between 14:05 and 14:35 (a rough estimate).',
    );
    expect(onTheWay(2, false, null)).toBe('Your driver is on the way. There are 2 stops before yours.');
    expect(stageSentences({ kind: 'arriving', minutesAway: 1 }, context)).toEqual([
      'Your driver is arriving in about 1 minute',
    ]);
  });

  it('says delivered without a signer or a time when none is known, and not delivered without a reason', () => {
    expect(stageSentences({ kind: 'delivered', at: '09:05', signedBy: null }, context)).toEqual([
      'Delivered at 09:05',
    ]);
    expect(stageSentences({ kind: 'delivered', at: null, signedBy: null }, context)).toEqual(['Delivered']);
    expect(
      stageSentences({ kind: 'not-delivered', reason: null }, { ...context, retailerName: 'the retailer' }),
    ).toEqual(['We could not deliver today.', 'Please contact the retailer to rebook.']);
  });
});

describe('the parts', () => {
  it('writes the day out, the window as between, and a reason lower-cased inside a sentence', () => {
    expect(longDayText('2026-11-28')).toBe('Saturday 28 November');
    expect(longDayText('not a day')).toBe('');
    expect(betweenText('2026-11-28T08:30:00', '2026-11-28T09:30:00')).toBe('between 08:30 and 09:30');
    expect(reasonInSentence('Access problem, No safe parking, Road closed')).toBe(
      'access problem, no safe parking, road closed',
    );
    expect(reasonInSentence('UPS lost it')).toBe('UPS lost it');
  });
});
