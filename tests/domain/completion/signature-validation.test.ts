import { describe, expect, it } from 'vitest';
import { isCustomerNameValid, signatureValidationMessage } from '@domain/completion/signature-validation';

describe('isCustomerNameValid (product rule 5.4: at least 2 characters)', () => {
  it.each([
    ['Al', true],
    ['Ada Lovelace', true],
    ['Jo ', true],
    ['A', false],
    ['', false],
    ['   ', false],
    [' B ', false],
    ['😀', false],
    ['😀😀', true],
  ])('%j → %s', (name, valid) => {
    expect(isCustomerNameValid(name)).toBe(valid);
  });
});

describe('signatureValidationMessage (product rule 5.4)', () => {
  it('names both when both are missing', () => {
    expect(signatureValidationMessage({ customerName: 'A', hasPhoto: false })).toBe(
      'You must provide a customer name and photo to complete the job.',
    );
  });

  it('names only the name when only the name is missing', () => {
    expect(signatureValidationMessage({ customerName: ' ', hasPhoto: true })).toBe(
      'You must provide a customer name to complete the job.',
    );
  });

  it('names only the photo when only the photo is missing', () => {
    expect(signatureValidationMessage({ customerName: 'Ada', hasPhoto: false })).toBe(
      'You must provide a photo to complete the job.',
    );
  });

  it('passes with a name and a photo; the drawing is not asked for', () => {
    expect(signatureValidationMessage({ customerName: 'Ada', hasPhoto: true })).toBeNull();
  });
});
