import { describe, expect, it } from 'vitest';
import { NoteType } from '@domain/job/enums';
import type { Note } from '@domain/job/job';
import { latestCustomerNote } from '@domain/job/latest-customer-note';
import { makeJob } from '../support/job-fixture';

function note(id: string, date: string): Note {
  return { id, type: NoteType.JobNote, note: `note ${id}`, date };
}

function jobWithNotes(notes: Note[]) {
  const job = makeJob();
  const customer = job.customer[0];
  if (!customer) throw new Error('fixture without customer');
  return { ...job, customer: [{ ...customer, notes }] };
}

describe('latestCustomerNote (product rules 2.5 and 2.9)', () => {
  it('picks the first customer’s note with the latest date, whatever the list order', () => {
    const notes = [
      note('a', '2026-11-19T10:00:00'),
      note('b', '2026-11-20T09:00:00'),
      note('c', '2026-11-18T23:00:00'),
    ];
    expect(latestCustomerNote(jobWithNotes(notes))?.id).toBe('b');
  });

  it('takes the later one in the list on a tie', () => {
    const notes = [note('a', '2026-11-20T09:00:00'), note('b', '2026-11-20T09:00:00')];
    expect(latestCustomerNote(jobWithNotes(notes))?.id).toBe('b');
  });

  it('is null without notes or without a customer', () => {
    expect(latestCustomerNote(jobWithNotes([]))).toBeNull();
    expect(latestCustomerNote({ customer: [] })).toBeNull();
  });
});
