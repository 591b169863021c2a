/** withDeps: a part made of free functions, each given its deps once (worker/parts/with-deps.ts). */
import { describe, expect, it } from 'vitest';
import { withDeps } from '@worker/parts/with-deps';

interface CounterDeps {
  counts: Map<string, number>;
}

function add(deps: CounterDeps, name: string, by: number): Promise<number> {
  const next = (deps.counts.get(name) ?? 0) + by;
  deps.counts.set(name, next);
  return Promise.resolve(next);
}

function read(deps: CounterDeps, name: string): Promise<number | null> {
  return Promise.resolve(deps.counts.get(name) ?? null);
}

describe('withDeps', () => {
  it('calls each function with the deps first, then the arguments the caller gives', async () => {
    const deps: CounterDeps = { counts: new Map() };
    const counter = withDeps(deps, { add, read });
    expect(await counter.read('van')).toBeNull();
    expect(await counter.add('van', 2)).toBe(2);
    expect(await counter.add('van', 3)).toBe(5);
    expect(await counter.read('van')).toBe(5);
    expect(deps.counts.get('van')).toBe(5);
  });

  it('keeps the names it was given, so a part may rename a function', () => {
    const counter = withDeps({ counts: new Map<string, number>() }, { increase: add });
    expect(Object.keys(counter)).toEqual(['increase']);
  });
});
