import { describe, expect, it } from 'vitest';
import { onFirstCall } from '@worker/parts/on-first-call';

describe('onFirstCall', () => {
  it('loads the module once, on the first call, and passes the arguments and the answer through', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve({ add: (a: number, b: number) => Promise.resolve(a + b) });
    };
    const add = onFirstCall(load, 'add');
    expect(loads).toBe(0);
    const [three, five] = await Promise.all([add(1, 2), add(2, 3)]);
    expect([three, five, await add(4, 4)]).toEqual([3, 5, 8]);
    expect(loads).toBe(1);
  });

  it('tries the load again after it failed, so a lost chunk is not lost for good', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new Error('chunk not found'))
        : Promise.resolve({ twice: (n: number) => Promise.resolve(n * 2) });
    };
    const twice = onFirstCall(load, 'twice');
    await expect(twice(2)).rejects.toThrow('chunk not found');
    await expect(twice(2)).resolves.toBe(4);
    expect(loads).toBe(2);
  });
});
