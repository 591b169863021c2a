// The PostgreSQL pool is sized for the machine (server/db/pool-size.ts), and DATABASE_POOL_SIZE
// overrides it.
import { describe, expect, it } from 'vitest';
import { defaultPoolSize } from '@server/db/pool-size';
import { gatewayOptionsFromEnv } from '@server/main-config';

describe('the PostgreSQL pool size', () => {
  it('is four connections per core, at least 10 and at most 32', () => {
    expect([1, 2, 3, 4, 8, 16].map((cores) => defaultPoolSize(cores))).toEqual([10, 10, 12, 16, 32, 32]);
  });

  it('is read from DATABASE_POOL_SIZE, and left to the default without it', () => {
    const url = 'postgres://doorstep@127.0.0.1:5432/doorstep';
    expect(gatewayOptionsFromEnv({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
    expect(gatewayOptionsFromEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: '24' }).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: 24,
    });
    for (const bad of ['0', '2.5', 'many', '1001']) {
      expect(() => gatewayOptionsFromEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: bad })).toThrow(
        'DATABASE_POOL_SIZE must be 1 to 1000',
      );
    }
  });
});
