import { describe, expect, it } from 'vitest';
import { NoteType } from '@domain/job/enums';
import { issueComment, withIssueComment, withoutIssueComment } from '@domain/completion/issue-comment';
import type { Note } from '@domain/job/job';
import { makeProduct } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 9, 8, 7);
const older: Note = {
  id: 'n1',
  type: NoteType.ProductNote,
  note: 'Fragile',
  date: '2026-11-19T10:00:00',
  new: false,
};

describe('the issue comment (an unsent Product Note)', () => {
  it('is set as a new product note dated now, after the older notes', () => {
    const product = withIssueComment(makeProduct({ notes: [older] }), 'Scratch on the left arm', now);
    expect(product.notes).toEqual([
      older,
      {
        id: '',
        type: NoteType.ProductNote,
        note: 'Scratch on the left arm',
        date: '2026-11-21T09:08:07',
        new: true,
      },
    ]);
    expect(issueComment(product)).toBe('Scratch on the left arm');
  });

  it('is replaced, not added to, and cut to 150 characters', () => {
    const once = withIssueComment(makeProduct(), 'first', now);
    const twice = withIssueComment(once, 'x'.repeat(200), now);
    expect(twice.notes).toHaveLength(1);
    expect(issueComment(twice)).toBe('x'.repeat(150));
  });

  it('is removed by a blank text or withoutIssueComment; other notes stay', () => {
    const set = withIssueComment(makeProduct({ notes: [older] }), 'Dent', now);
    expect(withIssueComment(set, '  ', now).notes).toEqual([older]);
    expect(withoutIssueComment(set).notes).toEqual([older]);
    expect(issueComment(makeProduct())).toBe('');
    const plain = makeProduct();
    expect(withoutIssueComment(plain)).toBe(plain);
  });

  it('ignores sent notes and new notes of other types', () => {
    const partNote: Note = { ...older, id: '', type: NoteType.PartRequiredNote, new: true };
    expect(issueComment(makeProduct({ notes: [older, partNote] }))).toBe('');
  });
});
