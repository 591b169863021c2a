// Product rule 4.15: what each customer message says, whom it goes to, and how the office sees the recipient.
import { describe, expect, it } from 'vitest';
import {
  arrivingBody,
  deliveredBody,
  messageSender,
  notDeliveredBody,
  onTheWayBody,
  windowBody,
} from '@domain/customer/message-bodies';
import { maskedRecipient, messageRecipient } from '@domain/customer/message-recipient';
import type { Job } from '@domain/job/job';

const LINK = 'https://doorstep.example/track/abcdefghijklmnopqrstuvwx';

describe('the bodies', () => {
  it('name the retailer first and carry the link when there is one', () => {
    expect(windowBody('Oak & Co', '2026-11-28T10:00:00', '2026-11-28T12:00:00', LINK)).toBe(
      `Oak & Co: your delivery is booked for Sat, 28 Nov 2026 between 10:00 and 12:00. Track it: ${LINK}`,
    );
    expect(onTheWayBody('Oak & Co', LINK)).toBe(`Oak & Co: your delivery is on its way. Track it: ${LINK}`);
    expect(arrivingBody('Oak & Co', null)).toBe(
      'Oak & Co: your delivery is arriving in the next few minutes.',
    );
  });

  it('say when it was delivered and who signed, or why not and whom to contact', () => {
    expect(deliveredBody('Oak & Co', '2026-11-28T14:05:00', ' J Smith ')).toBe(
      'Oak & Co: your order was delivered at 14:05, signed for by J Smith. Thank you.',
    );
    expect(deliveredBody('Oak & Co', '2026-11-28T14:05:00', null)).toBe(
      'Oak & Co: your order was delivered at 14:05. Thank you.',
    );
    expect(notDeliveredBody('Oak & Co', 'Customer not in')).toBe(
      'Oak & Co: we could not deliver your order today (Customer not in). Please contact Oak & Co to rebook.',
    );
    expect(notDeliveredBody('Oak & Co', null)).toBe(
      'Oak & Co: we could not deliver your order today. Please contact Oak & Co to rebook.',
    );
  });

  it("come from the retailer's name, else the store that sold the order, else the retailer code", () => {
    const job = (store: string | null, retailer: string | null) =>
      ({
        customer: [
          {
            contacts: [],
            ...(store === null ? {} : { sales: { name: 'Jo', store, delivery_date: '2026-11-28' } }),
          },
        ],
        delivery_job: { retailer_id: retailer },
      }) as unknown as Job;
    expect(messageSender(job('Oak & Co', 'R1'))).toBe('Oak & Co');
    expect(messageSender(job(' ', 'R1'))).toBe('R1');
    expect(messageSender(job(null, 'R2'))).toBe('R2');
    // The name the tracking page gives the retailer (RETAILER_NAMES) comes first.
    expect(messageSender(job('A store', 'R1'), { R1: 'Oak & Co' })).toBe('Oak & Co');
    expect(messageSender(job('A store', 'R2'), { R1: 'Oak & Co' })).toBe('A store');
  });
});

describe('the recipient', () => {
  it('is the first number, mobile first, else the e-mail, else nobody', () => {
    const contacts = [
      { name: 'Work', number: '0161 496 0000' },
      { name: 'Mobile', number: ' 07700 900123 ' },
    ];
    expect(messageRecipient({ contacts })).toBe('07700 900123');
    expect(messageRecipient({ contacts: [{ name: 'Mobile', number: ' ' }], email: 'jo@example.com' })).toBe(
      'jo@example.com',
    );
    expect(messageRecipient({ contacts: [], email: 'not an address' })).toBeNull();
    expect(messageRecipient({ contacts: [] })).toBeNull();
  });

  it('is masked for the office: a number keeps its first two and last three digits', () => {
    expect(maskedRecipient('07700 900123')).toBe('07••• •••123');
    expect(maskedRecipient('+447700900123')).toBe('+44•••••••123');
    expect(maskedRecipient('jo.bloggs@example.com')).toBe('j•••@example.com');
  });
});
