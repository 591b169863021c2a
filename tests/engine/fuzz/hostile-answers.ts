/**
 * Gateway answers of another shape, and hostile ones, built from a real answer:
 * fields left out, of the wrong type, huge, holding markup or invalid dates,
 * extra fields; and bodies cut off mid-stream, not JSON at all, or empty.
 */
import fc from 'fast-check';

/** Markup a note or name might carry; it must reach the driver as text. */
export const MARKUP = [
  '<img src=x onerror=alert(1)>',
  '<script>alert("x")</script>',
  '"><svg onload=alert(1)>',
];

/** A value that does not belong where it lands. */
export const strayValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    0,
    -1,
    1.5,
    1e308,
    true,
    false,
    '',
    '   ',
    [],
    {},
    'not a date',
    '2026-02-31T25:61:00',
    '0000-00-00T00:00:00',
    '\u0000\r\n',
    '__proto__',
    ...MARKUP,
  ),
  fc.string(),
  fc.string({ unit: 'binary-ascii', minLength: 1 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: 3, max: 5 }).map((power) => 'x'.repeat(10 ** power * 2)),
);

/** One change to a JSON value, at the place picked by `at` among all its places. */
export interface Mutation {
  kind: 'remove' | 'replace' | 'add';
  at: number;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('remove', 'replace', 'replace', 'add'),
  at: fc.nat(),
  value: strayValue,
});

type Place = { parent: Record<string, unknown> | unknown[]; key: string | number };

function placesOf(value: unknown, into: Place[] = []): Place[] {
  if (typeof value !== 'object' || value === null) return into;
  const parent = value as Record<string, unknown> | unknown[];
  for (const key of Array.isArray(parent) ? parent.keys() : Object.keys(parent)) {
    into.push({ parent, key });
    placesOf((parent as Record<string, unknown>)[key], into);
  }
  return into;
}

/** The value with the mutations made to a copy of it. */
export function mutated(value: unknown, mutations: readonly Mutation[]): unknown {
  const root = { root: structuredClone(value) };
  for (const change of mutations) {
    const places = placesOf(root);
    if (places.length === 0) break;
    const { parent, key } = places[change.at % places.length] as Place;
    const target = parent as Record<string, unknown>;
    if (change.kind === 'replace') target[key] = change.value;
    else if (change.kind === 'add' && typeof target[key] === 'object' && target[key] !== null)
      (target[key] as Record<string, unknown>)[`extra_${change.at % 7}`] = change.value;
    else if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete target[key];
  }
  return root.root;
}

/** An answer's status and body text. */
export interface HostileAnswer {
  status: number;
  body: string;
}

/** Hostile answers made from a real one (its parsed JSON). */
export function hostileAnswers(real: unknown): fc.Arbitrary<HostileAnswer> {
  const text = JSON.stringify(real);
  const changed = fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((m) => JSON.stringify(mutated(real, m)) ?? '');
  const body = fc.oneof(
    { weight: 6, arbitrary: changed },
    { weight: 2, arbitrary: fc.nat(text.length - 1).map((cut) => text.slice(0, cut)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', 'null', '[]', '"OK"', '42', '<html><body>502 Bad Gateway</body></html>'),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json) ?? '') },
  );
  return fc.record({ status: fc.constantFrom(200, 200, 200, 200, 500, 502, 400, 404), body });
}

/** The response for an answer (JSON content type whatever the body holds, as a broken gateway would). */
export function responseOf(answer: HostileAnswer): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The texts of an answer's own message fields (error, Error, message), which product rule 8.2 may show as they are. */
export function answerWords(answer: HostileAnswer): string[] {
  try {
    const json = JSON.parse(answer.body) as unknown;
    if (typeof json !== 'object' || json === null) return [];
    return ['error', 'Error', 'message'].flatMap((field) => {
      const value = (json as Record<string, unknown>)[field];
      return typeof value === 'string' ? [value] : [];
    });
  } catch {
    return [];
  }
}
