// Unit, engine and server tests: all in Node (see docs/testing.md).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The realm aliases (`@domain/…`, `@server/…`) of tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
