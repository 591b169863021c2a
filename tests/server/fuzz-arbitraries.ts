/**
 * fast-check generators of hostile input: text with NUL, lone surrogates and
 * control characters, huge strings, deep nesting, wrong JSON types, header-safe
 * garbage, and percent-encoded path and query garbage (invalid UTF-8, %00, %ZZ).
 */
import fc from 'fast-check';

const HUGE = 'A'.repeat(2_000_000);
const LONG = 'x'.repeat(10_001);

/** Characters that have broken parsers, databases and loggers before. */
const nastyChar = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\ufffe',
  '\uffff',
  '\u202e',
  '\u2028',
  '\u0008',
  '\u001b',
  '\\',
  '"',
  "'",
  '%',
  '%00',
  '\r\n',
  'ǅ',
  'İ',
  '😀',
  '\u0301',
);

/** Hostile text: mixtures of the nasty characters, any code points, look-alike values, long and huge strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.string({
      unit: fc.oneof(nastyChar, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
      maxLength: 30,
    }),
  },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'null',
      'NaN',
      '-1',
      '1e309',
      'true',
      '[]',
      '{}',
      "' OR 1=1 --",
      'DS-1',
      LONG,
    ),
  },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);

/** Nested arrays or objects `depth` deep, as JSON text (an unknown field, or the whole body). */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A JSON value of any type, hostile text in it. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, -0, 2 ** 53 + 1, 1e308, -1e308),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A whole raw body: empty, text, JSON of any shape, cut-off JSON, deep nesting, bytes. */
export const hostileRawBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.constant(''),
  hostileText,
  hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
  fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
  fc
    .constantFrom(100, 10_000)
    .chain((depth) => fc.constantFrom(deeplyNested(depth, 'array'), deeplyNested(depth, 'object'))),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => new Uint8Array(bytes)),
);

/** Text a header may carry (visible Latin-1 and spaces: fetch refuses NUL, CR, LF and wider characters). */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength: 60,
  }),
  fc.constantFrom('', ' ', '%00', '1', '2', 'D100', 'D200', 'x'.repeat(1000), '../../etc/passwd'),
);

/** A content type, right or wrong for the route. */
export const contentType: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=----x',
    'text/plain',
    'image/png',
    'image/jpeg',
    '*/*',
  ),
  headerText,
);

/** Percent-encodes text as the bytes a hostile client would send (a lone surrogate as its 3 raw bytes). */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0xd800 || code > 0xdfff) {
      out += encodeURIComponent(char);
      continue;
    }
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }
  return out;
}

/** A path segment or query value as sent: encoded hostile text, or raw percent garbage. */
export const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  hostileText.filter((t) => t.length < 5000).map(percentEncode),
  fc.constantFrom(
    '%00',
    '%ZZ',
    '%',
    '%C0%AF',
    '%ED%A0%80',
    '%FF%FE',
    '%2F',
    '%252F',
    '%E0%A4',
    '..',
    '.',
    '',
  ),
);

/** An If-Match value: '*', a revision tag (weak or strong, any revision), or near misses. */
export const revisionTagText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('*', '"r0"', 'W/"r1"', '"r1", "r2"', 'r1', '"r-1"', '"r1234567890"'),
  fc.nat().map((n) => `"r${n}"`),
);

/** A Doorstep-Saved-At value: any instant from 2000 to 2100 (old ones are refused 422), or near misses. */
export const instantText: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-02-31T10:00:00Z',
    '2026-05-01T24:00:00Z',
    '2026-05-01T10:00:00',
    '2026-05-01T10:00+01:00',
  ),
);
