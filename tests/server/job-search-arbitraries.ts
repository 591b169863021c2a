/**
 * fast-check generators of the admin job search's q and page: pieces of real job
 * ids, job numbers, order numbers and postcodes (case changed, spaces added),
 * LIKE's wildcards and escape, NUL, lone surrogates, unicode, long strings.
 */
import fc from 'fast-check';
import { SEARCH_MAX_CHARS } from '@server/routes/evidence-record-routes';

/** Characters with a meaning to LIKE, whitespace, and unicode whose upper case differs between JS and SQL. */
const special = fc.constantFrom(
  '%',
  '_',
  '\\',
  '%%',
  '__',
  '\\%',
  '\\_',
  '%_',
  ' ',
  '\t',
  '\u00a0',
  'ß',
  'ẞ',
  'é',
  'İ',
  'ı',
  'ǅ',
  '😀',
  '\u0301',
  '\u0000',
  '\ud800',
  "'",
  '"',
  '*',
  '?',
  '[a-z]',
  '-',
);

/** A piece of a real id, job number, order number or postcode, maybe lower case. */
const realPiece = (fragments: readonly string[]) =>
  fc.tuple(fc.constantFrom(...fragments), fc.nat(20), fc.nat(20), fc.boolean()).map(([text, a, b, lower]) => {
    const piece = text.slice(Math.min(a, b), Math.max(a, b) + 1);
    return lower ? piece.toLowerCase() : piece;
  });

/** A real piece with spaces around and inside it (the search ignores them). */
const spacedPiece = (fragments: readonly string[]) =>
  fc
    .tuple(realPiece(fragments), fc.nat(20), fc.constantFrom(' ', '  ', '\t', '\u3000'))
    .map(([piece, at, space]) => {
      const cut = Math.min(at, piece.length);
      return `${space}${piece.slice(0, cut)}${space}${piece.slice(cut)}${space}`;
    });

/** A q: a real piece (maybe spaced), a mixture of pieces and special characters, or a long string. */
export const hostileQuery = (fragments: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.oneof(realPiece(fragments), spacedPiece(fragments)) },
    {
      weight: 4,
      arbitrary: fc
        .array(fc.oneof(special, realPiece(fragments), fc.string({ unit: 'binary', maxLength: 3 })), {
          maxLength: 6,
        })
        .map((parts) => parts.join('')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'a'.repeat(SEARCH_MAX_CHARS),
        'a'.repeat(SEARCH_MAX_CHARS + 1),
        '%'.repeat(5000),
        `${' '.repeat(300)}ds`,
        'ab'.repeat(3000),
      ),
    },
  );

/** A page: absent, a good number, or a near miss. */
export const hostilePage = fc.option(
  fc.oneof(
    fc.constantFrom(
      '1',
      '2',
      '3',
      ' 2 ',
      '002',
      '0',
      '-1',
      '10000',
      '10001',
      '1e3',
      '1.5',
      '%',
      '',
      'NaN',
      '99999999999999999999',
    ),
    fc.nat(5).map(String),
  ),
  { nil: undefined },
);
